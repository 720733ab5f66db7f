import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Each skip seeks at once, and a run of skips adds up however far the engine has got.
@MainActor @Suite struct SkipTests {
  let url = URL(fileURLWithPath: "/media/clip.mp4")

  func ready() -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(url, at: 0)
    engine.position = 100
    engine.emit(.loaded(MediaInfo(duration: 600)))
    engine.clearCommands()
    return (controller, engine)
  }

  @Test func everyTapSeeksAtOnceAndARunAddsUpWhileTheEngineHasNotMoved() {
    let (controller, engine) = ready()
    // The engine is still where it was: its seeks have not landed.
    for (seconds, time) in [(10.0, 1.0), (10, 1.3), (-5, 1.9)] {
      controller.skip(by: seconds, at: time)
      engine.position = 100
    }
    #expect(engine.commands == [.seek(110, .accurate), .seek(120, .accurate), .seek(115, .accurate)])
    #expect(controller.elapsedText == "1:55")
  }

  @Test func aSkipAfterTheWindowStartsFromWherePlaybackIs() {
    let (controller, engine) = ready()
    controller.skip(by: 10, at: 1)
    engine.position = 113
    controller.skip(by: 10, at: 1 + SeekAccumulator.defaultWindow + 0.01)
    #expect(engine.commands == [.seek(110, .accurate), .seek(123, .accurate)])
  }

  @Test func anotherSeekEndsTheRun() {
    let (controller, engine) = ready()
    controller.skip(by: 10, at: 1)
    controller.seek(to: 300, at: 1.1)
    engine.position = 300
    controller.skip(by: 10, at: 1.2)
    #expect(engine.commands.last == .seek(310, .accurate))
  }

  @Test func aRunGoesOnFromTheEndWhereItWasHeld() {
    let (controller, engine) = ready()
    for (seconds, time) in [(400.0, 1.0), (300, 1.2), (-30, 1.4)] {
      controller.skip(by: seconds, at: time)
      engine.position = 100
    }
    #expect(engine.commands == [.seek(500, .accurate), .seek(600, .accurate), .seek(570, .accurate)])
  }

  @Test func aRunStartsAgainAfterALoad() {
    var run = SkipRun()
    run.skipped(to: 40, at: 2)
    #expect(run.start(at: 2.5, position: 7) == 40)
    #expect(run.start(at: 1.5, position: 7) == 7, "a clock that went back is not within the window")
    run.end()
    #expect(run.start(at: 2.5, position: 7) == 7)
  }
}
