extension VolumeButton {
  /// What to draw at `time` in a box of `size`: the speaker, its waves and the cross at their
  /// opacities, fitted (aspect-fit), scaled by the press and hover feedback, with a focus ring
  /// while focused.
  public func scene(in size: Size, at time: Double) -> Scene {
    let fit = ContentMode.aspectFit.transform(from: Self.designSize, into: Rect(origin: .zero, size: size))
    let look = feedbackLook(at: time)
    let placement = AffineTransform.scale(look.scale, about: Point(x: 22, y: 22)).concatenating(fit)
    let line = StrokeStyle(width: 2.5 * fit.a * look.scale, cap: .round)
    let parts = partOpacities(at: time)
    var items: [SceneItem] = [.fill(Self.speaker.applying(placement), .solid(tintColor))]
    for (radius, opacity) in [(Self.innerWaveRadius, parts.inner), (Self.outerWaveRadius, parts.outer)]
    where opacity > 0 {
      items.append(
        .stroke(
          Self.wave(radius: radius).applying(placement), .solid(tintColor.multiplyingAlpha(by: opacity)), line
        ))
    }
    if parts.cross > 0 {
      items.append(
        .stroke(Self.cross.applying(placement), .solid(tintColor.multiplyingAlpha(by: parts.cross)), line))
    }
    if interactionState.isFocused {
      items.append(
        .stroke(
          Path(ellipseIn: Rect(x: 2, y: 2, width: 40, height: 40), transform: placement), .solid(tintColor),
          StrokeStyle(width: 1.5 * fit.a)))
    }
    return Scene(size: size, items: [.group(SceneGroup(opacity: look.alpha, items: items))])
  }

  /// The waves' centre: the cone's mouth.
  private static let waveCentre = Point(x: 21, y: 22)
  private static let innerWaveRadius = 5.5
  private static let outerWaveRadius = 10.5

  /// The speaker: a box and the cone widening to the right.
  private static let speaker = Path(polygon: [
    Point(x: 9, y: 18), Point(x: 14, y: 18), Point(x: 21, y: 12), Point(x: 21, y: 32), Point(x: 14, y: 26),
    Point(x: 9, y: 26),
  ])

  /// A wave: an arc of 100° about the cone's mouth, facing right.
  private static func wave(radius: Double) -> Path {
    let arc = CornerArc(
      center: waveCentre, radius: radius, startAngle: -50 * .pi / 180, sweep: 100 * .pi / 180)
    var path = Path()
    path.move(to: arc.start)
    arc.addCurve(to: &path)
    return path
  }

  /// The cross where the waves would be.
  private static let cross: Path = {
    var path = Path()
    path.move(to: Point(x: 26, y: 18))
    path.addLine(to: Point(x: 34, y: 26))
    path.move(to: Point(x: 34, y: 18))
    path.addLine(to: Point(x: 26, y: 26))
    return path
  }()
}
