extension Path {
  /// The smallest rectangle holding the drawn outline, curves included (their extremes, not
  /// their control points), or `nil` for a path with no points.
  public var bounds: Rect? {
    var extremes: [Point] = []
    var current = Point.zero
    var subpathStart = Point.zero
    for element in elements {
      switch element {
      case .move(let point):
        extremes.append(point)
        current = point
        subpathStart = point
      case .line(let point):
        extremes.append(point)
        current = point
      case .quadCurve(let point, let control):
        // Raise to a cubic with the same curve, then reuse its extremes.
        let control1 = current + (control - current) * (2.0 / 3.0)
        let control2 = point + (control - point) * (2.0 / 3.0)
        extremes += Self.cubicExtremes(current, control1, control2, point)
        current = point
      case .curve(let point, let control1, let control2):
        extremes += Self.cubicExtremes(current, control1, control2, point)
        current = point
      case .closeSubpath:
        current = subpathStart
      }
    }
    return Rect(enclosing: extremes)
  }

  /// The end point and the points where a cubic Bézier turns in x or y.
  private static func cubicExtremes(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point)
    -> [Point]
  {
    var result = [p3]
    for t in turningParameters(p0.x, p1.x, p2.x, p3.x) + turningParameters(p0.y, p1.y, p2.y, p3.y) {
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      result.append(p0 * a + p1 * b + p2 * c + p3 * d)
    }
    return result
  }

  /// The parameters in (0, 1) where the derivative of a one-dimensional cubic Bézier is zero.
  private static func turningParameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double)
    -> [Double]
  {
    // B'(t)/3 = a·t² + b·t + c
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [Double] = []
    if abs(a) < 1e-12 {
      if abs(b) > 1e-12 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}
