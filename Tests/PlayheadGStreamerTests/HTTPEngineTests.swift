import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// The real engine over HTTP from a local server with injected faults. Each failure must name the
/// URL and its cause and leave the engine able to load again. Assertions are on what the server
/// sent and what the engine reported; time limits are only hang guards, so a busy machine passes.
extension RealEngineTests {
  @MainActor @Suite(.serialized) struct HTTPEngineTests {
    @Test func playsOverHTTPAndSeeks() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 6, keyframeSpacing: 1)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let info = try await probe.load(server.url("ok", clip))
      #expect(abs((info.duration ?? 0) - 6) < 0.1 && info.isSeekable)
      probe.engine.seek(to: 4, precision: .accurate)
      _ = try await probe.frame(near: 4, tolerance: 1.0 / 30)
      probe.engine.stop()
    }

    @Test func playsHLSAndSeeks() async throws {
      let playlist = try await MediaFixtures.offMainActor { try MediaFixtures.hls(seconds: 6) }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let info = try await probe.load(server.url("ok", playlist))
      #expect(abs((info.duration ?? 0) - 6) < 0.2 && info.isSeekable && !info.isLive, "\(info)")
      // At once, while segments are still downloading (adaptivedemux2 before 1.22.7 aborted here).
      probe.engine.seek(to: 3.5, precision: .accurate)
      _ = try await probe.frame(near: 3.5, tolerance: 1.0 / 30)
      probe.engine.stop()
    }

    @Test(arguments: [
      ("404", MediaError.Kind.notFound), ("401", .accessRefused), ("403", .accessRefused),
      ("500", .serverError),
      ("503", .serverError), ("loop", .tooManyRedirects),
    ])
    func serverErrorsFailClearly(fault: String, kind: MediaError.Kind) async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let url = server.url(fault, clip)
      let error = try await probe.failure(loading: url)
      #expect(error.kind == kind, "\(error)")
      #expect(error.description.contains(url.absoluteString))
      _ = try await probe.load(server.url("ok", clip))
      probe.engine.stop()
    }

    /// Hosts that cannot be reached say why: a port nothing listens on, a name that does not
    /// resolve (`.invalid` never does), TLS to a plain-HTTP server.
    @Test func unreachableHostsSayWhy() async throws {
      let server = try FaultServer(folder: MediaFixtures.folder)
      let cases = [
        ("http://127.0.0.1:9/clip.mp4", MediaError.Kind.connectionRefused),
        ("http://no-such-host.invalid/clip.mp4", .hostNotFound),
        ("https://127.0.0.1:\(server.port)/ok/clip.mp4", .tlsFailure),
      ]
      let probe = EngineProbe()
      for (address, kind) in cases {
        let error = try await probe.failure(loading: URL(string: address)!)
        #expect(error.kind == kind, "\(error)")
        #expect(error.description.hasPrefix(address))
      }
    }

    /// The server drops the connection a third of the way in, at a pace that has it playing by
    /// then, and cannot resume it (no range requests): it fails as lost, saying why it could not
    /// go on, whether the source's own attempt to resume was refused or ours.
    @Test func droppedConnectionWhilePlayingFailsClearly() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 10, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe(reconnectDelays: [.milliseconds(50), .milliseconds(100)])
      let url = server.url("cut", clip)
      probe.events = []
      probe.engine.load(url)
      probe.engine.play()
      let event = try await probe.wait("failure") { if case .failed = $0 { true } else { false } }
      guard case .failed(let error) = event else { return }
      #expect(error.kind == .connectionLost, "\(error)")
      #expect(error.detail.contains("range requests"), "\(error)")
      #expect(error.description.hasPrefix(url.absoluteString))
      _ = try await probe.load(server.url("ok", clip))
      probe.engine.stop()
    }

    /// The server drops every response after a quarter of the file: each drop is resumed with a
    /// range request from where the download stopped, and the stream plays to its end.
    @Test func droppedConnectionsResumeWithRangeRequests() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 4, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let (engine, _, log) = play(server.url("drop", clip))
      try await log.next(.ended)
      let ranges = server.requests.map { $0.split(separator: " ").last.map(String.init) ?? "" }
      let starts = ranges.dropFirst().compactMap { Int($0.dropFirst("bytes=".count).prefix { $0 != "-" }) }
      #expect(ranges.first == "-" && starts.count >= 3, "\(server.requests)")
      #expect(starts == starts.sorted() && starts.allSatisfy { $0 > 0 }, "\(server.requests)")
      engine.stop()
    }

    /// The server goes away mid-stream and comes back after a while: the player shows it stalled,
    /// tries again with a back-off, and once the server answers goes on from where it stopped.
    @Test func aServerThatComesBackIsReconnectedWhereItStopped() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 8, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      // Enough attempts that the server is back before they are spent.
      let delays = (0..<8).map { Duration.milliseconds(100 << $0) }
      let (engine, controller, log) = play(server.url("down", clip), reconnectDelays: delays)
      try await log.next(.playing)
      // Down: the first response, the source's own retry, then our attempts, each cut off. The
      // controller hears of the stall on the main actor, which a loaded machine may reach later.
      try await poll(
        "two attempts to reconnect, shown stalled", state: "\(controller.state) \(server.requests)"
      ) {
        server.requests.count >= 4 && controller.state == .stalled ? () : nil
      }
      #expect(engine.state == .reconnecting, "\(engine.state)")
      let lostAt = try #require(engine.position)
      #expect(engine.latestFrame != nil, "the picture is kept while reconnecting")
      let answered = server.requests.count
      try await expectResumes(from: lostAt, behindBy: 0.1, after: server, log, engine)
      let resumed = server.requests.dropFirst(answered)
      #expect(resumed.contains { $0.contains("bytes=") && !$0.hasSuffix("bytes=0-") }, "\(server.requests)")
      try await log.next(.ended)
      engine.stop()
    }

    /// A server that never comes back: the player fails once every attempt is spent, and says so.
    @Test func aServerThatStaysDownFailsOnceTheAttemptsAreSpent() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 8, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let url = server.url("gone", clip)
      let delays = [Duration.milliseconds(50), .milliseconds(100), .milliseconds(200)]
      let (_, controller, _) = play(url, reconnectDelays: delays)
      let error = try await poll("failure", state: "\(controller.state)") { () -> MediaError? in
        if case .failed(let error) = controller.state { return error }
        return nil
      }
      #expect(error.kind == .connectionLost, "\(error)")
      #expect(
        error.description.hasPrefix(url.absoluteString) && error.detail.contains("3 attempts to reconnect"),
        "\(error)")
      #expect(server.requests.count >= 4, "\(server.requests)")
    }

    /// A server that says it takes no range requests ("Accept-Ranges: none"), and one that says
    /// nothing and ignores them (Python's http.server): the media cannot be sought, a seek lands
    /// at once where playback is, and it plays to the end without a failure (a seek sent to such a
    /// server failed the whole stream, and a reconnection tried it again and again).
    @Test(arguments: ["norange", "unranged"])
    func withoutRangeRequestsSeekingIsUnavailableNotAFailure(fault: String) async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 3, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let info = try await probe.load(server.url(fault, clip))
      #expect(!info.isSeekable && abs((info.duration ?? 0) - 3) < 0.1, "\(info)")
      probe.engine.play()
      probe.engine.seek(to: 2, precision: .accurate)
      try await probe.wait("the seek to end") { $0 == .seekFinished }
      try await probe.wait("the end") { $0 == .endOfStream }
      #expect(!probe.events.contains { if case .failed = $0 { true } else { false } }, "\(probe.events)")
      probe.engine.stop()
    }

    /// Random bytes served as `video/mp4`.
    @Test func garbageServedAsVideoIsNotMedia() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let error = try await probe.failure(loading: server.url("garbage", clip))
      #expect([.notMedia, .corrupt].contains(error.kind), "\(error)")
    }

    /// A web page is not media, and says so, whatever decoder GStreamer then finds missing: what
    /// the player's page resolver (yt-dlp) takes as its cue.
    @Test func aWebPageIsNotMedia() async throws {
      let folder = try await MediaFixtures.offMainActor { try MediaFixtures.webPage() }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let page = server.url("ok", folder.appendingPathComponent("page.html"))
      let error = try await probe.failure(loading: page)
      #expect(error.kind == .notMedia && error.detail == "a web page" && error.url == page, "\(error)")
    }

    /// An MP4 with its index at the end needs range requests, which this server refuses.
    @Test func indexAtTheEndWithoutRangeRequestsFailsClearly() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 10, keyframeSpacing: 1)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      let error = try await probe.failure(loading: server.url("reset", clip))
      #expect(error.kind == .serverCannotSeek, "\(error)")
    }

    /// The server sends a third of the file, then nothing until the test releases it: the player
    /// stalls when its buffer runs dry, stays stalled while nothing comes, and goes on from where it
    /// was once the rest flows.
    @Test func stallingServerStallsThenRecovers() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 10, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let (engine, controller, log) = play(server.url("stall", clip))
      // Stalled lasts until the release; the seconds of playing before it could pass unseen.
      try await log.next(.stalled)
      // With nothing more sent, nothing can make it play on.
      try await Task.sleep(for: .milliseconds(500))
      #expect(controller.state == .stalled, "played on with no data")
      let stalledAt = try #require(engine.position)
      #expect(stalledAt < 10.0 / 2, "stalled at \(stalledAt) s, past the third of the file the server sent")
      // The position read while stalled may trail the stream that ran out last.
      try await expectResumes(from: stalledAt, behindBy: 0.75, after: server, log, engine)
      engine.stop()
    }

    /// A server slower than real time: the buffered range grows ahead of playback and the
    /// stream plays to its end.
    @Test func slowServerPlaysToTheEnd() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 4, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let engine = GStreamerEngine()
      let controller = PlayerController(engine: engine)
      let log = StateLog(controller)
      controller.autoplay = true
      // What is buffered as playback starts, read as the engine reports it: a poll on a busy
      // machine can miss the whole of a short playback.
      var early: [ClosedRange<Double>]?
      let forward = engine.eventHandler
      engine.eventHandler = { event in
        if event == .playing(true), early == nil { early = engine.bufferedRanges }
        forward?(event)
      }
      controller.load(server.url("slow", clip), at: 0)
      try await log.next(.ended)
      let buffered = try #require(
        early?.last, "nothing buffered as playback started: \(String(describing: early))")
      #expect(buffered.lowerBound == 0 && buffered.upperBound < 4, "\(buffered)")
      #expect(engine.bufferedRanges.last?.upperBound ?? 0 > 4 - 0.1, "\(engine.bufferedRanges)")
      engine.stop()
    }

    /// Playing from a server slower than real time, the downloaded range is told as it grows:
    /// part of the file first, never back, until the whole file has come.
    @Test func downloadedRangesAreToldAsTheyGrow() async throws {
      let clip = try await MediaFixtures.offMainActor {
        try MediaFixtures.mp4(seconds: 8, keyframeSpacing: 1, faststart: true)
      }
      let server = try FaultServer(folder: MediaFixtures.folder)
      let engine = GStreamerEngine()
      let controller = PlayerController(engine: engine)
      let log = StateLog(controller)
      var told: [Double] = []
      let events = controller.events
      let reader = Task { @MainActor in
        for await event in events where event == .bufferedRangesChanged {
          told.append(controller.bufferedRanges.last?.upperBound ?? 0)
        }
      }
      defer { reader.cancel() }
      controller.autoplay = true
      controller.load(server.url("slow", clip), at: 0)
      try await log.next(.playing)
      let duration = try #require(controller.info?.duration)
      try await poll("the whole file downloaded", state: "\(told)") {
        told.last.map { $0 >= duration - 0.1 } == true ? () : nil
      }
      // What was told follows what the server sent: never back, and part of the file before the
      // whole (it sends 256 KiB a second; how often it is told is make bench's, not a test's).
      let ends = told
      #expect(zip(ends, ends.dropFirst()).allSatisfy { $0 <= $1 }, "never back: \(ends)")
      #expect(
        ends.contains { $0 > 0 && $0 < duration - 0.1 }, "told as it grew, not only at the end: \(ends)")
      engine.stop()
    }

    /// Releases the server and waits for playing to go on, from `position` seconds: no more
    /// than `behind` before it, and no further than real time since the release allows. The
    /// slack ahead: the sinks run dry while the clock runs until the controller's pause lands,
    /// and the picture resumes that much ahead (more on a starved main actor). A restart or a
    /// lost resume position is seconds.
    private func expectResumes(
      from position: Double, behindBy behind: Double, after server: FaultServer, _ log: StateLog,
      _ engine: GStreamerEngine
    ) async throws {
      let released = ContinuousClock.now
      log.skipToNow()
      server.release()
      try await log.next(.playing)
      let resumedAt = try #require(engine.position)
      let playedSince = (ContinuousClock.now - released) / .seconds(1)
      #expect(
        resumedAt >= position - behind && resumedAt <= position + playedSince + 0.75,
        "went on at \(resumedAt) s from \(position) s, \(playedSince) s after the release")
    }

    /// A new engine and controller playing `url`, and the log of its states; the engine reopens a lost connection after
    /// each of `reconnectDelays`.
    private func play(
      _ url: URL, reconnectDelays: [Duration] = EngineLifecycle.reconnectDelays
    ) -> (GStreamerEngine, PlayerController, StateLog) {
      let engine = GStreamerEngine(reconnectDelays: reconnectDelays)
      let controller = PlayerController(engine: engine)
      let log = StateLog(controller)
      controller.autoplay = true
      controller.load(url, at: 0)
      return (engine, controller, log)
    }
  }
}
