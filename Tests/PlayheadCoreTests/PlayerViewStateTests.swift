import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// What the view shows and how the scrubber's moves are read: the controller's to decide, so a
/// view only applies them.
@MainActor @Suite struct PlayerViewStateTests {
  let url = URL(fileURLWithPath: "/media/clip.mp4")

  func loaded(_ info: MediaInfo) -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(url, at: 0)
    engine.position = 0
    engine.emit(.loaded(info))
    engine.clearCommands()
    return (controller, engine)
  }

  @Test func theScrubberScrubsWhileHeldAndSeeksOnceOtherwise() {
    let (controller, engine) = loaded(MediaInfo(duration: 600))
    controller.scrubberMoved(to: 120, at: 1)
    #expect(engine.commands == [.seek(120, .accurate)], "a key on the focused scrubber")
    engine.emit(.seekFinished)
    engine.clearCommands()
    controller.beginScrubbing(at: 2)
    controller.scrubberMoved(to: 200, at: 2.1)
    #expect(engine.commands == [.seek(200, .keyframe)], "dragging stays fast")
    #expect(controller.timeline.position == 200, "the thumb follows the pointer")
    controller.endScrubbing(at: 210, time: 2.5)
    #expect(engine.commands.last == .seek(210, .accurate), "the release lands exactly")
  }

  @Test func soundAloneShowsTheAudioViewOnceLoaded() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(url, at: 0)
    #expect(!controller.showsAudioView, "not while loading")
    engine.emit(.loaded(MediaInfo(duration: 60)))
    #expect(controller.showsAudioView)
    let (video, _) = loaded(
      MediaInfo(duration: 60, video: VideoGeometry(codedSize: Size(width: 640, height: 360))))
    #expect(!video.showsAudioView)
  }

  @Test func aFailureIsSaidWithTheFileAndTheCause() {
    let (controller, engine) = loaded(MediaInfo(duration: 60))
    #expect(controller.failureText == nil)
    engine.emit(.failed(MediaError(url: url, kind: .corrupt, detail: "")))
    #expect(controller.failureText == "Cannot play /media/clip.mp4: is damaged or truncated")
    #expect(!controller.showsAudioView, "the failure shows, not the cover")
  }
}
