/// A circle; one of radius 0 is a point, a sharp corner.
public struct Circle: Hashable, Sendable {
  /// The centre.
  public var center: Point
  /// The radius, not negative.
  public var radius: Double

  /// Creates a circle; a negative or non-finite radius is 0.
  public init(center: Point, radius: Double) {
    self.center = center
    self.radius = radius.isFinite ? max(radius, 0) : 0
  }
}

extension Circle: Interpolatable {
  /// Blends centre and radius.
  public func interpolated(to other: Circle, fraction: Double) -> Circle {
    Circle(
      center: center.interpolated(to: other.center, fraction: fraction),
      radius: radius + (other.radius - radius) * fraction)
  }
}
