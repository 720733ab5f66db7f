/// A point in a two-dimensional coordinate space where y grows downwards, as in Cairo and UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The distance from the origin to this point, read as a vector.
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The Euclidean distance to another point.
  public func distance(to other: Point) -> Double { (self - other).length }

  /// The point a given fraction of the way to `other` (0 is `self`, 1 is `other`).
  public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
  }

  /// `"(x, y)"`.
  public var description: String { "(\(x), \(y))" }

  /// Component-wise sum.
  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  /// Component-wise difference.
  public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  /// Scales both components.
  public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
}
