/// What a PlayButton draws on its background at one instant: two outlines (drawn as one fill,
/// so they may overlap or touch without a seam), turned about the centre, in a blend of the two
/// palettes, at an opacity.
struct Glyph: Hashable, Sendable {
  /// The first outline, in the 44-unit design space before `rotation`.
  var first: RoundedOutline
  /// The second outline.
  var second: RoundedOutline
  /// The turn about the design centre, in radians, clockwise.
  var rotation: Double
  /// 0 shows the play/buffering colours, 1 the pause/stop colours.
  var palette: Double
  /// The glyph's opacity (the background stays opaque).
  var opacity: Double

  /// A glyph of one shape (both outlines the same).
  init(_ outline: RoundedOutline, rotation: Double = 0, palette: Double) {
    self.init(outline, outline, rotation: rotation, palette: palette)
  }

  /// A glyph of two shapes.
  init(
    _ first: RoundedOutline, _ second: RoundedOutline, rotation: Double = 0, palette: Double,
    opacity: Double = 1
  ) {
    self.first = first
    self.second = second
    self.rotation = rotation
    self.palette = palette
    self.opacity = opacity
  }

  /// The same glyph at another opacity.
  func withOpacity(_ opacity: Double) -> Glyph {
    var glyph = self
    glyph.opacity = opacity
    return glyph
  }

  /// The two outlines as one path, moved by `transform` (the rotation is the caller's).
  func path(transform: AffineTransform) -> Path {
    var path = Path()
    path.reserveCapacity(first.circles.count * 4 + 4)
    first.add(to: &path, transform: transform)
    second.add(to: &path, transform: transform)
    return path
  }
}

extension Glyph {
  /// The farthest any corner moves between the two glyphs' outlines (centre plus radius), before
  /// rotation.
  func farthestCornerMove(to other: Glyph) -> Double {
    var farthest = 0.0
    for (a, b) in zip(first.circles + second.circles, other.first.circles + other.second.circles) {
      farthest = max(farthest, a.center.distance(to: b.center) + abs(a.radius - b.radius))
    }
    return farthest
  }

  /// How far apart two glyphs are, in steps: the largest of the palette and opacity change, the
  /// turn in quarter turns, and the farthest corner move in units of `stepLength`. A transition
  /// taking this many steps' time never changes faster than one step does.
  func distance(to other: Glyph, stepLength: Double) -> Double {
    max(
      abs(palette - other.palette), abs(opacity - other.opacity),
      abs(rotation - other.rotation) / (.pi / 2),
      farthestCornerMove(to: other) / max(stepLength, 1e-9))
  }
}

extension Glyph: Interpolatable {
  func interpolated(to other: Glyph, fraction: Double) -> Glyph {
    let mix = { (a: Double, b: Double) in a + (b - a) * fraction }
    return Glyph(
      first.interpolated(to: other.first, fraction: fraction),
      second.interpolated(to: other.second, fraction: fraction),
      rotation: mix(rotation, other.rotation),
      palette: mix(palette, other.palette),
      opacity: mix(opacity, other.opacity))
  }
}
