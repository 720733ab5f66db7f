/// A value that can be blended with another of its kind, so it can be animated.
public protocol Interpolatable: Sendable {
  /// The value `fraction` of the way from `self` to `other`: 0 gives `self`, 1 gives `other`;
  /// fractions outside 0…1 (a spring's overshoot) extrapolate where the type allows it.
  func interpolated(to other: Self, fraction: Double) -> Self
}

/// An interpolatable value that is also a vector, so an animation can carry its velocity
/// across a retarget.
public protocol VectorInterpolatable: Interpolatable {
  /// Component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
  /// The dot product of two values read as vectors.
  func dot(_ other: Self) -> Double
}

extension VectorInterpolatable {
  /// Linear interpolation, `self + (other - self) · fraction`.
  public func interpolated(to other: Self, fraction: Double) -> Self {
    self + (other - self).scaled(by: fraction)
  }
}

extension Double: VectorInterpolatable {
  /// `self · factor`.
  public func scaled(by factor: Double) -> Double { self * factor }
  /// `self · other`.
  public func dot(_ other: Double) -> Double { self * other }
}

extension Point: VectorInterpolatable {
  /// Both coordinates multiplied by `factor`.
  public func scaled(by factor: Double) -> Point { self * factor }
  /// `x·x' + y·y'`.
  public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
}

extension AffineTransform: Interpolatable {
  /// Component-wise blend of the six coefficients (good for scales and translations; blend
  /// angles yourself for large rotations).
  public func interpolated(to other: AffineTransform, fraction: Double) -> AffineTransform {
    let mix = { (a: Double, b: Double) in a + (b - a) * fraction }
    return AffineTransform(
      a: mix(a, other.a), b: mix(b, other.b), c: mix(c, other.c), d: mix(d, other.d),
      tx: mix(tx, other.tx), ty: mix(ty, other.ty))
  }
}

extension Path: Interpolatable {
  /// The point-by-point blend when both paths share a topology; otherwise the nearer end
  /// (a jump at the halfway mark). Use `morphed(to:fraction:)` or
  /// `Animation(morphing:to:timing:)` to be told about a mismatch instead.
  public func interpolated(to other: Path, fraction: Double) -> Path {
    do {
      return try morphed(to: other, fraction: fraction)
    } catch {
      return fraction < 0.5 ? self : other
    }
  }
}
