/// The ring drawn around a badge of the bar (`SpeedBadge`, `QualityBadge`, `TracksBadge`) while
/// its button has the keyboard's focus.
enum BadgeFocusRing {
  /// The ring inside a badge's `box`, at a layout's `unit`.
  static func item(in box: Rect, unit: Double) -> SceneItem {
    let ring = 2 * unit
    let outline = RoundedOutline(rect: box.insetBy(dx: ring, dy: 8 * unit), radius: 6 * unit)
    return .stroke(outline.path, .solid(.white), StrokeStyle(width: ring))
  }
}

extension BadgeFocusRing {
  /// A badge whose face is `text` in white in a box of `box`'s size, drawn at `layout`'s scale,
  /// ringed when `isFocused`.
  static func textFace(_ text: String, in box: Rect, layout: OverlayLayout, isFocused: Bool) -> Scene {
    let box = Rect(origin: .zero, size: box.size)
    var items = [
      SceneItem.text(TextRun(text: text, font: layout.labelFont, frame: box, paint: .solid(.white)))
    ]
    if isFocused { items.append(item(in: box, unit: layout.unit)) }
    return Scene(size: box.size, items: items)
  }
}
