import Foundation

extension SeekButton {
  /// The arc's radius in the design space; with the stroke and the arrow heads everything stays
  /// inside the 44-unit square.
  static let arcRadius = 14.5

  /// What to draw at `time` in a box of `size`: the flash disc, the turning arrow, the interval
  /// and the sliding total, fitted (aspect-fit) and kept inside the box.
  public func scene(in size: Size, at time: Double) -> Scene {
    let bounds = Rect(origin: .zero, size: size)
    let fit = ContentMode.aspectFit.transform(from: Self.designSize, into: bounds)
    let center = Point(x: 22, y: 22)
    let placement = AffineTransform.scale(feedback.scale(at: time), about: center).concatenating(fit)
    let scale = fit.a * feedback.scale(at: time)
    let shown = motion.values(at: time)
    let tint = appearance.tintColor
    var items: [SceneItem] = []
    if shown.flash > 0 {
      let radius = Self.arcRadius + appearance.lineWidth / 2
      items.append(
        .fill(
          Path(
            ellipseIn: Rect(x: 22 - radius, y: 22 - radius, width: 2 * radius, height: 2 * radius),
            transform: placement),
          .solid(appearance.flashColor.multiplyingAlpha(by: shown.flash))))
    }
    let turned = AffineTransform.rotation(shown.rotation * .pi / 180, about: center).concatenating(placement)
    items.append(
      .stroke(
        arcPath.applying(turned), .solid(tint), StrokeStyle(width: appearance.lineWidth * scale, cap: .round))
    )
    items.append(.fill(arrowHeads.applying(turned), .solid(tint)))
    if shown.number > 0 {
      items.append(
        label(
          "\(interval)", bold: false, offset: 0, opacity: shown.number, placement: placement, scale: scale))
    }
    if shown.label > 0 {
      let text = "\(shownTotal < 0 ? "\u{2212}" : "+")\(abs(shownTotal))"
      let room = slideRoom(for: text, in: bounds, placement: placement, scale: scale)
      items.append(
        label(
          text, bold: true, offset: shown.slide * room, opacity: shown.label, placement: placement,
          scale: scale))
    }
    if interaction.state.isFocused {
      items.append(
        .stroke(
          Path(ellipseIn: Rect(x: 2, y: 2, width: 40, height: 40), transform: placement), .solid(tint),
          StrokeStyle(width: 1.5 * scale)))
    }
    return Scene(size: size, items: [.group(SceneGroup(opacity: feedback.alpha(at: time), items: items))])
  }

  /// The arc: three quarters of a circle from the right, clockwise on screen, ending at the top
  /// (mirrored for backward).
  private var arcPath: Path {
    var path = Path()
    let radius = Self.arcRadius
    let quarters = (0..<3).map { quarter in
      CornerArc(
        center: Point(x: 22, y: 22), radius: radius, startAngle: Double(quarter) * .pi / 2, sweep: .pi / 2)
    }
    path.move(to: quarters[0].start)
    for quarter in quarters { quarter.addCurve(to: &path) }
    return path.applying(mirror)
  }

  /// Two filled triangles at the arc's end, pointing the way the arrow turns.
  private var arrowHeads: Path {
    let top = 22 - Self.arcRadius
    let (length, halfHeight) = (6.0, 4.5)
    var path = Path()
    for base in [20.5, 24.5] {
      path.append(
        Path(polygon: [
          Point(x: base, y: top - halfHeight), Point(x: base + length, y: top),
          Point(x: base, y: top + halfHeight),
        ]))
    }
    return path.applying(mirror)
  }

  /// Flips the design horizontally for the backward button.
  private var mirror: AffineTransform {
    direction == .forward ? .identity : AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 44, ty: 0)
  }

  /// The label font size for a number of characters: 16 units for up to two, smaller so longer
  /// labels stay inside the arc.
  static func fontSize(characters: Int) -> Double {
    min(16, 25 / (0.64 * Double(max(characters, 1))))
  }

  /// A centred text label, moved along x by `offset` design units.
  private func label(
    _ text: String, bold: Bool, offset: Double, opacity: Double, placement: AffineTransform, scale: Double
  ) -> SceneItem {
    let font = Font(
      name: appearance.fontName + (bold ? " Bold" : ""), size: Self.fontSize(characters: text.count) * scale)
    let center = placement.apply(to: Point(x: 22 + offset * Double(direction.sign), y: 22.5))
    let frame = Rect(
      x: center.x - 22 * scale, y: center.y - 11 * scale, width: 44 * scale, height: 22 * scale)
    return .text(
      TextRun(
        text: text, font: font, frame: frame,
        paint: .solid(appearance.tintColor.multiplyingAlpha(by: opacity))))
  }

  /// How far (design units) the total may slide before it would leave the bounds: up to the
  /// seed's 80 units, less where the box is smaller.
  private func slideRoom(for text: String, in bounds: Rect, placement: AffineTransform, scale: Double)
    -> Double
  {
    let halfWidth = 0.36 * Self.fontSize(characters: text.count) * Double(text.count)
    let centerX = placement.apply(to: Point(x: 22, y: 22)).x
    let edge = direction == .forward ? bounds.maxX - centerX : centerX - bounds.minX
    return min(max(edge / max(scale, 1e-9) - halfWidth - 1, 0), 80)
  }
}
