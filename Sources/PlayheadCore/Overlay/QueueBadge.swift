/// The faces of the queue's buttons in the bar (`OverlayLayout.queueButton(_:)` and
/// `queueListButton`), in white: previous (a bar and a triangle pointing back), next (a triangle
/// and a bar), and the list (three lines, the first marked playing). Dimmed while the button can
/// do nothing (the first item has no previous), ringed while it has the keyboard's focus. A
/// value: two equal badges draw the same pixels.
public struct QueueBadge: Hashable, Sendable {
  /// Which of the queue's buttons.
  public enum Glyph: Hashable, Sendable {
    /// The item before.
    case previous
    /// The item after.
    case next
    /// The queue's list.
    case list
  }

  /// The opacity of a badge whose button can do nothing.
  public static let disabledOpacity = 0.4

  /// What the face shows.
  public var glyph: Glyph
  /// Whether the button can be pressed.
  public var isEnabled: Bool
  /// The button has the keyboard's focus.
  public var isFocused: Bool

  /// A badge showing `glyph`.
  public init(_ glyph: Glyph, isEnabled: Bool = true, isFocused: Bool = false) {
    self.glyph = glyph
    self.isEnabled = isEnabled
    self.isFocused = isFocused
  }

  /// Where the badge's button sits in `layout`; `nil` where it has no room (or no queue).
  public func frame(in layout: OverlayLayout) -> Rect? {
    switch glyph {
    case .previous: layout.queueButton(.backward)
    case .next: layout.queueButton(.forward)
    case .list: layout.queueListButton
    }
  }

  /// The badge in a box of `box`'s size, drawn at `layout`'s scale.
  public func scene(in box: Rect, layout: OverlayLayout) -> Scene {
    let unit = layout.unit
    let frame = Rect(origin: .zero, size: box.size)
    let centre = frame.center
    let white = Paint.solid(Color.white.multiplyingAlpha(by: isEnabled ? 1 : Self.disabledOpacity))
    let point = { (x: Double, y: Double) in Point(x: centre.x + x * unit, y: centre.y + y * unit) }
    var items: [SceneItem]
    switch glyph {
    case .previous, .next:
      // Drawn pointing forward, then mirrored about the centre for previous.
      let side = glyph == .next ? 1.0 : -1.0
      let triangle = Path(polygon: [point(-7 * side, -8), point(5 * side, 0), point(-7 * side, 8)])
      let bar = Rect(
        x: centre.x + (side > 0 ? 5 : -8) * unit, y: centre.y - 8 * unit, width: 3 * unit, height: 16 * unit)
      items = [.fill(triangle, white), .fill(Path(rect: bar), white)]
    case .list:
      let marker = Path(polygon: [point(-11, -9), point(-5, -6), point(-11, -3)])
      items = [.fill(marker, white)]
      for (y, from) in [(-7.0, -2.0), (-1, -11), (5, -11)] {
        let line = Rect(
          x: centre.x + from * unit, y: centre.y + (y - 1) * unit, width: (11 - from) * unit,
          height: 2.5 * unit)
        items.append(.fill(RoundedOutline(rect: line, radius: unit).path, white))
      }
    }
    if isFocused { items.append(BadgeFocusRing.item(in: frame, unit: unit)) }
    return Scene(size: frame.size, items: items)
  }
}
