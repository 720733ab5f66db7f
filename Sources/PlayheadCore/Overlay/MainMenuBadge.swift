/// The main menu button's face at the player's top right (`OverlayLayout.mainMenuButton`): three
/// white bars ("☰") on a dark round-cornered plate, so that it reads over any picture, ringed
/// while the button has the keyboard's focus. A value: two equal badges draw the same pixels.
public struct MainMenuBadge: Hashable, Sendable {
  /// The button has the keyboard's focus.
  public var isFocused: Bool

  /// A badge, ringed when `isFocused`.
  public init(isFocused: Bool = false) { self.isFocused = isFocused }

  /// The badge in a box of `box`'s size, drawn at `layout`'s scale.
  public func scene(in box: Rect, layout: OverlayLayout) -> Scene {
    let unit = layout.unit
    let frame = Rect(origin: .zero, size: box.size)
    let centre = frame.center
    let plate = RoundedOutline(rect: frame, radius: 6 * unit).path
    var items = [SceneItem.fill(plate, .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.55)))]
    items += [-5.0, 0, 5].map { offset in
      let bar = Rect(
        x: centre.x - 7 * unit, y: centre.y + (offset - 1) * unit, width: 14 * unit, height: 2 * unit)
      return SceneItem.fill(Path(rect: bar), .solid(.white))
    }
    if isFocused { items.append(BadgeFocusRing.item(in: frame, unit: unit)) }
    return Scene(size: frame.size, items: items)
  }
}
