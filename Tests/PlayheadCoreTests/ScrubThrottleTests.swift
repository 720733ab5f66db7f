import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// A drag seeks at most once a frame, and never loses where the pointer ended.
@MainActor @Suite struct ScrubThrottleTests {
  @Test func movesWithinAFrameWaitAndOnlyTheLatestIsSought() {
    var throttle = ScrubThrottle(interval: 0.04)
    #expect(throttle.move(to: 10, at: 1) == 10, "the first move seeks at once")
    #expect(throttle.move(to: 11, at: 1.01) == nil)
    #expect(throttle.move(to: 12, at: 1.02) == nil)
    #expect(throttle.dueTime == 1.04)
    #expect(throttle.flush(at: 1.03) == nil, "not due yet")
    #expect(throttle.flush(at: 1.04) == 12)
    #expect(throttle.dueTime == nil && throttle.flush(at: 2) == nil, "flushed once")
    #expect(throttle.move(to: 13, at: 1.1) == 13, "a frame after the last seek")
    throttle.end()
    #expect(throttle.move(to: 14, at: 1.11) == 14, "a new drag starts at once")
  }

  @Test func aDragSeeksKeyframesAFrameApartThenLandsAccuratelyOnRelease() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/media/clip.mp4"), at: 0)
    var info = MediaInfo(duration: 60)
    info.frameDuration = 0.04
    engine.emit(.loaded(info))
    engine.clearCommands()
    controller.beginScrubbing(at: 1)
    for (index, time) in [1.0, 1.01, 1.02, 1.03].enumerated() {
      controller.scrub(to: Double(10 + index), at: time)
    }
    #expect(engine.commands == [.seek(10, .keyframe)])
    #expect(controller.elapsedText == "0:13", "the time follows the pointer at once")
    #expect(controller.scrubDueTime == 1.04)
    controller.flushScrub(at: 1.04)
    #expect(engine.commands == [.seek(10, .keyframe), .seek(13, .keyframe)])
    controller.endScrubbing(at: 20.5, time: 1.2)
    #expect(engine.commands.last == .seek(20.5, .accurate))
    #expect(controller.scrubDueTime == nil)
  }
}
