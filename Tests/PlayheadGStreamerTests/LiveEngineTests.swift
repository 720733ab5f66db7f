import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// The real engine on a live stream: no duration, no seeking, frames as they are sent.
extension RealEngineTests {
  @MainActor @Suite struct LiveEngineTests {
    @Test func liveStreamPlaysWithoutDuration() async throws {
      let source = try LiveSource()
      let probe = EngineProbe()
      let info = try await probe.load(source.url)
      #expect(info.isLive && info.duration == nil && !info.isSeekable, "\(info)")
      probe.engine.play()
      try await probe.wait("first live frame") { $0 == .firstFrameShown }
      let frame = try #require(probe.engine.latestFrame)
      #expect(frame.width == 320 && frame.height == 240)
      #expect(probe.engine.bufferedRanges.isEmpty)
      probe.engine.stop()
    }

    /// A live HLS playlist FFmpeg writes in real time (no end, a sliding window): live, and once
    /// it plays, described with the window GStreamer can seek in, and seekable in it.
    @Test func aLivePlaylistIsLiveWithItsWindow() async throws {
      let stream = try await LiveHLSStream(window: 6)
      defer { stream.stop() }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let info = try await probe.load(server.url("ok", stream.playlist))
      #expect(info.isLive && info.duration == nil, "\(info)")
      probe.engine.play()
      try await probe.wait("first live frame") { $0 == .firstFrameShown }
      // Its demuxer says the window once it plays, and the media is described again.
      try await probe.wait("the window described") { event in
        if case .loaded(let info) = event, let window = info.liveWindow {
          window > 0 && window <= 6 && info.isSeekable
        } else {
          false
        }
      }
      probe.engine.stop()
    }

    /// A live HLS stream FFmpeg makes as it plays, joined once its first segments have left the
    /// playlist: live, with a window that can be sought, which moves on as the playlist grows;
    /// positions stay on the stream's own timeline (not counted from where the viewer joined), so
    /// the position lies in the window and a seek back into it shows the picture there.
    @Test func aLiveStreamIsSoughtInItsWindow() async throws {
      let stream = try await LiveHLSStream(window: 10)
      defer { stream.stop() }
      _ = try await poll("segments leaving the window", seconds: 60) {
        stream.mediaSequence >= 1 ? true : nil
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let loaded = try await probe.load(server.url("ok", stream.playlist))
      #expect(loaded.isLive && loaded.duration == nil, "\(loaded)")
      probe.engine.play()
      let described = try await probe.wait("described as seekable once playing") { event in
        if case .loaded(let info) = event { info.isSeekable } else { false }
      }
      if case .loaded(let info) = described { #expect((info.liveWindow ?? 0) > 0, "\(info)") }
      // Paused, the picture a seek lands on stays to be looked at, however busy the machine.
      probe.engine.pause()
      _ = try await probe.wait("paused") { $0 == .playing(false) }
      let range = try #require(probe.engine.liveRange)
      let position = try #require(probe.engine.position)
      // Joined three segments from the end: in the window, past its start (a machine slow to
      // start playing joins further back in it).
      #expect(position > range.lowerBound && position <= range.upperBound, "\(position) in \(range)")
      let target = max(position - 4, range.lowerBound + 0.5)
      probe.engine.seek(to: target, precision: .accurate)
      _ = try await probe.wait("the seek landed") { $0 == .seekFinished }
      _ = try await probe.frame(near: target, tolerance: 0.5)
      probe.engine.play()
      _ = try await poll("the window moving on", state: "\(probe.engine.liveRange ?? 0...0)") {
        (probe.engine.liveRange?.upperBound ?? 0) > range.upperBound ? true : nil
      }
      probe.engine.stop()
    }

    /// A live source is played until data comes before it is called loaded: one nothing
    /// answers fails, and is never described as if it were there.
    @Test func aLiveSourceNothingAnswersFailsBeforeItLoads() async throws {
      let probe = EngineProbe()
      let camera = URL(string: "rtsp://127.0.0.1:9/camera")!
      let error = try await probe.failure(loading: camera)
      #expect(error.kind == .connectionRefused && error.url == camera, "\(error)")
      #expect(!probe.events.contains { if case .loaded = $0 { true } else { false } }, "\(probe.events)")
    }

    @Test func controllerShowsLive() async throws {
      let source = try LiveSource()
      let engine = GStreamerEngine()
      let controller = PlayerController(engine: engine)
      controller.autoplay = true
      controller.load(source.url, at: 0)
      // Frames come before it is loaded: a live source is played to see that it is there.
      _ = try await poll("playing live", state: "\(controller.state)") {
        controller.state == .playing ? engine.latestFrame : nil
      }
      #expect(controller.info?.isLive == true)
      controller.tick(at: 2)
      #expect(controller.trailingText == "LIVE")
      #expect(controller.elapsedText != "--:--")
      engine.stop()
    }
  }
}
