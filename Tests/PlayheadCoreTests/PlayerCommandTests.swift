import Foundation
import PlayheadCore
import PlayheadCoreTesting
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
    #expect(keys[KeyChord(.escape)] == .leaveFullscreen)
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
    #expect(
      controller.press(KeyChord(.character("j")), at: 3) == [.tapSkipButton(.backward)], "the view taps")
    #expect(controller.press(KeyChord(.character("q")), at: 4) == nil, "not the player's: passed on")
  }

  @Test func soundCommandsStayInRange() {
    let (controller, engine) = ready()
    controller.perform(.toggleMute, at: 1)
    #expect(engine.isMuted && controller.isMuted)
    controller.perform(.changeVolume(by: 0.05), at: 2)
    #expect(engine.volume == 1, "no louder than full")
    for step in 1...3 { controller.perform(.changeVolume(by: -0.05), at: Double(2 + step)) }
    #expect(abs(controller.volume - 0.85) < 1e-9)
    #expect(controller.perform(.changeVolume(by: .nan), at: 6) == nil)
    controller.perform(.changeVolume(by: -5), at: 7)
    #expect(engine.volume == 0)
  }

  @Test func fullScreenIsTheViewsToCarryOut() {
    let (controller, _) = ready()
    #expect(controller.perform(.leaveFullscreen, at: 1) == nil, "Escape outside full screen is passed on")
    #expect(controller.perform(.toggleFullscreen, at: 2) == [.setFullscreen(true)])
    #expect(controller.perform(.leaveFullscreen, at: 3) == [.setFullscreen(false)])
    controller.fullscreenChanged(true)
    #expect(controller.perform(.toggleFullscreen, at: 4) == [.setFullscreen(false)], "as the window says")
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
