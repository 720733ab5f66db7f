import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Frame steps, the A–B loop and looping the whole media, on a manual clock.
@MainActor @Suite struct LoopAndStepTests {
  let url = URL(string: "https://example.com/movie.mp4")!

  func playing(_ info: MediaInfo = Self.video) -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.autoplay = true
    controller.load(url, at: 0)
    engine.emit(.loaded(info))
    engine.emit(.playing(true))
    engine.clearCommands()
    return (controller, engine)
  }

  static let video = MediaInfo(duration: 600, video: VideoGeometry(codedSize: Size(width: 640, height: 360)))

  @Test func theKeysAreMpvs() {
    let keys = KeyBindings.standard
    #expect(keys[KeyChord(.character("."))] == .stepFrame(forward: true))
    #expect(keys[KeyChord(.character(","))] == .stepFrame(forward: false))
    #expect(keys[KeyChord(.character("L"))] == .markLoop, "Shift+L")
    #expect(keys[KeyChord(.character("l"), [.control])] == .toggleLoop)
    #expect(keys[KeyChord(.character("l"))] == .tapSkip(.forward), "l alone still skips")
  }

  /// A step from playing pauses first; each says what it did; the state is paused.
  @Test func aStepPausesAndShowsOneFrame() {
    let (controller, engine) = playing()
    #expect(controller.press(KeyChord(.character(".")), at: 1) == [])
    #expect(engine.commands == [.pause, .stepFrame(forward: true)])
    #expect(controller.state == .paused && controller.message?.text == "Next frame")
    engine.clearCommands()
    #expect(controller.press(KeyChord(.character(",")), at: 2) == [])
    #expect(engine.commands == [.stepFrame(forward: false)], "already paused")
    #expect(controller.message?.text == "Previous frame")
  }

  /// At the end there is no next frame, but there is one before (the pipeline paused first);
  /// sound alone, a live stream or media that cannot be sought has no frames to step.
  @Test func stepsOnlyWhereThereIsAFrame() {
    let (controller, engine) = playing()
    engine.emit(.endOfStream)
    engine.clearCommands()
    #expect(controller.perform(.stepFrame(forward: true), at: 1) == nil && engine.commands.isEmpty)
    #expect(controller.perform(.stepFrame(forward: false), at: 2) == [])
    #expect(engine.commands == [.pause, .stepFrame(forward: false)] && controller.state == .paused)
    for info in [
      MediaInfo(duration: 60), MediaInfo(duration: nil, isLive: true, video: Self.video.video),
      MediaInfo(duration: 60, isSeekable: false, video: Self.video.video),
    ] {
      let (controller, engine) = playing(info)
      #expect(controller.perform(.stepFrame(forward: true), at: 1) == nil)
      #expect(engine.commands.isEmpty && controller.state == .playing, "\(info)")
    }
  }

  /// Shift+L marks A, then B, then clears, saying each; passing B goes back to A, a seek past B
  /// leaves the loop be, and the timeline shows it.
  @Test func theABLoopGoesBackFromBToA() {
    let (controller, engine) = playing()
    engine.position = 65
    controller.perform(.markLoop, at: 1)
    #expect(controller.abLoop == .from(65) && controller.message?.text == "Loop from 1:05")
    engine.position = 80
    controller.perform(.markLoop, at: 2)
    #expect(controller.abLoop == .between(65, 80) && controller.message?.text == "Loop 1:05 to 1:20")
    #expect(controller.timeline.abLoop == .between(65, 80))
    engine.clearCommands()
    engine.position = 80.2
    controller.tick(at: 2.25)
    #expect(engine.commands == [.seek(65, .accurate), .play], "passed B: back to A")
    engine.clearCommands()
    for (time, position) in [(2.5, 70.0), (2.75, 79.9)] {
      engine.position = position
      controller.tick(at: time)
    }
    #expect(engine.commands.isEmpty, "within the loop")
    controller.seek(to: 200, at: 3)
    engine.clearCommands()
    engine.position = 200.25
    controller.tick(at: 3.25)
    #expect(engine.commands.isEmpty, "a seek past B leaves the loop be")
    controller.perform(.markLoop, at: 4)
    #expect(controller.abLoop == nil && controller.message?.text == "Loop cleared")
  }

  /// A view is told when playback will reach B, at the speed it plays, so it can tick then;
  /// not past B, not paused, not without B.
  @Test func theViewKnowsWhenTheLoopEnds() {
    let (controller, engine) = playing()
    engine.position = 10
    controller.perform(.markLoop, at: 1)
    #expect(controller.secondsUntilLoopEnd == nil, "no B yet")
    engine.position = 20
    controller.perform(.markLoop, at: 2)
    engine.position = 19.5
    #expect(controller.secondsUntilLoopEnd == 0.5)
    controller.perform(.setSpeed(2), at: 3)
    #expect(controller.secondsUntilLoopEnd == 0.25, "twice as fast, half the wait")
    engine.position = 30
    #expect(controller.secondsUntilLoopEnd == nil, "past B")
    engine.position = 15
    controller.pause(at: 4)
    #expect(controller.secondsUntilLoopEnd == nil, "paused")
  }

  /// B before A makes the loop the other way round; the end of the media within a loop goes
  /// back to A too.
  @Test func theLoopsEndsComeInOrderAndTheEndLoopsBack() {
    let (controller, engine) = playing()
    engine.position = 590
    controller.perform(.markLoop, at: 1)
    engine.position = 550
    controller.perform(.markLoop, at: 2)
    #expect(controller.abLoop == .between(550, 590))
    engine.position = 599
    controller.perform(.markLoop, at: 3)
    controller.perform(.markLoop, at: 4)
    engine.position = 580
    controller.perform(.markLoop, at: 5)
    #expect(controller.abLoop == .between(580, 599))
    engine.clearCommands()
    engine.emit(.endOfStream)
    #expect(engine.commands == [.seek(580, .accurate), .play] && controller.state == .playing)
  }

  /// Ctrl+L plays the media again from the start at its end, and says so; it lasts to the next
  /// media. Off, the media ends.
  @Test func loopingTheWholeMediaStartsItAgain() {
    let (controller, engine) = playing()
    controller.perform(.toggleLoop, at: 1)
    #expect(controller.loopsWhole && controller.message?.text == "Loop on")
    engine.emit(.endOfStream)
    #expect(engine.commands == [.seek(0, .accurate), .play] && controller.state == .playing)
    controller.load(url, at: 2)
    engine.emit(.loaded(Self.video))
    #expect(controller.loopsWhole, "kept for the next media")
    controller.perform(.toggleLoop, at: 3)
    #expect(!controller.loopsWhole && controller.message?.text == "Loop off")
    controller.play(at: 4)
    engine.emit(.playing(true))
    engine.emit(.endOfStream)
    #expect(controller.state == .ended)
  }

  /// A live stream or one that cannot be sought takes no A–B loop.
  @Test func liveStreamsTakeNoLoop() {
    let (controller, engine) = playing(MediaInfo(duration: nil, isLive: true))
    engine.position = 10
    #expect(controller.perform(.markLoop, at: 1) == nil && controller.abLoop == nil)
  }
}
