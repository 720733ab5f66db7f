import Testing

@testable import PlayheadCore

@Suite struct TimingCurveTests {
  /// The curve's y at x, found by plain bisection on the Bézier's x (an independent solver).
  private func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, y1, y2)
  }

  @Test(arguments: [
    (0.0, 0.0, 1.0, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0),
    (0.25, 0.1, 0.25, 1.0), (0.9, 0.0, 0.1, 1.0), (0.3, -0.6, 0.7, 1.6), (1.0, 0.0, 0.0, 1.0),
    (0.0, 1.0, 1.0, 0.0), (0.68, -0.55, 0.27, 1.55),
  ])
  func valueMatchesTheExactCurve(points: (Double, Double, Double, Double)) {
    let curve = TimingCurve(controlPoints: points.0, points.1, points.2, points.3)
    for step in 0...2000 {
      let x = Double(step) / 2000
      let expected = reference(points.0, points.1, points.2, points.3, at: x)
      #expect(abs(curve.value(at: x) - expected) < 1e-6, "x = \(x)")
    }
  }

  @Test func namedCurvesUseCoreAnimationsControlPoints() {
    #expect(TimingCurve.easeIn == TimingCurve(controlPoints: 0.42, 0, 1, 1))
    #expect(TimingCurve.easeOut == TimingCurve(controlPoints: 0, 0, 0.58, 1))
    #expect(TimingCurve.easeInEaseOut == TimingCurve(controlPoints: 0.42, 0, 0.58, 1))
    #expect(TimingCurve.default == TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1))
    // CSS `ease` at one half, as browsers compute it.
    #expect(abs(TimingCurve.default.value(at: 0.5) - 0.8024033877399112) < 1e-6)
  }

  @Test func progressOutsideTheRangeIsClamped() {
    #expect(TimingCurve.easeIn.value(at: -1) == 0)
    #expect(TimingCurve.easeIn.value(at: 3) == 1)
    #expect(TimingCurve.easeIn.value(at: .nan) == 0)
  }

  @Test func badControlPointsAreMadeSafe() {
    #expect(TimingCurve(controlPoints: .nan, 0, 1, 1) == .linear)
    #expect(TimingCurve(controlPoints: 2, 0, -1, 1).x1 == 1)
  }
}
