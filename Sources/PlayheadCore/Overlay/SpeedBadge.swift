/// The speed button's face at the right of the controls: the speed as people write it ("1×",
/// "1.5×") in white, ringed while the button has the keyboard's focus. A value: two equal
/// badges draw the same pixels.
public struct SpeedBadge: Hashable, Sendable {
  /// The speed shown.
  public var speed: Double
  /// The button has the keyboard's focus.
  public var isFocused: Bool

  /// A badge showing `speed`.
  public init(speed: Double, isFocused: Bool = false) {
    self.speed = speed
    self.isFocused = isFocused
  }

  /// The badge in a box of `box`'s size (`OverlayLayout.speedButton`), drawn at `layout`'s
  /// scale.
  public func scene(in box: Rect, layout: OverlayLayout) -> Scene {
    BadgeFocusRing.textFace(PlaybackSpeed.text(speed), in: box, layout: layout, isFocused: isFocused)
  }
}
