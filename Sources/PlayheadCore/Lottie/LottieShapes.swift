/// The small pieces of a Lottie file every shape and layer repeats.
enum LottieShapes {
  /// A property that does not change: `{"a": 0, "k": value}`.
  static func constant(_ value: LottieJSON) -> LottieJSON { .object(["a": .number(0), "k": value]) }

  /// A shape group's transform (`tr`) moving nothing, at `opacity` (a property, 0…100).
  static func identityTransform(opacity: LottieJSON) -> LottieJSON {
    .object([
      "ty": .string("tr"), "a": constant(.numbers([0, 0])), "p": constant(.numbers([0, 0])),
      "s": constant(.numbers([100, 100])), "r": constant(.number(0)), "o": opacity,
    ])
  }

  /// A layer's transform (`ks`): its top-left corner at `position`, scaled by `scale` (percent),
  /// at `opacity` (a property, 0…100).
  static func layerTransform(
    position: [Double] = [0, 0, 0], scale: [Double] = [100, 100, 100],
    opacity: LottieJSON = constant(.number(100))
  ) -> LottieJSON {
    .object([
      "a": constant(.numbers([0, 0, 0])), "p": constant(.numbers(position)), "s": constant(.numbers(scale)),
      "r": constant(.number(0)), "o": opacity,
    ])
  }

  /// Lottie's number for a line cap: butt 1, round 2, square 3.
  static func cap(_ cap: StrokeStyle.LineCap) -> Double {
    switch cap {
    case .butt: 1
    case .round: 2
    case .square: 3
    }
  }

  /// Lottie's number for a line join: miter 1, round 2, bevel 3.
  static func join(_ join: StrokeStyle.LineJoin) -> Double {
    switch join {
    case .miter: 1
    case .round: 2
    case .bevel: 3
    }
  }
}
