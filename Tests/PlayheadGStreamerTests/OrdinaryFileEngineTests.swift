import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// Films made by FFmpeg and by GStreamer in every common container, played as a person does:
/// a second of playing, a seek, another sound stream, then stop, which lets the pipeline go at
/// once whatever streams it holds.
extension RealEngineTests {
  @MainActor @Suite struct OrdinaryFileEngineTests {
    @Test(arguments: OrdinaryFile.all)
    func playsSeeksSwitchesAndStops(_ file: OrdinaryFile) async throws {
      let url = try await MediaFixtures.offMainActor { try file.url() }
      let probe = EngineProbe()
      let info = try await probe.load(url)
      let duration = try #require(info.duration, "\(file)")
      #expect(abs(duration - file.duration) <= 0.25, "\(file): \(duration) s")
      #expect(info.audioTracks.count == file.audio.count, "\(file): \(info.audioTracks)")
      #expect(info.subtitleTracks.count == file.subtitles.count, "\(file): \(info.subtitleTracks)")
      #expect(info.chapters.map(\.title) == file.chapters, "\(file): \(info.chapters)")

      probe.engine.isMuted = true
      probe.engine.play()
      try await poll("a second of playing", state: "at \(probe.engine.position ?? -1)") {
        (probe.engine.position ?? 0) >= 1 ? () : nil
      }
      let target = file.duration * 0.6
      probe.events = []
      probe.engine.seek(to: target, precision: .accurate)
      try await probe.wait("the seek to \(target) s") { $0 == .seekFinished }
      _ = try await probe.frame(near: target, tolerance: 0.5)
      if info.audioTracks.count > 1 {
        // The other sound stream, playing on.
        let from = probe.engine.position ?? target
        probe.engine.selectAudioTrack(1)
        try await poll("playing on after the switch", state: "at \(probe.engine.position ?? -1)") {
          (probe.engine.position ?? 0) >= from + 0.5 ? () : nil
        }
        #expect(!probe.events.contains { if case .failed = $0 { true } else { false } }, "\(probe.events)")
      }
      let position = try #require(probe.engine.position)
      #expect(position >= target - 0.1 && position <= duration, "\(file): at \(position) after the seek")

      // A subtitle stream that is not shown waits for the clock to reach its next cue, 25 s
      // away in FFmpeg's films: stopping must not wait for it. (A hang guard, not a speed test.)
      let stopping = ContinuousClock.now
      probe.engine.stop()
      let took = ContinuousClock.now - stopping
      #expect(took < .seconds(5), "\(file): stopping took \(took)")
      #expect(probe.engine.position == nil && probe.engine.state == .closed)
    }
  }
}
