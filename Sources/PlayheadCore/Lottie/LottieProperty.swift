/// What one animatable property of a Lottie shape holds at an instant: its numbers, how far
/// they may stray when blended between keyframes, and how Lottie writes them.
struct LottieProperty: Sendable {
  /// How Lottie writes the numbers.
  enum Kind: Hashable, Sendable {
    /// One number (`k: 50`; in a keyframe `s: [50]`).
    case scalar
    /// A list of numbers: a point, a colour (`k: [1, 0, 0]`).
    case vector
    /// A sub-path's coordinates, as `LottieBezier.coordinates` lists them.
    case bezier(isClosed: Bool, vertexCount: Int)
  }

  /// How Lottie writes it.
  var kind: Kind
  /// The numbers.
  var values: [Double]
  /// How far each number may stray, in its own units: 0.25 px for lengths.
  var tolerance: Double

  /// The value as Lottie writes it outside a keyframe.
  static func value(_ values: [Double], kind: Kind) -> LottieJSON {
    switch kind {
    case .scalar: .number(values.first ?? 0)
    case .vector: .numbers(values)
    case .bezier(let isClosed, let count):
      LottieBezier(
        isClosed: isClosed, vertices: points(values, from: 0, count: count),
        inTangents: points(values, from: count, count: count),
        outTangents: points(values, from: 2 * count, count: count)
      ).json
    }
  }

  /// The value as a keyframe's `s` holds it: always a list.
  static func keyframeValue(_ values: [Double], kind: Kind) -> LottieJSON {
    switch kind {
    case .scalar, .vector: .numbers(values)
    case .bezier: .array([value(values, kind: kind)])
    }
  }

  private static func points(_ values: [Double], from first: Int, count: Int) -> [Point] {
    (first..<first + count).map { Point(x: values[2 * $0], y: values[2 * $0 + 1]) }
  }
}
