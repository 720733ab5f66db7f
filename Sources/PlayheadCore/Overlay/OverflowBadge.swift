/// The overflow button's face at the right end of the controls (`OverlayLayout.overflowButton`):
/// three white dots in a row ("⋯"), ringed while the button has the keyboard's focus. A value:
/// two equal badges draw the same pixels.
public struct OverflowBadge: Hashable, Sendable {
  /// The button has the keyboard's focus.
  public var isFocused: Bool

  /// A badge, ringed when `isFocused`.
  public init(isFocused: Bool = false) { self.isFocused = isFocused }

  /// The badge in a box of `box`'s size, drawn at `layout`'s scale.
  public func scene(in box: Rect, layout: OverlayLayout) -> Scene {
    let unit = layout.unit
    let frame = Rect(origin: .zero, size: box.size)
    let centre = frame.center
    var items = [-7.0, 0, 7].map { offset in
      let radius = 2.5 * unit
      let dot = Rect(
        x: centre.x + offset * unit - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
      return SceneItem.fill(Path(ellipseIn: dot), .solid(.white))
    }
    if isFocused { items.append(BadgeFocusRing.item(in: frame, unit: unit)) }
    return Scene(size: frame.size, items: items)
  }
}
