/// The speed button's face at the right of the controls: the speed as people write it ("1×",
/// "1.5×") in white, ringed while the button has the keyboard's focus. A value: two equal
/// badges draw the same pixels.
public struct SpeedBadge: Hashable, Sendable {
  /// The speed shown.
  public let speed: Double
  /// The speed as the badge writes it, in the person's locale (`PlaybackSpeed.text`): made once,
  /// not at each frame the badge is drawn.
  public let text: String
  /// The button has the keyboard's focus.
  public var isFocused: Bool

  /// A badge showing `speed`.
  public init(speed: Double, isFocused: Bool = false) {
    self.speed = speed
    text = PlaybackSpeed.text(speed)
    self.isFocused = isFocused
  }

  /// The badge in a box of `box`'s size (`OverlayLayout.speedButton`), drawn at `layout`'s
  /// scale.
  public func scene(in box: Rect, layout: OverlayLayout) -> Scene {
    BadgeFocusRing.textFace(text, in: box, layout: layout, isFocused: isFocused)
  }
}
