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

    /// A live HLS playlist FFmpeg writes in real time (no end, a sliding window): live, not
    /// called seekable, with the window GStreamer can seek in, and it plays.
    @Test func aLivePlaylistIsLiveWithItsWindow() async throws {
      let stream = try await LiveHLSSource()
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let info = try await probe.load(server.url("ok", stream.playlist))
      #expect(info.isLive && info.duration == nil && !info.isSeekable, "\(info)")
      probe.engine.play()
      try await probe.wait("first live frame") { $0 == .firstFrameShown }
      // Its demuxer says the window once it plays, and the media is described again.
      try await probe.wait("the window described") { event in
        if case .loaded(let info) = event, let window = info.liveWindow {
          window > 0 && window <= 12
        } else {
          false
        }
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
