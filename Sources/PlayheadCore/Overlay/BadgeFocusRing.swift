/// The ring drawn around a badge of the bar (`SpeedBadge`, `TracksBadge`) while its button has
/// the keyboard's focus.
enum BadgeFocusRing {
  /// The ring inside a badge's `box`, at a layout's `unit`.
  static func item(in box: Rect, unit: Double) -> SceneItem {
    let ring = 2 * unit
    let outline = RoundedOutline(rect: box.insetBy(dx: ring, dy: 8 * unit), radius: 6 * unit)
    return .stroke(outline.path, .solid(.white), StrokeStyle(width: ring))
  }
}
