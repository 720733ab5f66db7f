import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// A live stream's window (DVR): its edge followed on a manual clock from the ranges an engine
/// reports, the times read back from the edge, and seeks kept inside it.
@MainActor @Suite struct LiveWindowTests {
  /// The demuxer widens its range a segment (here 2 s) at a time; between reports the edge
  /// moves on with the clock, so a viewer playing along stays at the edge instead of falling a
  /// segment behind and catching up. The edge sits as far behind the range's end as the stream
  /// was joined.
  @Test func theEdgeMovesWithTheClockBetweenReports() throws {
    var tracker = LiveEdgeTracker()
    #expect(tracker.window(at: 0) == nil)
    tracker.observe(range: 0...30, position: 24, at: 100)
    var window = try #require(tracker.window(at: 100))
    #expect(window.start == 0 && window.edge == 24 && window.isAtEdge(24))
    for step in 1...20 {
      let time = 100 + Double(step) * 0.5
      // A new segment every 2 s, reported half a second late.
      if step % 4 == 1, step > 1 {
        let end = 30 + Double(step / 4) * 2
        tracker.observe(range: (end - 30)...end, position: 24 + Double(step) * 0.5, at: time)
      }
      window = try #require(tracker.window(at: time))
      let playing = 24 + Double(step) * 0.5
      #expect(abs(window.edge - playing) <= 0.5 + 1e-9, "at \(time): edge \(window.edge)")
      #expect(window.behind(playing) == 0 && window.isAtEdge(playing))
    }
    #expect(window.start > 0, "the oldest segments go")
  }

  /// The oldest segments leave a segment at a time; between reports the start moves on with
  /// the clock, never before the range reported, so the window keeps its length and the knob
  /// does not jump.
  @Test func theStartMovesWithTheClockAsOldSegmentsLeave() throws {
    var tracker = LiveEdgeTracker()
    var starts: [Double] = []
    for step in 0...24 {
      let time = Double(step) * 0.5
      // A 12 s playlist of 2 s segments, each reported a quarter of a second late.
      let end = 12 + floor(max(time - 0.25, 0) / 2) * 2
      tracker.observe(range: (end - 12)...end, position: end - 6, at: time)
      let window = try #require(tracker.window(at: time))
      #expect(window.start >= end - 12 && window.start <= end - 12 + 2, "at \(time): \(window.start)")
      starts.append(window.start)
    }
    // The first segment to leave tells how long one is: from there, the start moves smoothly.
    let steps = zip(starts.dropFirst(), starts).map { $0 - $1 }
    let afterTheFirst = steps.drop { $0 <= 0.5 + 1e-9 }.dropFirst()
    #expect(steps.allSatisfy { $0 >= 0 } && afterTheFirst.count > 15, "\(starts)")
    #expect(afterTheFirst.allSatisfy { $0 <= 0.5 + 1e-9 } && starts.last! > 8, "\(starts)")
  }

  /// A playlist that stops growing stops the edge once the extrapolation runs out: the window
  /// does not run on ahead of a stalled stream.
  @Test func aStalledPlaylistStopsTheEdge() throws {
    var tracker = LiveEdgeTracker()
    tracker.observe(range: 0...30, position: 27, at: 0)
    let later = try #require(tracker.window(at: 60))
    #expect(later.edge == 27 + LiveEdgeTracker.minimumExtrapolation)
  }

  /// How far behind, and where in the window: the edge's tolerance counts as live; seeks and
  /// fractions stay inside.
  @Test func timesReadBackFromTheEdge() {
    let window = LiveWindow(start: 100, edge: 160)
    #expect(window.length == 60 && window.behind(118) == 42 && !window.isAtEdge(118))
    #expect(window.behind(158) == 0 && window.isAtEdge(158), "within the tolerance")
    #expect(window.clamped(90) == 100 && window.clamped(170) == 160 && window.clamped(.nan) == 160)
    #expect(
      window.fraction(130) == 0.5 && window.seconds(atFraction: 1) == 160
        && window.seconds(atFraction: 0) == 100)
    #expect(LiveWindow(start: 200, edge: 160).start == 160, "never after the edge")
    #expect(
      TimeText.behindLive(42, spoken: false) == "−0:42" && TimeText.behindLive(0, spoken: false) == "−0:00")
    #expect(TimeText.behindLive(42, spoken: true) == "42 seconds behind live")
    #expect(TimeText.behindLive(nil, spoken: true) == "live")
  }

  static let liveInfo = MediaInfo(
    duration: nil, isLive: true, isSeekable: true,
    video: VideoGeometry(codedSize: Size(width: 640, height: 360)))

  func playingLive() -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(string: "https://example.org/live.m3u8")!, at: 0)
    engine.emit(.loaded(Self.liveInfo))
    engine.liveRange = 40...100
    engine.position = 94
    controller.tick(at: 1)
    engine.clearCommands()
    return (controller, engine)
  }

  /// In the window the elapsed time reads back from the edge, the scrubber spans it, a skip back
  /// goes into it and says how far behind, End and a press at the scrubber's end go back to the
  /// edge, Home to the oldest moment kept; skips stay inside.
  @Test func theControllerSeeksInsideTheWindow() throws {
    let (controller, engine) = playingLive()
    let window = try #require(controller.liveWindow)
    #expect(window.edge == 94 && window.start == 40)
    #expect(controller.elapsedText == "−0:00" && controller.trailingText == "LIVE")
    #expect(controller.positionAccessibilityText == "live" && controller.timeline.fraction(94) == 1)
    controller.perform(.skip(seconds: -30), at: 2)
    #expect(engine.commands == [.seek(64, .accurate)], "\(engine.commands)")
    engine.emit(.seekFinished)
    engine.position = 64
    controller.tick(at: 3)
    #expect(controller.elapsedText == "−0:32", "the edge moved on 2 s meanwhile")
    #expect(controller.positionAccessibilityText == "32 seconds behind live")
    engine.clearCommands()
    controller.perform(.seekToFraction(1), at: 4)
    #expect(engine.commands == [.seek(97, .accurate)], "the edge, 3 s on: \(engine.commands)")
    engine.clearCommands()
    controller.perform(.seekToFraction(0), at: 5)
    #expect(engine.commands == [.seek(40, .accurate)])
    engine.clearCommands()
    controller.perform(.skip(seconds: -600), at: 20)
    #expect(engine.commands == [.seek(40, .accurate)], "kept in the window")
  }

  /// Paused until the window moved past where playback stopped: playing goes on from the
  /// window's oldest moment (moved on with the clock from the last report), not from a part the
  /// server has dropped.
  @Test func playingAfterALongPauseGoesOnInTheWindow() {
    let (controller, engine) = playingLive()
    controller.perform(.pause, at: 2)
    engine.emit(.playing(false))
    for second in 3...80 {
      engine.liveRange = Double(37 + second)...Double(97 + second)
      controller.tick(at: Double(second))
    }
    engine.clearCommands()
    controller.perform(.togglePlayPause, at: 81)
    #expect(
      engine.commands.first == .seek(118, .accurate) && engine.commands.contains(.play), "\(engine.commands)")
  }

  /// A live stream that ends (its playlist closed) has no window left: no badge, no seeks in it;
  /// played again, it is opened anew from its start, as the recording its server keeps.
  @Test func aLiveStreamThatEndedIsOpenedAgainToPlay() {
    let (controller, engine) = playingLive()
    engine.emit(.endOfStream)
    #expect(controller.state == .ended && controller.liveWindow == nil)
    engine.clearCommands()
    controller.perform(.togglePlayPause, at: 5)
    #expect(engine.commands == [.load(URL(string: "https://example.org/live.m3u8")!)], "\(engine.commands)")
    var recording = Self.liveInfo
    recording.isLive = false
    engine.emit(.loaded(recording))
    #expect(engine.commands.contains(.play) && !controller.autoplay, "\(engine.commands)")
  }

  /// Paused in the window, the edge moves on and the time behind it grows: the view keeps
  /// ticking. Media without a window has none.
  @Test func pausedTheTimeBehindGrows() throws {
    let (controller, engine) = playingLive()
    controller.perform(.pause, at: 2)
    engine.emit(.playing(false))
    #expect(controller.needsTicks)
    for second in 2...31 {
      engine.liveRange = Double(38 + second)...Double(98 + second)
      controller.tick(at: Double(second))
    }
    #expect(controller.elapsedText == "−0:30")
    let (film, _) = TrackTests().loaded()
    #expect(film.liveWindow == nil)
  }

  /// Starved, a live stream is stalled (the indicator shows) but not paused, as GStreamer asks;
  /// data again, it plays on. Its playlist then stops growing: once it has not grown for
  /// `stopPatience`, playback fails, saying the stream stopped and since when; the engine stops.
  @Test func aStalledLiveStreamWhosePlaylistStopsGrowingFails() {
    let (controller, engine) = playingLive()
    engine.emit(.playing(true))
    engine.clearCommands()
    engine.emit(.buffering(percent: 0))
    #expect(controller.state == .stalled && engine.commands.isEmpty, "not paused: \(engine.commands)")
    engine.emit(.buffering(percent: 100))
    #expect(controller.state == .playing && engine.commands.isEmpty)
    // The playlist grows a segment (2 s) a second… then no more from 10 s on.
    for second in 2...9 {
      engine.liveRange = Double(40 + second * 2)...Double(100 + second * 2)
      controller.tick(at: Double(second))
    }
    engine.emit(.buffering(percent: 0))
    for second in 10...23 { controller.tick(at: Double(second)) }
    #expect(controller.state == .stalled, "still waiting: \(LiveEdgeTracker.shortestStopPatience) s not over")
    controller.tick(at: 24)
    #expect(engine.commands.last == .stop)
    #expect(
      controller.failureText?.hasSuffix(
        "is a live stream that stopped (its playlist no longer grows: no new segment for 15 s)") == true,
      "\(String(describing: controller.failureText))")
  }

  /// A live stream that plays what it holds is not failed, however long its playlist waits.
  @Test func aLiveStreamPlayingWhatItHoldsIsNotFailed() {
    let (controller, engine) = playingLive()
    engine.emit(.playing(true))
    for second in 2...60 { controller.tick(at: Double(second)) }
    #expect(controller.state == .playing)
  }
}
