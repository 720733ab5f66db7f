/// A cubic Bézier timing function from (0, 0) to (1, 1), as CSS's `cubic-bezier()` and Core
/// Animation's `CAMediaTimingFunction`.
public struct TimingCurve: Hashable, Sendable {
  /// The first control point's x, clamped to 0…1 so time never runs backwards.
  public let x1: Double
  /// The first control point's y (any finite value: overshoot is allowed).
  public let y1: Double
  /// The second control point's x, clamped to 0…1.
  public let x2: Double
  /// The second control point's y (any finite value).
  public let y2: Double

  /// Creates a curve from its two control points. x values are clamped to 0…1; a value that is
  /// not finite makes the curve linear.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else {
      (self.x1, self.y1, self.x2, self.y2) = (0, 0, 1, 1)
      return
    }
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
  }

  /// Constant speed.
  public static let linear = TimingCurve(controlPoints: 0, 0, 1, 1)
  /// Starts slowly (Core Animation's `easeIn`).
  public static let easeIn = TimingCurve(controlPoints: 0.42, 0, 1, 1)
  /// Ends slowly (Core Animation's `easeOut`).
  public static let easeOut = TimingCurve(controlPoints: 0, 0, 0.58, 1)
  /// Starts and ends slowly (Core Animation's `easeInEaseOut`).
  public static let easeInEaseOut = TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
  /// Core Animation's `default` curve.
  public static let `default` = TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)

  /// The eased value for a linear progress; progress is clamped to 0…1.
  ///
  /// Solves x(t) = progress by Newton's method, or by bisection to the last bit of t where the
  /// curve is steep, so the result is within 1e-9 of the exact curve even for steep curves.
  public func value(at progress: Double) -> Double {
    guard progress.isFinite else { return progress > 0 ? 1 : 0 }
    let p = min(max(progress, 0), 1)
    if p == 0 || p == 1 || (x1 == y1 && x2 == y2) { return p }
    return Self.bezier(solveParameter(forX: p), y1, y2)
  }

  /// The slope dy/dx of the curve at a linear progress.
  public func slope(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    let t = solveParameter(forX: p)
    let dx = Self.derivative(t, x1, x2)
    return dx == 0 ? 0 : Self.derivative(t, y1, y2) / dx
  }

  /// The Bézier parameter t where x(t) = x.
  private func solveParameter(forX x: Double) -> Double {
    // Newton's method where the curve is not steep in t, so a tiny error in x is a tiny error
    // in t; otherwise bisection down to the last bit of t.
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, x1, x2) - x
      let slope = Self.derivative(t, x1, x2)
      if abs(error) < 1e-14 && abs(slope) > 1e-3 { return t }
      guard abs(slope) > 1e-3 else { break }
      t -= error / slope
      guard (0...1).contains(t) else { break }
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-15 {
      let middle = (low + high) / 2
      if Self.bezier(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// One coordinate of the curve at parameter t, with end points 0 and 1.
  private static func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  /// d/dt of `bezier`.
  private static func derivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
  }
}
