import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// The position slider's keys, its wheel and a value set by a screen reader, and the wheel over
/// the video, on a 200 s medium paused at 100 s.
@MainActor @Suite struct ScrubberInputTests {
  func ready() -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/media/clip.mp4"), at: 0)
    engine.position = 100
    engine.emit(.loaded(MediaInfo(duration: 200)))
    controller.tick(at: 0)
    engine.clearCommands()
    return (controller, engine)
  }

  @Test(
    arguments: [
      (KeyChord(.left), 95.0), (KeyChord(.right), 105.0), (KeyChord(.left, [.shift]), 99.0),
      (KeyChord(.right, [.shift]), 101.0), (KeyChord(.pageUp), 120.0), (KeyChord(.pageDown), 80.0),
      (KeyChord(.home), 0.0), (KeyChord(.end), 200.0),
    ] as [(KeyChord, Double)])
  func keysOnTheSliderSeek(chord: KeyChord, to target: Double) {
    let (controller, engine) = ready()
    #expect(controller.pressOnScrubber(chord, at: 10) == [])
    #expect(engine.commands == [.seek(target, .accurate)])
  }

  @Test func otherKeysAreLeftToThePlayersBindings() {
    let (controller, engine) = ready()
    #expect(controller.pressOnScrubber(KeyChord(.character("k")), at: 10) == nil)
    #expect(controller.pressOnScrubber(KeyChord(.up), at: 10) == nil)
    #expect(engine.commands.isEmpty)
  }

  @Test func heldArrowsAddUpFromWhereTheLastWent() {
    let (controller, engine) = ready()
    for time in [10, 10.05, 10.1] {
      _ = controller.pressOnScrubber(KeyChord(.right), at: time)
      engine.position = 100
    }
    #expect(engine.commands.last == .seek(115, .accurate))
  }

  @Test func theWheelOverTheSliderSkipsFiveSecondsANotchUpForward() {
    let (controller, engine) = ready()
    controller.scrollScrubber(steps: -2, at: 10)
    #expect(engine.commands == [.seek(110, .accurate)])
    controller.scrollScrubber(steps: 0, at: 10.1)
    #expect(engine.commands.count == 1, "no step, no seek")
  }

  @Test func theWheelOverTheVideoFollowsItsBinding() {
    let (controller, engine) = ready()
    engine.volume = 0.5
    controller.scrollVideo(steps: -1, at: 10)
    #expect(abs(engine.volume - 0.55) < 1e-9 && engine.commands.isEmpty, "the volume by default")
    controller.wheelOverVideo = .seek
    controller.scrollVideo(steps: 1, at: 11)
    #expect(engine.commands == [.seek(95, .accurate)])
  }

  @Test func aValueSetByAScreenReaderSeeksUnlessItIsWhereThePlayerIs() {
    let (controller, engine) = ready()
    controller.positionSet(to: 100, at: 10)
    #expect(engine.commands.isEmpty, "the value the view itself shows")
    controller.positionSet(to: 42, at: 10)
    #expect(engine.commands == [.seek(42, .accurate)])
    #expect(controller.positionValueText == "0:42 of 3:20")
  }
}
