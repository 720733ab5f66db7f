import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// One timeline from the media's start, whatever the container's timestamps start at.
extension RealEngineTests {
  @MainActor @Suite struct TimelineEngineTests {
    /// An MPEG-TS file whose timestamps start 1.4 s in (as FFmpeg writes them): it starts at 0,
    /// a seek to 3 s shows the frame FFmpeg decodes 3 s from the start, and elapsed never
    /// passes the duration on the way to the end, which it reaches.
    @Test func anMPEGTSFileCountsFromItsStart() async throws {
      let url = try MediaFixtures.ffmpegPattern(seconds: 6, container: "ts")
      let probe = EngineProbe()
      let info = try await probe.load(url)
      let duration = try #require(info.duration)
      #expect(abs(duration - 6) <= 0.06, "duration \(duration) within 1 % of 6 s")
      #expect(
        abs(probe.engine.position ?? -1) < 0.05, "starts at \(String(describing: probe.engine.position))")
      #expect(abs(probe.engine.latestFrame?.time ?? -1) < 0.05)

      probe.engine.seek(to: 3, precision: .accurate)
      try await probe.wait("the seek") { $0 == .seekFinished }
      let frame = try #require(probe.engine.latestFrame)
      #expect(abs((frame.time ?? -1) - 3) <= 0.04, "frame at \(String(describing: frame.time))")
      let difference = try #require(frame.meanDifference(from: MediaFixtures.referenceFrame(of: url, at: 3)))
      #expect(difference < 6, "mean difference \(difference) of 255 from FFmpeg's frame at 3 s")

      probe.engine.isMuted = true
      probe.engine.play()
      var largest = 0.0
      try await poll("the end", state: "largest elapsed \(largest)") {
        largest = max(largest, probe.engine.position ?? 0)
        return probe.events.contains(.endOfStream) ? () : nil
      }
      #expect(largest <= duration, "elapsed \(largest) within the duration \(duration)")
      #expect(abs((probe.engine.position ?? 0) - duration) <= 0.1, "ends at the duration")
      probe.engine.stop()
    }
  }
}
