import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// The pointer over the video hides with the controls, over a picture only.
@MainActor @Suite struct PointerHidingTests {
  @Test func thePointerHidesWithTheControlsOverAPictureOnly() {
    for video in [VideoGeometry(codedSize: Size(width: 640, height: 360)), nil] {
      let engine = ScriptedMediaEngine()
      let controller = PlayerController(engine: engine)
      controller.autoplay = true
      controller.load(URL(fileURLWithPath: "/media/clip.mp4"), at: 0)
      engine.emit(.loaded(MediaInfo(duration: 60, video: video)))
      engine.emit(.playing(true))
      controller.userActivity(at: 1)
      #expect(!controller.hidesPointer, "shown with the controls")
      controller.tick(at: 1 + controller.overlay.displayDuration + 1)
      #expect(controller.hidesPointer == (video != nil), "hidden with them over a picture, never over sound")
      controller.userActivity(at: 10)
      #expect(!controller.hidesPointer, "a move shows it again")
    }
  }
}
