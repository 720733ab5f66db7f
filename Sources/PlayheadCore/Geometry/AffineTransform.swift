import Foundation

/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as in Cairo and
/// Core Graphics.
public struct AffineTransform: Hashable, Sendable {
  /// The x-scale and rotation component applied to x.
  public var a: Double
  /// The y-shear and rotation component applied to x.
  public var b: Double
  /// The x-shear and rotation component applied to y.
  public var c: Double
  /// The y-scale and rotation component applied to y.
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// Creates a transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public static func translation(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  public static func scale(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin by `radians`; positive turns clockwise on screen (y down).
  public static func rotation(_ radians: Double) -> AffineTransform {
    let (sine, cosine) = (sin(radians), cos(radians))
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A rotation by `radians` about `center`.
  public static func rotation(_ radians: Double, about center: Point) -> AffineTransform {
    translation(x: -center.x, y: -center.y)
      .concatenating(rotation(radians))
      .concatenating(translation(x: center.x, y: center.y))
  }

  /// A scale by `factor` about `center`.
  public static func scale(_ factor: Double, about center: Point) -> AffineTransform {
    translation(x: -center.x, y: -center.y)
      .concatenating(scale(x: factor, y: factor))
      .concatenating(translation(x: center.x, y: center.y))
  }

  /// The transform that applies `self` first and then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// The transform undoing this one, or `nil` when it is singular.
  public var inverted: AffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// The point moved by this transform.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
