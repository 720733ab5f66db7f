import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// Every container as FFmpeg writes it, timed and shown as FFmpeg reads it.
extension RealEngineTests {
  @MainActor @Suite struct ContainerEngineTests {
    /// FFmpeg's test pattern in `container`: the duration is FFprobe's within 1 %; it starts at
    /// 0 (MPEG-TS and MPEG-PS timestamps start late); an accurate seek past the last keyframe, and
    /// one to 2.6 s, between keyframes, show the frames FFmpeg decodes there; and elapsed never passes
    /// the duration on the way to the end, which it reaches.
    @Test(arguments: PatternContainer.allCases)
    func aFileIsTimedAndShownAsFFmpegReadsIt(_ container: PatternContainer) async throws {
      let url = try await MediaFixtures.offMainActor {
        try MediaFixtures.ffmpegPattern(seconds: 5, container: container)
      }
      let expected = try await MediaFixtures.offMainActor { try MediaFixtures.ffprobeDuration(of: url) }
      let probe = EngineProbe()
      let info = try await probe.load(url)
      let duration = try #require(info.duration)
      #expect(
        abs(duration - expected) <= expected / 100, "duration \(duration) against FFprobe's \(expected)")
      #expect(!info.isDurationEstimated)
      #expect(
        abs(probe.engine.position ?? -1) < 0.05, "starts at \(String(describing: probe.engine.position))")
      #expect(abs(probe.engine.latestFrame?.time ?? -1) < 0.05)

      // Past the last keyframe first, then back between two.
      for target in [4.8, 2.6] {
        probe.events = []
        probe.engine.seek(to: target, precision: .accurate)
        try await probe.wait("the seek to \(target) s") { $0 == .seekFinished }
        let frame = try #require(probe.engine.latestFrame)
        #expect(
          abs((frame.time ?? -1) - target) <= 0.02, "frame at \(String(describing: frame.time)) for \(target)"
        )
        let reference = try await MediaFixtures.offMainActor {
          try MediaFixtures.referenceFrame(of: url, at: target)
        }
        let difference = try #require(frame.meanDifference(from: reference))
        #expect(difference < 8, "mean difference \(difference) of 255 from FFmpeg's frame at \(target) s")
      }

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
