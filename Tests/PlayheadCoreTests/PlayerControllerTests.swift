import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

@MainActor @Suite struct PlayerControllerTests {
  let url = URL(fileURLWithPath: "/media/clip.mp4")

  func ready(autoplay: Bool = false) -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.autoplay = autoplay
    controller.load(url, at: 0)
    engine.position = 0
    engine.emit(.loaded(MediaInfo(duration: 600, video: video)))
    return (controller, engine)
  }

  let video = VideoGeometry(codedSize: Size(width: 1280, height: 720))

  @Test func drivesTheEngine() {
    let (controller, engine) = ready()
    controller.togglePlayPause(at: 1)
    controller.skip(by: 30, at: 2)
    #expect(engine.commands == [.load(url), .play, .seek(30, .accurate)])
    #expect(controller.state == .playing)
    #expect(controller.elapsedText == "0:30", "a seek shows at once")
  }

  @Test func aFinishedSeekShowsWhereTheEngineLanded() {
    let (controller, engine) = ready()
    controller.skip(by: 30, at: 0.2)
    #expect(controller.elapsedText == "0:30")
    engine.position = 28
    engine.emit(.seekFinished)
    #expect(controller.elapsedText == "0:28", "without waiting for the refresh interval")
  }

  @Test func downloadProgressRefreshesTheRangesAtOnceAndSaysSo() {
    let (controller, engine) = ready()
    var told = 0
    let observation = controller.observe { if $0 == .bufferedRangesChanged { told += 1 } }
    defer { observation.cancel() }
    engine.bufferedRanges = [0...42]
    engine.emit(.downloadProgressed)
    #expect(controller.bufferedRanges == [0...42] && told == 1, "at once, without waiting for a tick")
    engine.emit(.downloadProgressed)
    #expect(told == 1, "a report without growth says nothing")
    engine.bufferedRanges = [0...50]
    engine.emit(.downloadProgressed)
    #expect(controller.bufferedRanges == [0...50] && told == 2)
  }

  @Test func aNoticeShowsUntilDismissedAndANewOneShowsAgain() {
    let (controller, engine) = ready()
    #expect(controller.notice == nil)
    engine.emit(.loaded(MediaInfo(duration: 600, missingDecoders: ["H.265 decoder"])))
    #expect(controller.notice == "No H.265 decoder is installed: playing the sound only")
    controller.dismissNotice()
    #expect(controller.notice == nil)
    engine.emit(.loaded(MediaInfo(duration: 600, missingDecoders: ["H.265 decoder", "Opus decoder"])))
    #expect(controller.notice == "No H.265 decoder or Opus decoder is installed: playing the sound only")
    controller.load(url, at: 9)
    engine.emit(.loaded(MediaInfo(duration: 600, missingDecoders: ["H.265 decoder"])))
    #expect(controller.notice != nil, "a new load shows it again")
  }

  @Test func atTheEndElapsedEqualsTheTotal() {
    let (controller, engine) = ready(autoplay: true)
    engine.emit(.playing(true))
    engine.position = 598.4
    controller.tick(at: 1)
    #expect(controller.elapsedText == "9:58")
    engine.position = 599.96
    engine.emit(.endOfStream)
    #expect(controller.state == .ended)
    #expect(controller.playButtonMode == .replay)
    #expect(controller.displayedPosition == 600)
    #expect(controller.positionValueText == "10:00 of 10:00")
    controller.tick(at: 5)
    #expect(controller.displayedPosition == 600, "and stays there")
    controller.seek(to: 30, at: 6)
    engine.emit(.seekFinished)
    #expect(controller.elapsedText == "0:30", "until a seek moves it")
    #expect(controller.playButtonMode == .play)
  }

  /// The replay button plays the whole media again, from the start.
  @Test func replayPlaysFromTheStart() {
    let (controller, engine) = ready(autoplay: true)
    engine.emit(.playing(true))
    engine.emit(.endOfStream)
    #expect(controller.playButtonMode == .replay)
    controller.togglePlayPause(at: 2)
    #expect(Array(engine.commands.suffix(2)) == [.seek(0, .accurate), .play])
    #expect(controller.playButtonMode == .pause)
  }

  /// An MP3 without a table of contents: its length is an estimate until the engine, at the end,
  /// knows it.
  @Test func anEstimatedDurationIsShownAsOneUntilItIsExact() {
    let (controller, engine) = ready(autoplay: true)
    engine.emit(.loaded(MediaInfo(duration: 192.4, isDurationEstimated: true)))
    #expect(controller.trailingText == "≈ 3:12")
    #expect(controller.positionValueText == "0:00 of ≈ 3:12")
    #expect(controller.positionAccessibilityText == "0 seconds of about 3 minutes 12 seconds")
    engine.emit(.playing(true))
    engine.emit(.loaded(MediaInfo(duration: 201.3)))
    engine.position = 201.3
    engine.emit(.endOfStream)
    #expect(controller.trailingText == "3:21")
    #expect(controller.positionValueText == "3:21 of 3:21")
  }

  @Test func theButtonAndTheScrubberSayWhereTheyAre() {
    let (controller, engine) = ready()
    #expect(controller.playButtonMode == .play)
    #expect(controller.positionValueText == "0:00 of 10:00")
    controller.togglePlayPause(at: 1)
    engine.emit(.playing(true))
    #expect(controller.playButtonMode == .pause)
    engine.emit(.buffering(percent: 20))
    #expect(controller.state == .stalled && controller.playButtonMode == .pause, "still meant to play")
    controller.seek(to: 65, at: 2)
    #expect(engine.commands.last == .seek(65, .accurate))
    #expect(controller.positionValueText == "1:05 of 10:00")
    engine.emit(.loaded(MediaInfo(duration: nil, isLive: true)))
    #expect(controller.positionValueText == "1:05, live")
  }

  @Test func theBufferingIndicatorWaitsAQuarterSecond() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.autoplay = true
    controller.load(url, at: 10)
    #expect(!controller.showsBufferingIndicator(at: 10.2))
    #expect(controller.showsBufferingIndicator(at: 10.25), "loading for a quarter second")
    engine.emit(.loaded(MediaInfo(duration: 600)))
    engine.emit(.playing(true))
    #expect(!controller.showsBufferingIndicator(at: 10.5))
    engine.emit(.buffering(percent: 40))
    #expect(controller.state == .stalled)
    controller.tick(at: 11)
    #expect(!controller.showsBufferingIndicator(at: 11.2), "timed from the tick that saw the stall")
    #expect(controller.showsBufferingIndicator(at: 11.3))
    engine.emit(.buffering(percent: 100))
    #expect(!controller.showsBufferingIndicator(at: 12))
  }

  @Test func timeLabelsRefreshAtTheInterval() {
    let (controller, engine) = ready()
    controller.timeDisplayRefreshInterval = 0.5
    engine.position = 65
    controller.tick(at: 0.4)
    #expect(controller.elapsedText == "0:00")
    controller.tick(at: 0.5)
    #expect(controller.elapsedText == "1:05" && controller.trailingText == "10:00")
    controller.showsRemainingTime = true
    #expect(controller.trailingText == "-8:55")
    #expect(controller.positionAccessibilityText == "1 minute 5 seconds of 10 minutes")
    controller.timeDisplayRefreshInterval = .nan
    #expect(controller.timeDisplayRefreshInterval == 1)
  }

  /// Playing, the labels turn with the media's seconds (a tick after playback reaches one),
  /// not up to a refresh interval later; paused, they say the picture's time at once.
  @Test func timeLabelsTurnWithThePicturesSeconds() {
    let (controller, engine) = ready()
    controller.play(at: 0.5)
    engine.position = 4.9
    engine.emit(.playing(true))
    #expect(controller.elapsedText == "0:04")
    engine.position = 5.15
    controller.tick(at: 1.25)
    #expect(controller.elapsedText == "0:05", "4.9 s and a quarter of a second: into the fifth")
    engine.position = 5.4
    controller.tick(at: 1.5)
    #expect(controller.displayedPosition == 5.15, "within the second: not asked again before the interval")
    engine.position = 5.62
    engine.emit(.playing(false))
    #expect(controller.displayedPosition == 5.62, "paused: the picture's time")
  }

  @Test func bufferedRangesFollowTheEngineWithTheLabels() {
    let (controller, engine) = ready()
    engine.bufferedRanges = [0...120]
    controller.tick(at: 0.5)
    #expect(controller.bufferedRanges.isEmpty, "not before the refresh interval")
    controller.tick(at: 1)
    #expect(controller.bufferedRanges == [0...120])
    engine.bufferedRanges = [0...240, 300...360]
    controller.tick(at: 2)
    #expect(controller.bufferedRanges == [0...240, 300...360])
    controller.load(url, at: 3)
    #expect(controller.bufferedRanges.isEmpty, "a new load forgets the old ranges")
  }

  /// Each observer hears its own controller's events, in the order they asked; one that goes
  /// hears no more.
  @Test func observersHearTheirControllersEventsInOrder() {
    let (controller, engine) = ready()
    let (other, otherEngine) = ready()
    var received: [String] = []
    let first = controller.observe { if case .loadFailed = $0 { received.append("first") } }
    var second: PlayerObservation? = controller.observe {
      if case .loadFailed = $0 { received.append("second") }
    }
    let elsewhere = other.observe { _ in received.append("other") }
    let error = MediaError(url: url, kind: .notFound, detail: "")
    engine.emit(.failed(error))
    #expect(received == ["first", "second"])
    second = nil
    engine.emit(.failed(error))
    #expect(received == ["first", "second", "first"], "an observation let go is cancelled")
    #expect(second == nil && error.description == "/media/clip.mp4: not found")
    _ = (first, elsewhere, otherEngine)
  }

  /// Every change a view or MPRIS shows comes as an event, once per command, however many
  /// steps the command took.
  @Test func everyShownChangeIsAnnouncedOnce() {
    let (controller, engine) = ready()
    var events: [PlayerEvent] = []
    let observation = controller.observe { events.append($0) }
    defer { observation.cancel() }
    controller.perform(.setVolume(0.5), at: 1)
    #expect(events == [.messageShown("Volume 50 %"), .volumeChanged(volume: 0.5, isMuted: false)])
    events = []
    controller.perform(.changeSpeed(steps: 2), at: 2)
    #expect(events == [.messageShown("Speed 1.5×"), .speedChanged(1.5)])
    events = []
    controller.perform(.toggleRemainingTime, at: 3)
    #expect(events == [.messageShown("Remaining time"), .timelineChanged])
    events = []
    engine.position = 30
    controller.perform(.seek(to: 30), at: 4)
    #expect(events == [.timelineChanged], "the position shown moved to the target at once")
    events = []
    controller.subtitleStyle = SubtitleStyle(size: .large)
    #expect(events == [.subtitlesChanged])
    events = []
    controller.perform(.seek(to: 30), at: 5)
    #expect(!events.contains(.timelineChanged), "nothing shown changed")
  }

  @Test func eventsStreamInOrder() async {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    let stream = controller.events
    controller.load(url, at: 0)
    engine.emit(.loaded(MediaInfo(duration: 10)))
    controller.play(at: 1)
    engine.emit(.firstFrameShown)
    var events: [PlayerEvent] = []
    for await event in stream {
      switch event {
      case .stateChanged, .playBegan: events.append(event)
      default: continue
      }
      if events.count == 4 { break }
    }
    #expect(
      events == [.stateChanged(.loading), .stateChanged(.readyToPlay), .stateChanged(.playing), .playBegan])
  }

  /// Sound alone: nothing to watch, so the controls stay while it plays; the title is the tags'
  /// (the file's name without one).
  @Test func soundAloneKeepsTheControlsAndItsTitle() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.overlay.displayDuration = 3
    controller.load(URL(fileURLWithPath: "/music/track 01.flac"), at: 0)
    #expect(controller.title == "track 01.flac")
    engine.emit(.loaded(MediaInfo(duration: 200, tags: MediaTags(title: "  ", artist: "Chopin"))))
    #expect(controller.title == "track 01.flac", "a blank title is none")
    engine.emit(.loaded(MediaInfo(duration: 200, tags: MediaTags(title: "Nocturne", artist: "Chopin"))))
    #expect(controller.title == "Nocturne")
    controller.play(at: 1)
    engine.emit(.playing(true))
    controller.tick(at: 30)
    #expect(controller.overlay.isVisible, "still shown while playing")
  }

  /// A view ticks the controller only while something it shows moves with time.
  @Test func ticksOnlyWhileSomethingMoves() {
    let (controller, engine) = ready()
    #expect(!controller.needsTicks, "ready, controls pinned: still")
    controller.play(at: 1)
    #expect(controller.needsTicks, "elapsed runs")
    controller.pause(at: 2)
    #expect(!controller.needsTicks, "paused, controls pinned: still")
    controller.play(at: 3)
    engine.emit(.buffering(percent: 30))
    #expect(
      controller.state == .stalled && controller.needsTicks, "waiting shows the indicator after a while")
  }

  @Test func overlayHidesAfterTheDurationOnlyWhilePlaying() {
    let (controller, _) = ready()
    controller.overlay.displayDuration = 3
    controller.tick(at: 10)
    #expect(controller.overlay.isVisible, "ready, not playing: pinned")
    #expect(!controller.needsTicks, "nothing changes with time while ready")
    controller.play(at: 10)
    #expect(controller.overlay.hideTime == 13, "an adapter can sleep until then")
    controller.tick(at: 12.9)
    #expect(controller.overlay.isVisible)
    controller.tick(at: 13)
    #expect(!controller.overlay.isVisible)
    #expect(controller.overlay.opacity(at: 13.125) > 0 && controller.overlay.opacity(at: 13.25) == 0, "fades")
    #expect(controller.overlay.takesPointer(at: 13.125) && !controller.overlay.takesPointer(at: 13.25))
    controller.userActivity(at: 20)
    #expect(controller.overlay.isVisible)
    #expect(controller.overlay.opacity(at: 20) == 0 && controller.overlay.takesPointer(at: 20), "fading in")
    controller.setHoveringControls(true, at: 21)
    #expect(controller.overlay.hideTime == nil)
    controller.tick(at: 40)
    #expect(controller.overlay.isVisible, "never hidden while hovered")
    controller.setHoveringControls(false, at: 40)
    controller.pause(at: 41)
    controller.tick(at: 100)
    #expect(controller.overlay.isVisible, "never hidden while paused")
  }

  @Test func holdReturnsToPausedAndScrubResumes() {
    let (controller, engine) = ready()
    controller.beginHold(.forward, at: 1)
    controller.endHold(at: 2)
    #expect(controller.state == .paused)
    controller.play(at: 3)
    engine.clearCommands()
    controller.beginScrubbing(at: 4)
    #expect(controller.overlay.isVisible)
    controller.scrub(to: 100, at: 4.1)
    controller.scrub(to: 120, at: 4.2)
    controller.endScrubbing(at: 125, time: 4.3)
    #expect(
      engine.commands == [.pause, .seek(100, .keyframe), .seek(120, .keyframe), .seek(125, .accurate), .play])
    #expect(controller.state == .playing)
  }

  @Test func loadsAnotherURLAfterAFailure() {
    let (controller, engine) = ready()
    engine.emit(.failed(MediaError(url: url, kind: .corrupt, detail: "")))
    let next = URL(fileURLWithPath: "/media/next.webm")
    controller.load(next, at: 5)
    #expect(controller.state == .loading && controller.url == next)
    engine.emit(.loaded(MediaInfo(duration: 5)))
    #expect(controller.state == .readyToPlay)
  }
}

/// Media that cannot be sought says so when a seek is asked for, and asks the engine for none.
@MainActor @Suite struct UnseekableMediaTests {
  @Test(arguments: [
    ("http://example.test/film.mp4", false, "This server does not allow seeking"),
    ("http://example.test/live.ts", true, "A live stream cannot be sought"),
  ])
  func aSeekSaysWhyItCannot(address: String, isLive: Bool, said: String) throws {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(try #require(URL(string: address)), at: 0)
    engine.emit(.loaded(MediaInfo(duration: isLive ? nil : 60, isLive: isLive, isSeekable: false)))
    controller.skip(by: 10, at: 1)
    #expect(controller.message?.text == said)
    controller.seek(to: 30, at: 2)
    #expect(!engine.commands.contains { if case .seek = $0 { true } else { false } }, "\(engine.commands)")
  }

  /// A press on the scrubber of media that cannot be sought says why, and begins no drag.
  @Test func aPressOnTheScrubberSaysWhyNothingMoves() throws {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(try #require(URL(string: "http://example.test/film.mp4")), at: 0)
    engine.emit(.loaded(MediaInfo(duration: 60, isSeekable: false)))
    controller.beginScrubbing(at: 1)
    #expect(controller.message?.text == "This server does not allow seeking" && !controller.isScrubbing)
    controller.scrub(to: 30, at: 1.1)
    controller.endScrubbing(at: 30, time: 1.2)
    #expect(!engine.commands.contains { if case .seek = $0 { true } else { false } }, "\(engine.commands)")
  }
}
