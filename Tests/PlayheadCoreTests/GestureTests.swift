import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Clicks, double clicks and the wheel, on a manual clock, and what they mean to the player.
@MainActor @Suite struct GestureTests {
  @Test func aClickWaitsForTheDoubleClickTime() {
    var clicks = ClickGesture(doubleClickTime: 0.4)
    #expect(clicks.press(at: 10) == nil)
    #expect(clicks.deadline == 10.4)
    #expect(clicks.advance(to: 10.39) == nil)
    #expect(clicks.advance(to: 10.4) == .single)
    #expect(clicks.deadline == nil && clicks.advance(to: 11) == nil, "once")
  }

  @Test func twoPressesWithinTheTimeAreADoubleClick() {
    var clicks = ClickGesture(doubleClickTime: 0.4)
    #expect(clicks.press(at: 10) == nil)
    #expect(clicks.press(at: 10.3) == .double)
    #expect(clicks.advance(to: 11) == nil, "no single click after it")
    #expect(clicks.press(at: 12) == nil)
    #expect(clicks.advance(to: 12.5) == .single)
    #expect(clicks.press(at: 12.6) == nil, "a press after a settled click starts afresh")
    #expect(ClickGesture(doubleClickTime: .nan).doubleClickTime == 0.4)
  }

  @Test func theWheelCountsWholeStepsInOneDirection() {
    var wheel = WheelSteps()
    #expect(wheel.scroll(by: 1) == 1, "a mouse notch")
    #expect(
      wheel.scroll(by: 0.4) == 0 && wheel.scroll(by: 0.4) == 0 && wheel.scroll(by: 0.4) == 1, "a touchpad")
    #expect(wheel.scroll(by: -0.5) == 0, "turning back starts afresh")
    #expect(wheel.scroll(by: -0.6) == -1)
    #expect(wheel.scroll(by: -3) == -3)
    #expect(wheel.scroll(by: .nan) == 0 && wheel.scroll(by: 0) == 0)
  }

  @Test func clicksAndTheWheelMeanWhatTheControllerSays() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(string: "https://example.com/a.mp4")!, at: 0)
    engine.emit(
      .loaded(MediaInfo(duration: 60, video: VideoGeometry(codedSize: Size(width: 640, height: 360)))))
    controller.overlay.displayDuration = 3
    controller.play(at: 1)
    controller.tick(at: 5)
    #expect(!controller.overlay.isVisible)
    #expect(controller.playButtonMode == .pause, "playing")
    #expect(controller.clickVideo(.single, at: 6) == [])
    #expect(controller.overlay.isVisible, "one click shows the controls")
    #expect(controller.playButtonMode == .play, "and pauses")
    #expect(controller.clickVideo(.double, at: 7) == [.setFullscreen(true)])
    #expect(controller.playButtonMode == .play, "two go full screen, and leave playing alone")
    _ = controller.clickVideo(.single, at: 7.5)
    #expect(controller.playButtonMode == .pause, "one more plays again")
    engine.volume = 0.5
    controller.scrollVideo(steps: -2, at: 8)
    #expect(abs(engine.volume - 0.6) < 1e-9, "up is louder, 5 % a step")
    controller.scrollVideo(steps: 3, at: 9)
    #expect(abs(engine.volume - 0.45) < 1e-9)
  }
}
