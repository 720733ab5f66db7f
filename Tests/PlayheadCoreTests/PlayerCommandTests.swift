import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Synchronization
import Testing

/// What keys mean, and what the controller does for each command, on a manual clock.
@MainActor @Suite struct PlayerCommandTests {
  let url = URL(string: "https://example.com/movie.mp4")!

  func ready() -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(url, at: 0)
    engine.emit(
      .loaded(MediaInfo(duration: 600, video: VideoGeometry(codedSize: Size(width: 640, height: 360)))))
    return (controller, engine)
  }

  @Test func theStandardKeysFollowYouTubeAndMpv() {
    let keys = KeyBindings.standard
    #expect(keys[KeyChord(.space)] == .togglePlayPause)
    #expect(keys[KeyChord(.character("k"))] == .togglePlayPause)
    #expect(keys[KeyChord(.character("K"))] == .togglePlayPause, "Shift+K means what k means")
    #expect(
      keys[KeyChord(.character("j"))] == .tapSkip(.backward) && keys[KeyChord(.right)] == .tapSkip(.forward))
    #expect(keys[KeyChord(.character("7"))] == .seekToFraction(0.7))
    #expect(keys[KeyChord(.end)] == .seekToFraction(1))
    #expect(keys[KeyChord(.up)] == .changeVolume(by: 0.05))
    #expect(keys[KeyChord(.escape)] == .dismiss)
    #expect(keys[KeyChord(.character("k"), [.control])] == nil, "Ctrl+K is not K")
    #expect(keys[KeyChord(.left, [.shift])] == nil, "only letters fall back from Shift")
    #expect(keys[KeyChord(.character("q"))] == nil)
  }

  @Test func bindingsAreTheProgramsToChange() {
    var keys = KeyBindings.standard
    keys[KeyChord(.character("p"))] = .togglePlayPause
    keys[KeyChord(.character("k"))] = nil
    keys[KeyChord(.character("L"))] = .seek(to: 30)
    #expect(keys[KeyChord(.character("p"))] == .togglePlayPause)
    #expect(keys[KeyChord(.character("k"))] == nil && keys[KeyChord(.character("K"))] == nil)
    #expect(keys[KeyChord(.character("L"))] == .seek(to: 30), "Shift+L bound of its own")
    #expect(keys[KeyChord(.character("l"))] == .tapSkip(.forward))
  }

  @Test func keysDriveThePlayer() {
    let (controller, engine) = ready()
    #expect(controller.press(KeyChord(.space), at: 1) == [])
    #expect(engine.commands.last == .play)
    #expect(controller.press(KeyChord(.character("5")), at: 2) == [])
    #expect(engine.commands.last == .seek(300, .accurate))
    engine.position = 300
    #expect(
      controller.press(KeyChord(.character("j")), at: 3) == [.showSkipTap(.backward)],
      "the view shows the tap")
    #expect(engine.commands.last == .seek(290, .accurate), "the controller skips, once")
    #expect(controller.press(KeyChord(.character("q")), at: 4) == nil, "not the player's: passed on")
  }

  @Test func soundCommandsStayInRange() {
    let (controller, engine) = ready()
    controller.perform(.toggleMute, at: 1)
    #expect(engine.isMuted && controller.isMuted)
    #expect(controller.message?.text == "Muted")
    controller.perform(.changeVolume(by: 0.05), at: 2)
    #expect(abs(engine.volume - 1.05) < 1e-9, "above the media's own level, amplified")
    #expect(!engine.isMuted, "turning the sound up unmutes")
    #expect(controller.message == OnScreenMessage("Volume 105 %", at: 2))
    controller.perform(.setVolume(7), at: 3)
    #expect(engine.volume == PlayerController.maximumVolume && controller.volumeText == "Volume 150 %")
    for step in 1...3 { controller.perform(.changeVolume(by: -0.05), at: Double(3 + step)) }
    #expect(abs(controller.volume - 1.35) < 1e-9)
    #expect(controller.perform(.changeVolume(by: .nan), at: 7) == nil)
    #expect(controller.perform(.setVolume(.infinity), at: 7) == nil)
    controller.perform(.changeVolume(by: -5), at: 8)
    #expect(engine.volume == 0 && controller.volumeText == "Volume 0 %")
  }

  @Test func speedKeysStepThroughTheChoicesAndSayIt() {
    let (controller, engine) = ready()
    #expect(KeyBindings.standard[KeyChord(.character("]"))] == .changeSpeed(steps: 1))
    #expect(KeyBindings.standard[KeyChord(.backspace)] == .setSpeed(1))
    #expect(controller.press(KeyChord(.character("]")), at: 1) == [])
    #expect(engine.commands.last == .setRate(1.25) && controller.speed == 1.25)
    #expect(controller.message?.text == "Speed 1.25×")
    for time in 2...4 { _ = controller.press(KeyChord(.character("[")), at: Double(time)) }
    #expect(engine.commands.last == .setRate(0.5) && controller.message?.text == "Speed 0.5×")
    for time in 5...7 { _ = controller.press(KeyChord(.character("[")), at: Double(time)) }
    #expect(controller.speed == 0.25, "no slower than the slowest choice")
    controller.perform(.setSpeed(9), at: 8)
    #expect(controller.speed == 4 && controller.message?.text == "Speed 4×")
    controller.perform(.changeSpeed(steps: 1), at: 9)
    #expect(controller.speed == 4, "no faster than the fastest")
    controller.perform(.setSpeed(1.1), at: 10)
    controller.perform(.changeSpeed(steps: 1), at: 11)
    #expect(controller.speed == 1.25, "from between two choices, the next one up")
    _ = controller.press(KeyChord(.backspace), at: 12)
    #expect(engine.commands.last == .setRate(1) && controller.message?.text == "Speed 1×")
  }

  @Test func theSpeedLastsAcrossHoldsAndMedia() {
    let (controller, engine) = ready()
    controller.perform(.setSpeed(1.5), at: 1)
    controller.play(at: 2)
    controller.beginHold(.forward, at: 3)
    #expect(engine.commands.suffix(2) == [.setRate(3), .play])
    controller.perform(.setSpeed(2), at: 4)
    #expect(engine.commands.last == .play, "the hold goes on at its own rate")
    controller.endHold(at: 5)
    #expect(engine.commands.last == .setRate(2), "released: back to the chosen speed")
    engine.clearCommands()
    controller.load(URL(string: "https://example.com/next.mp4")!, at: 6)
    controller.play(at: 7)
    engine.emit(.loaded(MediaInfo(duration: 60)))
    #expect(engine.commands == [.load(URL(string: "https://example.com/next.mp4")!), .setRate(2), .play])
    engine.clearCommands()
    controller.load(url, at: 8)
    engine.emit(.loaded(MediaInfo(duration: nil, isLive: true, isSeekable: false)))
    #expect(!engine.commands.contains(.setRate(2)), "a live stream plays as it comes")
    #expect(controller.speed == 1 && controller.perform(.changeSpeed(steps: 1), at: 9) == nil)
  }

  @Test func aMessageHoldsThenFadesAndThenNeedsNoTicks() throws {
    let (controller, _) = ready()
    controller.overlay.keepsVisible = true
    controller.perform(.toggleRemainingTime, at: 10)
    #expect(controller.showsRemainingTime && controller.message?.text == "Remaining time")
    let message = try #require(controller.message)
    #expect(message.opacity(at: 11.4) == 1 && !message.isFading(at: 11.4))
    #expect(message.isFading(at: 11.6) && message.opacity(at: 11.6) < 1)
    #expect(message.opacity(at: 11.65) < message.opacity(at: 11.6), "fading out")
    #expect(message.isOver(at: 11.8))
    #expect(controller.needsTicks, "paused, but the message still has to fade")
    controller.tick(at: 11.5)
    #expect(controller.message != nil)
    controller.tick(at: 11.9)
    #expect(controller.message == nil && !controller.needsTicks, "then nothing moves")
  }

  /// Each message is announced as it is shown, at once, with the change it says.
  @Test func everyMessageIsAnnounced() {
    let (controller, _) = ready()
    var said: [PlayerEvent] = []
    let observation = controller.observe { event in
      switch event {
      case .messageShown, .speedChanged, .volumeChanged: said.append(event)
      default: break
      }
    }
    controller.perform(.changeSpeed(steps: 1), at: 1)
    controller.perform(.toggleMute, at: 2)
    controller.perform(.togglePlayPause, at: 3)
    #expect(
      said == [
        .messageShown("Speed 1.25×"), .speedChanged(1.25), .messageShown("Muted"),
        .volumeChanged(volume: 1, isMuted: true),
      ], "and nothing for play")
    observation.cancel()
    controller.perform(.toggleMute, at: 4)
    #expect(said.count == 4, "a cancelled observation hears nothing more")
  }

  @Test func speedsAreWrittenAsPeopleReadThem() {
    #expect(PlaybackSpeed.text(1) == "1×" && PlaybackSpeed.text(0.25) == "0.25×")
    #expect(PlaybackSpeed.text(1.5) == "1.5×" && PlaybackSpeed.text(2) == "2×")
    #expect(PlaybackSpeed.stepped(from: 1, by: 2) == 1.5 && PlaybackSpeed.stepped(from: 1, by: -3) == 0.25)
    #expect(
      PlaybackSpeed.stepped(from: 0.3, by: -1) == 0.25 && PlaybackSpeed.stepped(from: 0.3, by: 1) == 0.5)
    #expect(PlaybackSpeed.stepped(from: 1.5, by: 0) == 1.5)
  }

  @Test func fullScreenIsTheViewsToCarryOut() {
    let (controller, _) = ready()
    #expect(controller.perform(.dismiss, at: 1) == nil, "Escape with nothing to close is passed on")
    #expect(controller.perform(.toggleFullscreen, at: 2) == [.setFullscreen(true)])
    let fullscreen = PlayerViewState(isFullscreen: true)
    #expect(controller.perform(.dismiss, at: 3, in: fullscreen) == [.setFullscreen(false)])
    #expect(
      controller.perform(.toggleFullscreen, at: 4, in: fullscreen) == [.setFullscreen(false)],
      "as the window says")
  }

  @Test func aFractionNeedsADuration() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(url, at: 0)
    engine.emit(.loaded(MediaInfo(duration: nil, isLive: true, isSeekable: false)))
    #expect(controller.perform(.seekToFraction(0.5), at: 1) == nil)
    let (ready, readyEngine) = ready()
    ready.perform(.seekToFraction(7), at: 1)
    #expect(readyEngine.commands.last == .seek(600, .accurate), "clamped to the end")
  }

  @Test func aCommandShowsTheControls() {
    let (controller, _) = ready()
    controller.overlay.displayDuration = 3
    controller.play(at: 0)
    controller.tick(at: 5)
    #expect(!controller.overlay.isVisible)
    controller.perform(.toggleMute, at: 6)
    #expect(controller.overlay.isVisible)
  }
}
