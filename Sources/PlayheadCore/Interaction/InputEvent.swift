/// A platform-neutral input event for a control, in the control's own coordinates.
public enum InputEvent: Hashable, Sendable {
  /// The pointer entered the control or moved over it without a press.
  case pointerHover(Point)
  /// The pointer left the control.
  case pointerExit
  /// A primary button or touch went down.
  case pointerDown(Point)
  /// The pointer moved while pressed.
  case pointerMove(Point)
  /// The press ended.
  case pointerUp(Point)
  /// The system took the press away (a gesture grab, a window losing focus).
  case pointerCancel
  /// An activation key went down while the control had focus.
  case keyDown(ActivationKey)
  /// An activation key went up.
  case keyUp(ActivationKey)
  /// Keyboard focus arrived (`true`) or left (`false`).
  case focus(Bool)
  /// The control was enabled (`true`) or disabled (`false`).
  case enabled(Bool)
}

/// The keys that press a button.
public enum ActivationKey: Hashable, Sendable {
  /// The space bar.
  case space
  /// Return or keypad Enter.
  case enter

  /// The activation key `chord` is: Space or Enter with no modifier; `nil` for any other.
  public init?(_ chord: KeyChord) {
    guard chord.modifiers.isEmpty else { return nil }
    switch chord.key {
    case .space: self = .space
    case .enter: self = .enter
    default: return nil
    }
  }
}
