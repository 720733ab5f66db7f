/// The quality button's face, left of the speed button while an adaptive stream plays: the
/// variant held ("360p") or "Auto" (`QualityMenu.badgeText`) in white, ringed while the button
/// has the keyboard's focus. A value: two equal badges draw the same pixels.
public struct QualityBadge: Hashable, Sendable {
  /// What the face says.
  public var text: String
  /// The button has the keyboard's focus.
  public var isFocused: Bool

  /// A badge saying `text`.
  public init(text: String, isFocused: Bool = false) {
    self.text = text
    self.isFocused = isFocused
  }

  /// The badge in a box of `box`'s size (`OverlayLayout.qualityButton`), drawn at `layout`'s
  /// scale.
  public func scene(in box: Rect, layout: OverlayLayout) -> Scene {
    BadgeFocusRing.textFace(text, in: box, layout: layout, isFocused: isFocused)
  }
}
