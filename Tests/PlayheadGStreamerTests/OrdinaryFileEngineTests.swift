import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// Films made by FFmpeg and by GStreamer in every common container, played as a person does:
/// a second of playing, a seek, another sound stream, then stop, which lets the pipeline go at
/// once whatever streams it holds.
extension RealEngineTests {
  /// One film at a time: sixteen playing at once beside the rest of the suite starve a 2-core
  /// machine's main actor for seconds.
  @MainActor @Suite(.serialized) struct OrdinaryFileEngineTests {
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
      // Paused for the seek, so that its frame stays to be looked at however busy the machine.
      probe.engine.pause()
      let target = file.duration * 0.6
      probe.events = []
      probe.engine.seek(to: target, precision: .accurate)
      try await probe.wait("the seek to \(target) s") { $0 == .seekFinished }
      _ = try await probe.frame(near: target, tolerance: 0.1)
      probe.engine.play()
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

    /// At rest, the position is the time of the frame on the screen: after an accurate seek to
    /// 13.25 s into a 25 fps film, the frame that began a fraction of a frame before (FFmpeg's
    /// frames there begin at 13.223 s; the decoder cuts it to begin at the target), and after a
    /// pause, the frame shown then, not the sound's clock.
    @Test func atRestThePositionIsTheFramesTime() async throws {
      let probe = try await pausedOnFFmpegsFilm(at: 13.25)
      let position = try #require(probe.engine.position)
      #expect(position < 13.25 && position > 13.25 - 0.04, "at \(position), the frame from 13.223 s showing")
      #expect(probe.engine.shownFrameTime == position)

      probe.engine.isMuted = true
      probe.engine.play()
      try await poll("playing on") { (probe.engine.position ?? 0) >= 14 ? () : nil }
      probe.events = []
      probe.engine.pause()
      try await probe.wait("paused") { $0 == .playing(false) }
      let frame = try #require(probe.engine.latestFrame?.time)
      let paused = try #require(probe.engine.position)
      #expect(abs(paused - frame) < 0.001, "paused at \(paused) with the frame of \(frame) showing")
      probe.engine.stop()
    }

    /// Three presses of "previous frame" in a row, the second and third while the first's seek
    /// runs, land three frames back: none is lost, none jumps two.
    @Test func stepsBackQueueUpOneFrameEach() async throws {
      let probe = try await pausedOnFFmpegsFilm(at: 13.25)
      let start = try #require(probe.engine.shownFrameTime)
      probe.events = []
      for _ in 0..<3 { probe.engine.stepFrame(forward: false) }
      try await poll("three steps back", state: "\(probe.events)") {
        probe.events.filter { $0 == .seekFinished }.count >= 3 ? () : nil
      }
      let shown = try #require(probe.engine.shownFrameTime)
      #expect(abs(shown - (start - 3 * 0.04)) < 0.002, "from \(start) to \(shown)")
      probe.engine.stop()
    }
  }
}

extension RealEngineTests.OrdinaryFileEngineTests {
  /// Paused, a picture decoded for a small view is decoded again at its own size once the view
  /// has grown, where it is and without a seek the owner hears of.
  @Test func aPausedPictureIsDecodedAgainForALargerView() async throws {
    let file = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mkv" })
    let probe = EngineProbe()
    probe.engine.frameBox = Size(width: 160, height: 120)
    _ = try await probe.load(try await MediaFixtures.offMainActor { try file.url() })
    probe.engine.seek(to: 7.5, precision: .accurate)
    try await probe.wait("the seek") { $0 == .seekFinished }
    #expect(probe.engine.latestFrame?.height == 120)
    let shown = try #require(probe.engine.shownFrameTime)
    probe.events = []
    probe.engine.frameBox = Size(width: 640, height: 480)
    let sharp = try await poll(
      "the picture at its own size", state: "\(probe.engine.latestFrame?.height ?? 0)"
    ) {
      probe.engine.latestFrame.flatMap { $0.height == 240 && probe.engine.state == .ready ? $0 : nil }
    }
    let again = try #require(probe.engine.shownFrameTime)
    #expect(abs(again - shown) < 0.001, "the same frame, at \(String(describing: sharp.time))")
    #expect(probe.engine.position == again)
    #expect(!probe.events.contains(.seekFinished), "no seek the owner hears of: \(probe.events)")
    probe.engine.stop()
  }
}

extension RealEngineTests.OrdinaryFileEngineTests {
  /// Switching sound and subtitle streams while playing, the position runs on as the picture
  /// does: it never goes back, never runs ahead of the time that passed (a spike), and moves on
  /// after each switch (no freeze). Paused, a switch leaves it on the frame shown.
  @Test func thePositionRunsOnThroughStreamSwitches() async throws {
    let probe = try await pausedOnFFmpegsFilm(at: 5)
    probe.engine.isMuted = true
    probe.engine.play()
    try await poll("playing") { (probe.engine.position ?? 0) >= 5.2 ? () : nil }
    let start = (position: try #require(probe.engine.position), time: ContinuousClock.now)
    var samples: [(position: Double, seconds: Double)] = []
    let switches: [@MainActor () -> Void] = [
      { probe.engine.selectAudioTrack(1) }, { probe.engine.selectSubtitleTrack(1) },
      { probe.engine.selectAudioTrack(0) }, { probe.engine.selectSubtitleTrack(-1) },
      { probe.engine.selectSubtitleTrack(0) },
    ]
    for change in switches {
      let from = samples.last?.position ?? start.position
      change()
      try await poll("playing on after a switch", state: "at \(probe.engine.position ?? -1)") { () -> Void? in
        guard let position = probe.engine.position else { return nil }
        samples.append((position, (ContinuousClock.now - start.time) / .seconds(1)))
        return position >= from + 0.3 ? () : nil
      }
    }
    for (before, after) in zip(samples, samples.dropFirst()) {
      #expect(after.position >= before.position - 0.05, "went back from \(before) to \(after)")
    }
    for sample in samples {
      // The position cannot run ahead of the clock; a busy machine only holds it back.
      #expect(sample.position <= start.position + sample.seconds + 0.25, "ran ahead: \(sample)")
    }

    probe.engine.pause()
    try await poll("paused") { probe.engine.state == .paused ? () : nil }
    let shown = try #require(probe.engine.shownFrameTime)
    probe.engine.selectSubtitleTrack(1)
    probe.engine.selectAudioTrack(1)
    for _ in 0..<20 {
      try await Task.sleep(for: .milliseconds(20))
      #expect(probe.engine.position == shown, "paused on the frame of \(shown)")
    }
    probe.engine.stop()
  }

  /// A new engine on FFmpeg's Matroska film, paused where an accurate seek to `seconds` landed.
  func pausedOnFFmpegsFilm(at seconds: Double) async throws -> EngineProbe {
    let file = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mkv" })
    let probe = EngineProbe()
    _ = try await probe.load(try await MediaFixtures.offMainActor { try file.url() })
    probe.engine.seek(to: seconds, precision: .accurate)
    try await probe.wait("the seek") { $0 == .seekFinished }
    return probe
  }
}
