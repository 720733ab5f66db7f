import Foundation

/// A circular arc rounding one corner of an outline: from `startAngle` it turns clockwise on
/// screen (y down) through `sweep` radians about `center`. A radius of 0 is a sharp corner.
public struct CornerArc: Hashable, Sendable {
  /// The circle's centre.
  public var center: Point
  /// The circle's radius; 0 for a sharp corner.
  public var radius: Double
  /// The direction from the centre to the arc's start, in radians (0 along +x, π/2 along +y,
  /// which is down on screen).
  public var startAngle: Double
  /// How far the arc turns, in radians, clockwise on screen (negative turns back).
  public var sweep: Double

  /// Creates a corner arc.
  public init(center: Point, radius: Double, startAngle: Double, sweep: Double) {
    self.center = center
    self.radius = radius
    self.startAngle = startAngle
    self.sweep = sweep
  }

  /// Where the arc starts.
  public var start: Point { point(at: startAngle) }
  /// Where the arc ends.
  public var end: Point { point(at: startAngle + sweep) }

  /// Adds the arc to `path` as one cubic Bézier segment from its start (where the path must
  /// already be) to its end, moved by `transform`; for sweeps up to 180° it stays within 0.4 % of
  /// the radius.
  public func addCurve(to path: inout Path, transform: AffineTransform = .identity) {
    add(to: &path, transform: transform, from: .currentPoint)
  }

  /// How the path reaches the arc's start before the curve.
  enum Approach {
    /// The path is there already.
    case currentPoint
    /// A new sub-path starts there.
    case move
    /// A line leads there.
    case line
  }

  /// Adds the arc as `addCurve` does, after reaching its start as `approach` says, working out
  /// each angle's sine and cosine once.
  func add(to path: inout Path, transform: AffineTransform, from approach: Approach) {
    let endAngle = startAngle + sweep
    let (startSine, startCosine) = (sin(startAngle), cos(startAngle))
    let (endSine, endCosine) = (sin(endAngle), cos(endAngle))
    let start = Point(x: center.x + radius * startCosine, y: center.y + radius * startSine)
    let end = Point(x: center.x + radius * endCosine, y: center.y + radius * endSine)
    switch approach {
    case .currentPoint: break
    case .move: path.move(to: transform.apply(to: start))
    case .line: path.addLine(to: transform.apply(to: start))
    }
    let handle = 4.0 / 3.0 * tan(sweep / 4) * radius
    path.addCurve(
      to: transform.apply(to: end),
      control1: transform.apply(
        to: Point(x: start.x - handle * startSine, y: start.y + handle * startCosine)),
      control2: transform.apply(to: Point(x: end.x + handle * endSine, y: end.y - handle * endCosine)))
  }

  private func point(at angle: Double) -> Point {
    Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}
