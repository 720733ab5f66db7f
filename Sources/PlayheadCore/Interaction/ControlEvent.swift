/// What a control reports to its owner, named as UIKit's `UIControl.Event`s.
public enum ControlEvent: Hashable, Sendable {
  /// A press began inside the hit area (or an activation key went down).
  case touchDown
  /// A press ended inside the hit area, or an activation key was released: the primary action.
  case touchUpInside
  /// A press ended outside the hit area: nothing happens.
  case touchUpOutside
  /// The press was taken away or the control was disabled mid-press.
  case touchCancel
}
