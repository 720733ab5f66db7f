/// The states a button shows, derived from the input it has seen.
public struct InteractionState: Hashable, Sendable {
  /// Whether the control accepts input.
  public var isEnabled = true
  /// Whether the pointer is over the control without pressing it.
  public var isHovered = false
  /// Whether the control has keyboard focus.
  public var isFocused = false
  /// Whether a press is being tracked and the pointer is inside the hit area (or an activation
  /// key is down): the control shows pressed.
  public var isHighlighted: Bool { isEnabled && (pressIsInside || activeKey != nil) }

  var isTrackingPress = false
  var pressIsInside = false
  var activeKey: ActivationKey?

  /// A control at rest: enabled, not hovered, focused or pressed.
  public init() {}
}
