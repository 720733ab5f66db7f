import Foundation
import Testing

@testable import PlayheadCore

@Suite struct PlayButtonTests {
  let size = Size(width: 44, height: 44)

  @Test func defaultShapesFollowTheSeed() throws {
    let appearance = PlayButtonAppearance()
    #expect(appearance.barThickness == 6 && appearance.barCornerRadius == 3)
    #expect(appearance.squareWidth == 15 && appearance.squareCornerRadius == 1.5)
    #expect(appearance.triangleWidth == 20 && appearance.triangleCornerRadius == 1.5)
    // The triangle is optically centred: it spans x 22 − 3w/8 … 22 + 5w/8 and y 22 ± w/2,
    // less what the rounding takes off the corners.
    let play = SceneProbe(PlayButton(mode: .play).scene(in: size, at: 0))
    let bounds = try #require(play.glyphPath?.bounds)
    #expect(abs(bounds.minX - 14.5) < 0.01)
    // The apex (half-angle atan ½) loses r / sin(half-angle) − r to its rounding.
    #expect(abs(bounds.maxX - (34.5 - (1.5 / sin(atan(0.5)) - 1.5))) < 0.01)
    #expect(abs(bounds.center.y - 22) < 1e-9)
    let stop = SceneProbe(PlayButton(mode: .stop).scene(in: size, at: 0))
    #expect(stop.glyphPath?.bounds.map { abs($0.width - 15) < 1e-9 } == true)
  }

  @Test func coloursFollowTheMode() {
    var appearance = PlayButtonAppearance()
    appearance.pauseStopBackgroundColor = Color(rgb: 0xff8800)
    appearance.playBufferingBackgroundColor = Color(rgb: 0x0000ff)
    for (mode, expected) in [
      (PlayButton.Mode.pause, "#ff8800ff"), (.stop, "#ff8800ff"), (.play, "#0000ffff"),
    ] {
      let probe = SceneProbe(PlayButton(mode: mode, appearance: appearance).scene(in: size, at: 0))
      #expect(probe.background?.description == expected)
    }
  }

  @Test func badStyleValuesFallBackOrClamp() {
    var appearance = PlayButtonAppearance()
    appearance.barThickness = .nan
    appearance.squareWidth = -4
    appearance.triangleWidth = .infinity
    appearance.triangleCornerRadius = 1000
    appearance.barCornerRadius = 9
    #expect(appearance.barThickness == 6 && appearance.squareWidth == 15 && appearance.triangleWidth == 20)
    #expect(appearance.triangleCornerRadius == 5)
    #expect(appearance.barCornerRadius == 3)
    for mode in PlayButton.Mode.allCases {
      let scene = PlayButton(mode: mode, appearance: appearance).scene(in: size, at: 0)
      let path = SceneProbe(scene).glyphPath
      #expect(path?.elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } } == true)
    }
  }

  @Test func nonAnimatedChangeJumps() {
    var button = PlayButton(mode: .play)
    button.setMode(.pause, animated: false, at: 3)
    #expect(button.scene(in: size, at: 3) == PlayButton(mode: .pause).scene(in: size, at: 0))
    #expect(!button.isAnimating(at: 3))
  }

  @Test func classicPlayToPauseTakesThreeStepsAndSettles() {
    var button = PlayButton(mode: .play)
    button.setMode(.pause, at: 1)
    #expect(button.mode == .pause)
    #expect(button.transitionEndTime == 1.6)
    #expect(button.isAnimating(at: 1.59))
    #expect(!button.isAnimating(at: 1.6))
    #expect(button.scene(in: size, at: 1.6) == PlayButton(mode: .pause).scene(in: size, at: 0))
    // Halfway through the middle step the bar is turned 45° and the colours are half blended.
    let probe = SceneProbe(button.scene(in: size, at: 1.3))
    let appearance = PlayButtonAppearance()
    let halfway = appearance.playBufferingBackgroundColor.interpolated(
      to: appearance.pauseStopBackgroundColor, fraction: 0.5)
    #expect(probe.background?.distance(to: halfway) ?? 1 < 1e-9)
  }

  @Test func splitMorphsDirectly() {
    var button = PlayButton(mode: .play, style: .split)
    button.setMode(.pause, at: 0)
    #expect(button.transitionEndTime == 0.3)
  }

  @Test func settingTheSameModeChangesNothing() {
    var button = PlayButton(mode: .play)
    button.setMode(.pause, at: 0)
    let before = button.scene(in: size, at: 0.25)
    button.setMode(.pause, at: 0.1)
    #expect(button.scene(in: size, at: 0.25) == before)
  }

  @Test func reversingMidStepGoesBackTheShortWay() throws {
    var button = PlayButton(mode: .play)
    button.setMode(.pause, at: 0)
    button.setMode(.play, at: 0.1)
    // Back to the triangle from half a step away: at most half a step's time.
    let end = try #require(button.transitionEndTime)
    #expect(end > 0.15 && end <= 0.2)
    #expect(button.scene(in: size, at: 0.2) == PlayButton(mode: .play).scene(in: size, at: 0))
  }

  @Test func bufferingLoopsForEver() {
    var button = PlayButton(mode: .play)
    button.setMode(.buffering, at: 0)
    #expect(button.transitionEndTime == nil)
    #expect(button.isAnimating(at: 1000))
    // One loop after the bar is reached, the bar is back.
    let bar = button.scene(in: size, at: 0.2)
    #expect(button.scene(in: size, at: 1.2) == bar)
    #expect(button.scene(in: size, at: 0.45) != bar)
    var still = PlayButton(mode: .play)
    still.setMode(.buffering, animated: false, at: 5)
    #expect(still.isAnimating(at: 5))
    #expect(still.scene(in: size, at: 6) == still.scene(in: size, at: 5))
  }

  @Test func idleButtonsDoNoWork() {
    let button = PlayButton(mode: .stop)
    #expect(!button.isAnimating(at: 0))
  }

  @Test func customStepDurationAndCurve() {
    var button = PlayButton(mode: .stop)
    button.stepDuration = 0.5
    button.timingCurve = .easeIn
    button.setMode(.play, at: 0)
    #expect(button.transitionEndTime == 0.5)
    button.stepDuration = -1
    button.setMode(.stop, at: 10)
    #expect(button.transitionEndTime == 10.2)
  }

  @Test func completionFiresOnceWhenSettled() {
    var button = PlayButton(mode: .play)
    button.setMode(.stop, at: 0)
    #expect(button.takeCompletedTransition(at: 0.1) == nil)
    #expect(button.takeCompletedTransition(at: 0.2) == .stop)
    #expect(button.takeCompletedTransition(at: 0.3) == nil)
  }

  @Test func reducedMotionFadesInsteadOfMorphing() throws {
    var button = PlayButton(mode: .play)
    button.prefersReducedMotion = true
    button.setMode(.pause, at: 0)
    let play = try #require(SceneProbe(PlayButton(mode: .play).scene(in: size, at: 0)).glyphPath)
    let midway = SceneProbe(button.scene(in: size, at: 0.1))
    #expect(midway.glyphPath == play, "the outgoing shape fades, unchanged")
    #expect((midway.glyphColor?.alpha ?? 1) < 1)
    #expect(SceneProbe(button.scene(in: size, at: 0.2)).glyphPath == nil, "invisible at the swap")
    #expect(button.scene(in: size, at: 0.4) == PlayButton(mode: .pause).scene(in: size, at: 0))
  }

  @Test func pressHoverAndDisableAnimateTheLook() throws {
    var button = PlayButton(mode: .play)
    let big = Size(width: 88, height: 88)
    #expect(button.handle(.pointerDown(Point(x: 44, y: 44)), in: big, at: 0) == [.touchDown])
    let pressed = try #require(SceneProbe(button.scene(in: big, at: 2)).glyphPath?.bounds)
    let normal = try #require(SceneProbe(PlayButton(mode: .play).scene(in: big, at: 0)).glyphPath?.bounds)
    #expect(abs(pressed.width / normal.width - 0.92) < 1e-3)
    #expect(button.isAnimating(at: 0.1))
    #expect(button.handle(.pointerUp(Point(x: 44, y: 44)), in: big, at: 2) == [.touchUpInside])
    _ = button.handle(.enabled(false), in: big, at: 3)
    #expect(abs(SceneProbe(button.scene(in: big, at: 5)).groupOpacity - 0.5) < 1e-3)
    _ = button.handle(.focus(true), in: big, at: 5)
    #expect(SceneProbe(button.scene(in: big, at: 5)).hasFocusRing)
  }

  @Test func accessibilityNamesTheAction() {
    #expect(PlayButton(mode: .play).accessibility.label == "Play")
    #expect(PlayButton(mode: .pause).accessibility.label == "Pause")
    #expect(PlayButton(mode: .stop).accessibility.label == "Stop")
    let buffering = PlayButton(mode: .buffering).accessibility
    #expect(buffering.role == .button && buffering.isBusy && buffering.value == "Loading")
    #expect(buffering.actions == [.activate])
  }

  @Test func nonSquareBoundsCentreTheButton() throws {
    let wide = PlayButton(mode: .stop).scene(in: Size(width: 120, height: 44), at: 0)
    let square = try #require(SceneProbe(wide).glyphPath?.bounds)
    #expect(abs(square.center.x - 60) < 1e-9 && abs(square.width - 15) < 1e-9)
    var stretched = PlayButton(mode: .stop)
    stretched.contentMode = .stretch
    let stretchedBounds = try #require(
      SceneProbe(stretched.scene(in: Size(width: 88, height: 44), at: 0)).glyphPath?.bounds)
    #expect(abs(stretchedBounds.width - 30) < 1e-9 && abs(stretchedBounds.height - 15) < 1e-9)
  }
}
