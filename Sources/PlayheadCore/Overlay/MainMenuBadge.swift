/// The main menu button's face at the player's top right (`OverlayLayout.mainMenuButton`): three
/// white bars ("☰") on a dark round-cornered plate, so that it reads over any picture, ringed
/// while the button has the keyboard's focus.
public enum MainMenuBadge {
  /// The face for a box of `box`'s size at `layout`'s scale, ringed when `isFocused`.
  public static func scene(in box: Rect, layout: OverlayLayout, isFocused: Bool) -> Scene {
    let unit = layout.unit
    let frame = Rect(origin: .zero, size: box.size)
    let plate = RoundedOutline(rect: frame, radius: 6 * unit).path
    let bars = [-5.0, 0, 5].map { offset in
      Rect(
        x: frame.center.x - 7 * unit, y: frame.center.y + (offset - 1) * unit, width: 14 * unit,
        height: 2 * unit)
    }
    let items =
      [SceneItem.fill(plate, .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.55)))]
      + bars.map { SceneItem.fill(Path(rect: $0), .solid(.white)) }
      + (isFocused ? [BadgeFocusRing.item(in: frame, unit: unit)] : [])
    return Scene(size: frame.size, items: items)
  }
}
