import Foundation
import PlayheadCore
import Testing

/// A network stream whose connection is lost after it loaded: reopened where it stopped after a
/// back-off, shown stalled meanwhile, failing only once every attempt is spent.
@Suite struct EngineReconnectionTests {
  let stream = URL(string: "http://example.com/film.mp4")!
  let delays: [Duration] = [.seconds(1), .seconds(2)]

  /// Loaded and playing, then the connection is lost at `position` seconds (the back-off started).
  private func lost(at position: Double) -> EngineLifecycle {
    var lifecycle = EngineLifecycle(reconnectDelays: delays)
    _ = lifecycle.handle(.load(stream))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    _ = lifecycle.handle(.play)
    _ = lifecycle.handle(.pipeline(.error(.connectionLost, "dropped"), generation: 1))
    _ = lifecycle.handle(.timer(.errorsSettled, generation: 1))
    _ = lifecycle.handle(.pipeline(.suspended(at: position), generation: 1))
    return lifecycle
  }

  @Test func aLostConnectionIsReopenedWhereItStoppedAfterABackOff() {
    var lifecycle = EngineLifecycle(reconnectDelays: delays)
    _ = lifecycle.handle(.load(stream))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    _ = lifecycle.handle(.play)
    _ = lifecycle.handle(.pipeline(.firstFrame, generation: 1))
    _ = lifecycle.handle(.pipeline(.playing(true), generation: 1))
    #expect(lifecycle.handle(.pipeline(.error(.connectionLost, "dropped"), generation: 1)).count == 1)
    #expect(
      lifecycle.handle(.timer(.errorsSettled, generation: 1)) == [.suspend, .report(.buffering(percent: 0))])
    #expect(lifecycle.state == .reconnecting)
    #expect(
      lifecycle.handle(.pipeline(.suspended(at: 4.2), generation: 1)) == [
        .startTimer(.reconnect, after: .seconds(1), generation: 1)
      ])
    #expect(lifecycle.resumePosition == 4.2)
    // The old pipeline's last words change nothing.
    #expect(lifecycle.handle(.pipeline(.endOfStream, generation: 1)).isEmpty)
    #expect(
      lifecycle.handle(.timer(.reconnect, generation: 1)) == [
        .open(generation: 2), .startTimer(.loading, after: EngineLifecycle.networkPatience, generation: 2),
      ])
    // What the new pipeline reports while it opens is not the owner's business.
    #expect(lifecycle.handle(.pipeline(.buffering(100), generation: 2)).count == 1)
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: 2)) == [.seek(to: 4.2, .accurate, rate: 1)])
    #expect(
      lifecycle.handle(.pipeline(.prerolled, generation: 2)) == [
        .setPlaying(true), .report(.buffering(percent: 100)),
      ])
    #expect(lifecycle.state == .paused)
    #expect(lifecycle.handle(.pipeline(.playing(true), generation: 2)) == [.report(.playing(true))])
    #expect(lifecycle.state == .playing)
  }

  /// An adaptive stream's variant that failed (a 403, which no new connection cures) is reopened
  /// at once in the variant left, and the media, described otherwise by the new pipeline, is
  /// described again once playback goes on.
  @Test func aFailedVariantIsReopenedInAnotherAndDescribedAgain() {
    var lifecycle = EngineLifecycle(reconnectDelays: delays)
    _ = lifecycle.handle(.load(URL(string: "http://example.com/master.m3u8")!))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    _ = lifecycle.handle(.play)
    #expect(
      lifecycle.handle(.pipeline(.variantFailed(.accessRefused, "HTTP 403"), generation: 1)) == [
        .suspend, .report(.buffering(percent: 0)),
      ])
    _ = lifecycle.handle(.pipeline(.suspended(at: 3.5), generation: 1))
    _ = lifecycle.handle(.timer(.reconnect, generation: 1))
    #expect(lifecycle.handle(.pipeline(.mediaChanged, generation: 2)).isEmpty)
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 2))
    let actions = lifecycle.handle(.pipeline(.prerolled, generation: 2))
    #expect(actions.last == .reportLoaded && actions.first == .setPlaying(true), "\(actions)")
  }

  /// A web page's other format: the media is reopened from its address, from where it was, as
  /// a lost connection is, playing on; the owner hears it described again.
  @Test func anotherSourceIsReopenedFromWherePlaybackWas() {
    var lifecycle = EngineLifecycle(reconnectDelays: delays)
    _ = lifecycle.handle(.load(URL(string: "http://example.com/hd.mp4")!))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    _ = lifecycle.handle(.play)
    let other = URL(string: "http://example.com/sd.mp4")!
    #expect(lifecycle.handle(.switchSource(other)) == [.suspend, .report(.buffering(percent: 0))])
    #expect(lifecycle.url == other)
    _ = lifecycle.handle(.pipeline(.suspended(at: 3.5), generation: 1))
    #expect(lifecycle.handle(.timer(.reconnect, generation: 1)).first == .open(generation: 2))
    let landing = lifecycle.handle(.pipeline(.prerolled, generation: 2))
    #expect(landing.contains { if case .seek(3.5, _, _) = $0 { true } else { false } }, "\(landing)")
    let actions = lifecycle.handle(.pipeline(.prerolled, generation: 2))
    #expect(actions.first == .setPlaying(true) && actions.contains(.reportLoaded), "\(actions)")
  }

  /// Before the media loaded, another source is a load of its own.
  @Test func anotherSourceBeforeLoadingIsLoaded() {
    var lifecycle = EngineLifecycle(reconnectDelays: delays)
    _ = lifecycle.handle(.load(URL(string: "http://example.com/hd.mp4")!))
    let other = URL(string: "http://example.com/sd.mp4")!
    let actions = lifecycle.handle(.switchSource(other))
    #expect(lifecycle.url == other && lifecycle.generation == 2 && actions.contains(.open(generation: 2)))
  }

  /// The source ends its stream as it fails: when the end comes before the errors settle (a
  /// busy machine), the stream has not ended, and its connection is reopened all the same.
  @Test func theEndThatFollowsALostConnectionIsNotTheEnd() {
    var lifecycle = EngineLifecycle(reconnectDelays: delays)
    _ = lifecycle.handle(.load(stream))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    _ = lifecycle.handle(.play)
    _ = lifecycle.handle(.pipeline(.playing(true), generation: 1))
    _ = lifecycle.handle(.pipeline(.error(.connectionLost, "dropped"), generation: 1))
    #expect(lifecycle.handle(.pipeline(.endOfStream, generation: 1)).isEmpty)
    #expect(lifecycle.state == .playing)
    #expect(
      lifecycle.handle(.timer(.errorsSettled, generation: 1)) == [.suspend, .report(.buffering(percent: 0))])
    #expect(lifecycle.state == .reconnecting)
  }

  @Test func reconnectingFailsOnlyOnceEveryBackOffIsSpent() throws {
    var lifecycle = lost(at: 3)
    _ = lifecycle.handle(.timer(.reconnect, generation: 1))
    _ = lifecycle.handle(.pipeline(.error(.unreachable, "refused"), generation: 2))
    #expect(
      lifecycle.handle(.timer(.errorsSettled, generation: 2)) == [
        .close, .startTimer(.reconnect, after: .seconds(2), generation: 2),
      ])
    #expect(lifecycle.state == .reconnecting)
    _ = lifecycle.handle(.timer(.reconnect, generation: 2))
    // The second attempt makes no progress at all.
    let actions = lifecycle.handle(.timer(.loading, generation: 3))
    #expect(actions.first == .close)
    guard case .report(.failed(let error)) = try #require(actions.last) else {
      Issue.record("no failure: \(actions)")
      return
    }
    #expect(error.kind == .connectionLost)
    #expect(
      error.detail.contains("lost at 3.0 s, then 2 attempts to reconnect over 3.0 s failed"), "\(error)")
    #expect(error.detail.contains("no data arrived in time"), "\(error)")
    #expect(lifecycle.state == .failed)
  }

  @Test func attemptsStartAgainOnlyOncePlaybackGotFurther() {
    // Reconnected at 3 s, lost again at the same place: the second back-off follows.
    var lifecycle = lost(at: 3)
    #expect(
      reopenAndLoseAgain(&lifecycle, at: 3.2) == [.startTimer(.reconnect, after: .seconds(2), generation: 2)])
    // Reconnected, then lost well past it: the first back-off again.
    #expect(
      reopenAndLoseAgain(&lifecycle, at: 8) == [.startTimer(.reconnect, after: .seconds(1), generation: 3)])
  }

  /// Ends the back-off, lets the new pipeline resume, loses its connection at `position`, and
  /// returns what the lifecycle does then.
  private func reopenAndLoseAgain(_ lifecycle: inout EngineLifecycle, at position: Double)
    -> [EngineLifecycle.Action]
  {
    let old = lifecycle.generation
    _ = lifecycle.handle(.timer(.reconnect, generation: old))
    let new = lifecycle.generation
    _ = lifecycle.handle(.pipeline(.prerolled, generation: new))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: new))
    _ = lifecycle.handle(.pipeline(.error(.connectionLost, "dropped"), generation: new))
    _ = lifecycle.handle(.timer(.errorsSettled, generation: new))
    return lifecycle.handle(.pipeline(.suspended(at: position), generation: new))
  }

  @Test func aSeekWhileReconnectingIsWherePlaybackGoesOn() {
    var lifecycle = lost(at: 3)
    #expect(lifecycle.handle(.seek(to: 7, .keyframe)).isEmpty)
    #expect(lifecycle.resumePosition == 7)
    _ = lifecycle.handle(.pause)
    _ = lifecycle.handle(.timer(.reconnect, generation: 1))
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: 2)) == [.seek(to: 7, .accurate, rate: 1)])
    // Another seek while the resume seek runs: it goes there next.
    _ = lifecycle.handle(.seek(to: 9, .accurate))
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: 2)) == [.seek(to: 9, .accurate, rate: 1)])
    #expect(
      lifecycle.handle(.pipeline(.prerolled, generation: 2)) == [
        .report(.seekFinished), .report(.buffering(percent: 100)),
      ])
  }

  @Test func withoutRangeRequestsALostConnectionFailsSayingSo() throws {
    var lifecycle = lost(at: 5)
    _ = lifecycle.handle(.timer(.reconnect, generation: 1))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 2))
    let actions = lifecycle.handle(.pipeline(.seekRefused, generation: 2))
    guard case .report(.failed(let error)) = try #require(actions.last) else {
      Issue.record("no failure: \(actions)")
      return
    }
    #expect(error.kind == .connectionLost)
    #expect(error.detail.contains("cannot resume from there: it takes no range requests"), "\(error)")
  }

  @Test func aConnectionLostWhileOpeningAfterDataCameIsReopenedToo() {
    var lifecycle = EngineLifecycle(reconnectDelays: delays)
    _ = lifecycle.handle(.load(stream))
    _ = lifecycle.handle(.pipeline(.buffering(50), generation: 1))
    _ = lifecycle.handle(.pipeline(.error(.connectionLost, "dropped"), generation: 1))
    #expect(lifecycle.handle(.timer(.errorsSettled, generation: 1)).first == .suspend)
    _ = lifecycle.handle(.pipeline(.suspended(at: nil), generation: 1))
    _ = lifecycle.handle(.timer(.reconnect, generation: 1))
    _ = lifecycle.handle(.pipeline(.buffering(100), generation: 2))
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: 2)) == [.reportLoaded])
    #expect(lifecycle.state == .ready)
  }

  @Test func aConnectionThatNeverWorkedIsNotReopened() {
    var lifecycle = EngineLifecycle(reconnectDelays: delays)
    _ = lifecycle.handle(.load(stream))
    _ = lifecycle.handle(.pipeline(.error(.connectionLost, "dropped"), generation: 1))
    #expect(lifecycle.handle(.timer(.errorsSettled, generation: 1)).first == .close)
  }

  /// GStreamer's HTTP source resumes a dropped connection itself with a range request; a server
  /// without them refuses it. Once loaded, with no seek asked for, that is the connection lost.
  /// While opening, it is a demuxer that needs to seek (an MP4 with its index at the end).
  @Test func aResumeTheServerRefusesIsALostConnection() {
    let refusal = MediaError(url: stream, kind: .serverCannotSeek, detail: "no Range")
    // (loaded, seek asked for, what follows the refusal)
    let cases: [(Bool, Bool, [EngineLifecycle.Action])] = [
      (true, false, [.suspend, .report(.buffering(percent: 0))]),
      (true, true, [.close, .report(.failed(refusal))]),
      (false, false, [.close, .report(.failed(refusal))]),
    ]
    for (loaded, seeking, expected) in cases {
      var lifecycle = EngineLifecycle(reconnectDelays: delays)
      _ = lifecycle.handle(.load(stream))
      _ = lifecycle.handle(.pipeline(.dataArrived, generation: 1))
      if loaded { _ = lifecycle.handle(.pipeline(.prerolled, generation: 1)) }
      if seeking { _ = lifecycle.handle(.seek(to: 5, .accurate)) }
      _ = lifecycle.handle(.pipeline(.error(.serverCannotSeek, "no Range"), generation: 1))
      let actions = lifecycle.handle(.timer(.errorsSettled, generation: 1))
      #expect(actions == expected, "loaded \(loaded), seeking \(seeking)")
    }
  }

  @Test func filesRefusalsAndLiveStreamsAreNotReconnected() {
    for (url, report, live) in [
      (URL(fileURLWithPath: "/media/clip.mp4"), EngineLifecycle.PipelineReport.error(.corrupt, "bad"), false),
      (stream, .error(.accessRefused, "403"), false),
      (URL(string: "udp://127.0.0.1:5000")!, .error(.connectionLost, "dropped"), true),
    ] {
      var lifecycle = EngineLifecycle(reconnectDelays: delays)
      _ = lifecycle.handle(.load(url))
      if live { _ = lifecycle.handle(.pipeline(.live, generation: 1)) }
      _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
      #expect(lifecycle.state != .opening)
      _ = lifecycle.handle(.pipeline(report, generation: 1))
      let actions = lifecycle.handle(.timer(.errorsSettled, generation: 1))
      #expect(actions.first == .close && lifecycle.state == .failed, "\(url): \(actions)")
    }
  }
}
