import Testing

@testable import PlayheadCore

@Suite struct AnimationTests {
  @Test func curveAnimationRunsFromDelayToEnd() {
    let animation = Animation(
      from: 10.0, to: 20.0, startTime: 5, delay: 1, timing: .curve(.linear, duration: 2))
    #expect(animation.value(at: 5.5) == 10)
    #expect(animation.value(at: 7) == 15)
    #expect(animation.value(at: 8) == 20)
    #expect(animation.endTime == 8)
    #expect(animation.isAnimating(at: 7.99) && !animation.isAnimating(at: 8))
  }

  @Test func animatesPointsColoursAndTransforms() {
    let point = Animation(
      from: Point(x: 0, y: 0), to: Point(x: 10, y: -10), startTime: 0, timing: .curve(.linear, duration: 1))
    #expect(point.value(at: 0.5) == Point(x: 5, y: -5))
    let color = Animation(
      from: Color.black, to: Color.white, startTime: 0, timing: .curve(.linear, duration: 1))
    #expect(color.value(at: 0.25) == Color(red: 0.25, green: 0.25, blue: 0.25))
    let transform = Animation(
      from: AffineTransform.identity, to: .scale(x: 3, y: 3), startTime: 0,
      timing: .curve(.linear, duration: 1))
    #expect(transform.value(at: 0.5).a == 2)
  }

  @Test func pathAnimationRefusesMismatchedTopology() throws {
    let triangle = Path(polygon: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)])
    #expect(throws: PathError.self) {
      try Animation(
        morphing: triangle, to: Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), startTime: 0,
        timing: .curve(.linear, duration: 1))
    }
    let moved = triangle.applying(.translation(x: 10, y: 0))
    let animation = try Animation(
      morphing: triangle, to: moved, startTime: 0, timing: .curve(.linear, duration: 1))
    #expect(animation.value(at: 0.5) == triangle.applying(.translation(x: 5, y: 0)))
  }

  @Test func springAnimationEndsExactlyAtItsTarget() {
    let animation = Animation(from: 0.0, to: 100.0, startTime: 0, timing: .spring(Spring(damping: 5)))
    #expect(animation.value(at: animation.endTime) == 100)
    #expect(animation.value(at: 0.3) > 100, "an underdamped spring overshoots")
  }

  @Test func retargetStartsFromThePresentedValue() {
    var value = AnimatedValue(0.0)
    value.animate(to: 100, at: 0, timing: .curve(.easeInEaseOut, duration: 1))
    let presented = value.value(at: 0.4)
    value.animate(to: -50, at: 0.4, timing: .curve(.easeInEaseOut, duration: 1))
    #expect(value.value(at: 0.4) == presented)
    #expect(value.target == -50)
  }

  @Test func springRetargetKeepsThePresentedVelocity() {
    var value = AnimatedValue(0.0)
    let spring = Spring(duration: 0.5, bounce: 0.2)
    value.animate(to: 100, at: 0, timing: .spring(spring))
    let velocityBefore = value.velocity(at: 0.1)
    value.animate(to: 300, at: 0.1, timing: .spring(spring))
    #expect(abs(value.velocity(at: 0.1) - velocityBefore) < 1e-6)
    #expect(abs(value.value(at: 0.1 + 1e-6) - value.value(at: 0.1) - velocityBefore * 1e-6) < 1e-6)
  }

  @Test func retargetWithoutTimingJumps() {
    var value = AnimatedValue(Point(x: 1, y: 1))
    value.animate(to: Point(x: 9, y: 9), at: 3, timing: nil)
    #expect(value.value(at: 3) == Point(x: 9, y: 9))
    #expect(!value.isAnimating(at: 3))
  }

  @Test func keyframesRunInTurn() {
    let timeline = KeyframeTimeline(
      from: 0.0, startTime: 10,
      keyframes: [.init(10, duration: 1), .init(10, duration: 0.5), .init(0, duration: 2, curve: .easeIn)])
    #expect(timeline.value(at: 10.5) == 5)
    #expect(timeline.value(at: 11.25) == 10)
    #expect(timeline.value(at: 12.5) == 10 - 10 * TimingCurve.easeIn.value(at: 0.5))
    #expect(timeline.segment(at: 12.5).index == 2)
    #expect(timeline.endTime == 13.5 && timeline.value(at: 20) == 0)
  }
}
