import Foundation
import PlayheadCore
import PlayheadGStreamer

/// Runs a `GStreamerEngine` from the command line: waits for the events a command needs, with a
/// time limit, so a broken stream ends in a clear failure instead of a hang.
@MainActor
final class EngineSession {
  let engine = GStreamerEngine()
  private var received: [MediaEngineEvent] = []
  private var waiter: Waiter?
  /// What cannot be played of the loaded media, as the engine last described it
  /// (`MediaInfo.partialSupportNotice`).
  private(set) var notice: String?
  /// Hears each notice that comes after the media was described: a subtitle file found
  /// unreadable once playing.
  var onNewNotice: (String) -> Void = { _ in }
  /// The adaptive stream's variant shown, as the engine last described it.
  private(set) var variant: StreamVariant?
  /// Hears each variant shown in place of another: `(new, old)`.
  var onVariantChange: (StreamVariant, StreamVariant) -> Void = { _, _ in }
  /// Hears playback stall (`true`: the buffer ran empty once it had played, for as long as the
  /// window waits before showing its buffering indicator) and resume (`false`: full again).
  var onStall: (_ isStalled: Bool) -> Void = { _ in }
  private var hasPlayed = false
  private var isStalled = false
  /// The stall told to `onStall`, or waiting to be (a blip shorter than the wait is not told).
  private var stallReport: Task<Void, Never>?
  private var isStallTold = false
  /// While stalled in a live stream: looks each second whether its playlist still grows.
  private var liveWatch: Task<Void, Never>?

  /// A command waiting for an event.
  private struct Waiter {
    let match: (MediaEngineEvent) -> Bool
    let continuation: CheckedContinuation<MediaEngineEvent?, any Error>
  }

  /// A session whose engine stops (its pipeline to NULL) when the program is interrupted.
  init() {
    engine.eventHandler = { [weak self] event in self?.receive(event) }
    TerminationSignals.onTermination { [weak self] in self?.engine.stop() }
  }

  /// Waits until an event matching `match` arrives (returning it) or a failure does (throwing
  /// it), for at most `seconds`. It returns as the event arrives, without polling, so commands
  /// can time what the engine does.
  func wait(
    for what: String, seconds: Double = 10, _ match: @escaping (MediaEngineEvent) -> Bool
  ) async throws -> MediaEngineEvent {
    guard let event = try await event(within: seconds, match) else {
      throw CommandFailure(message: translated("timed out after \(Int(seconds)) s waiting for \(what)"))
    }
    return event
  }

  /// The first event matching `match` within `seconds`, or `nil` if none came; a failure throws.
  func event(within seconds: Double, _ match: @escaping (MediaEngineEvent) -> Bool) async throws
    -> MediaEngineEvent?
  {
    if let event = takeReceived(match) { return try result(event) }
    let timeout = Task { [weak self] in
      try await Task.sleep(for: .seconds(min(seconds, 1e9)))
      self?.finishWaiting(with: .success(nil))
    }
    defer { timeout.cancel() }
    let event = try await withCheckedThrowingContinuation { continuation in
      waiter = Waiter(match: match, continuation: continuation)
    }
    return try event.map(result)
  }

  /// Loads `url` and returns what the engine found. A web page's address (http(s), not media) is
  /// looked in by yt-dlp, when it is installed: its best format loads, with its subtitles,
  /// described as the page's (`PageMedia.describing`).
  func load(_ url: URL) async throws -> MediaInfo {
    do {
      return try await loadMedia(url)
    } catch let failure as CommandFailure {
      guard let cause = failure.cause, PageMedia.isPage(url, failingWith: cause) else { throw failure }
      let page: PageMedia
      do throws(PageError) {
        page = try await pageResolver.resolve(url)
      } catch {
        throw CommandFailure(message: translated("\(url.absoluteString): is \(error.description)"))
      }
      guard let best = page.best else { throw failure }
      self.page = page
      engine.subtitleFiles += page.subtitleFiles
      return page.describing(try await loadMedia(best.url), playing: best)
    }
  }

  /// What finds the media in a web page (yt-dlp).
  var pageResolver: any PageResolving = YTDLP()
  /// The web page whose media is loaded, if the address loaded was one.
  private(set) var page: PageMedia?

  /// The media address loaded last.
  private var loadedURL: URL?

  /// Loads `url` as media.
  private func loadMedia(_ url: URL) async throws -> MediaInfo {
    loadedURL = url
    engine.load(url)
    // The engine's own patience decides when opening has failed (a slow mount, a slow server);
    // this only guards against a hang.
    guard
      case .loaded(let info) = try await wait(
        for: "the media to load", seconds: Self.loadHangGuard,
        { if case .loaded = $0 { true } else { false } })
    else { throw CommandFailure(message: translated("no media information")) }
    return info
  }

  /// What `info` says, with the duration some parsers find only once data flows (an MP3 without
  /// a Xing header): when it has none and is not live, the media plays silently, as GStreamer's
  /// discoverer does, until the engine describes it again with one, for at most
  /// `durationPatience` seconds; then it pauses.
  func withDuration(_ info: MediaInfo) async throws -> MediaInfo {
    guard info.duration == nil, !info.isLive else { return info }
    engine.isMuted = true
    engine.play()
    defer {
      engine.pause()
      engine.isMuted = false
    }
    let described = try await event(within: Self.durationPatience) { event in
      if case .loaded(let refined) = event { refined.duration != nil } else { false }
    }
    guard case .loaded(let refined)? = described else { return info }
    return refined
  }

  /// Seconds `withDuration` plays media for a duration.
  static let durationPatience = 2.0

  /// Seconds a load may take before the command gives up on the engine: longer than any of its
  /// patiences together.
  static let loadHangGuard = 60.0

  private func receive(_ event: MediaEngineEvent) {
    if case .loaded(let info) = event, let notice = info.partialSupportNotice, notice != self.notice {
      self.notice = notice
      onNewNotice(notice)
    }
    if case .loaded(let info) = event, let shown = info.variant, shown != variant {
      defer { variant = shown }
      if let variant { onVariantChange(shown, variant) }
    }
    noteStall(event)
    if let waiter, waiter.match(event) || Self.isFailure(event) {
      finishWaiting(with: .success(event))
    } else {
      received.append(event)
    }
  }

  /// Tells `onStall` when the buffer runs dry after playback started, and when it is full again.
  private func noteStall(_ event: MediaEngineEvent) {
    switch event {
    case .playing(true): hasPlayed = true
    // Stalled once the buffer is empty (below full, it may still be playing what it holds),
    // resumed once it is full again, as the window's state says.
    case .buffering(let percent) where hasPlayed && (isStalled ? percent == 100 : percent == 0):
      isStalled = percent == 0
      stallReport?.cancel()
      liveWatch?.cancel()
      if isStalled, engine.liveRange != nil { watchLivePlaylist() }
      if isStalled {
        stallReport = Task { [weak self] in
          try? await Task.sleep(for: .seconds(PlayerController.bufferingIndicatorDelay))
          guard let self, !Task.isCancelled, isStalled else { return }
          isStallTold = true
          onStall(true)
        }
      } else if isStallTold {
        isStallTold = false
        onStall(false)
      }
    default: break
    }
  }

  /// Fails playback, saying so, once a live stream's playlist has not grown for
  /// `LiveEdgeTracker.stopPatience` while stalled: its broadcast ended without saying so.
  private func watchLivePlaylist() {
    liveWatch = Task { [weak self] in
      var tracker = LiveEdgeTracker()
      let start = ContinuousClock.now
      while !Task.isCancelled, let self, let url = loadedURL {
        let time = (ContinuousClock.now - start) / .seconds(1)
        tracker.observe(range: engine.liveRange, position: engine.position, at: time)
        if let silence = tracker.silence(at: time) {
          engine.stop()
          receive(.failed(.liveStreamStopped(url, silentFor: silence)))
          return
        }
        try? await Task.sleep(for: .seconds(1))
      }
    }
  }

  private func finishWaiting(with result: Result<MediaEngineEvent?, any Error>) {
    guard let waiter else { return }
    self.waiter = nil
    waiter.continuation.resume(with: result)
  }

  /// Removes and returns the first event received earlier that matches, or a failure.
  private func takeReceived(_ match: (MediaEngineEvent) -> Bool) -> MediaEngineEvent? {
    guard let index = received.firstIndex(where: { match($0) || Self.isFailure($0) }) else { return nil }
    let event = received[index]
    received.removeSubrange(...index)
    return event
  }

  private func result(_ event: MediaEngineEvent) throws -> MediaEngineEvent {
    if case .failed(let error) = event { throw CommandFailure(message: error.description, cause: error) }
    return event
  }

  private static func isFailure(_ event: MediaEngineEvent) -> Bool {
    if case .failed = event { true } else { false }
  }
}
