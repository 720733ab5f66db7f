extension PlayButton {
  /// What to draw at `time` in a box of `size` (scene coordinates from the origin): the
  /// background circle and the glyph, scaled by the content mode and the press/hover feedback,
  /// faded when disabled, with a focus ring while focused.
  public func scene(in size: Size, at time: Double) -> Scene {
    let bounds = Rect(origin: .zero, size: size)
    let center = Point(x: 22, y: 22)
    let contentTransform = contentMode.transform(from: Self.designSize, into: bounds)
    let placement = AffineTransform.scale(feedback.scale(at: time), about: center)
      .concatenating(contentTransform)
    let glyph = glyph(at: time)
    let palette = min(max(glyph.palette, 0), 1)
    let background = appearance.playBufferingBackgroundColor.interpolated(
      to: appearance.pauseStopBackgroundColor, fraction: palette)
    let tint = appearance.playBufferingTintColor.interpolated(
      to: appearance.pauseStopTintColor, fraction: palette)

    var items: [SceneItem] = []
    items.reserveCapacity(3)
    items.append(
      .fill(
        Path(ellipseIn: Rect(x: 0, y: 0, width: 44, height: 44), transform: placement), .solid(background)))
    if glyph.opacity > 0 {
      let turn = AffineTransform.rotation(glyph.rotation, about: center).concatenating(placement)
      items.append(.fill(glyph.path(transform: turn), .solid(tint.multiplyingAlpha(by: glyph.opacity))))
    }
    if interaction.state.isFocused {
      items.append(
        .stroke(
          Path(ellipseIn: Rect(x: 2, y: 2, width: 40, height: 40), transform: placement),
          .solid(tint), StrokeStyle(width: 1.5 * contentTransform.a)))
    }
    let clip: Path? = contentMode == .aspectFill ? Path(rect: bounds) : nil
    return Scene(
      size: size,
      items: [.group(SceneGroup(opacity: feedback.alpha(at: time), clip: clip, items: items))])
  }
}
