/// The state machine every button shares: input events in, `ControlEvent`s out, no side
/// effects. A press is tracked from pointer down to up; releasing inside the hit area is the
/// primary action. The hit area is at least 44 × 44 units around the centre even when the button
/// is drawn smaller.
public struct ButtonInteraction: Hashable, Sendable {
  /// The smallest hit area edge, in display units (Apple's and WCAG's 44-point target size).
  public static let minimumHitSize = 44.0

  /// The states to show.
  public private(set) var state = InteractionState()

  /// A control at rest.
  public init() {}

  /// The area that counts as inside for a control drawn in `bounds`: the bounds grown about
  /// their centre to at least 44 × 44.
  public static func hitArea(for bounds: Rect) -> Rect {
    let growX = max(0, minimumHitSize - bounds.width) / 2
    let growY = max(0, minimumHitSize - bounds.height) / 2
    return bounds.insetBy(dx: -growX, dy: -growY)
  }

  /// Feeds one event; returns what the control reports, in order.
  public mutating func handle(_ event: InputEvent, in bounds: Rect) -> [ControlEvent] {
    let hitArea = Self.hitArea(for: bounds)
    switch event {
    case .enabled(let enabled):
      guard enabled != state.isEnabled else { return [] }
      let wasPressed = state.isTrackingPress || state.activeKey != nil
      state.isEnabled = enabled
      if !enabled {
        endPress()
        return wasPressed ? [.touchCancel] : []
      }
      return []
    case .focus(let focused):
      state.isFocused = focused
      if !focused, state.activeKey != nil {
        state.activeKey = nil
        return [.touchCancel]
      }
      return []
    case .pointerHover(let point):
      state.isHovered = hitArea.contains(point)
      return []
    case .pointerExit:
      state.isHovered = false
      if state.isTrackingPress { state.pressIsInside = false }
      return []
    default:
      guard state.isEnabled else { return [] }
      return handlePress(event, hitArea: hitArea)
    }
  }

  private mutating func handlePress(_ event: InputEvent, hitArea: Rect) -> [ControlEvent] {
    switch event {
    case .pointerDown(let point):
      guard hitArea.contains(point), !state.isTrackingPress else { return [] }
      state.isTrackingPress = true
      state.pressIsInside = true
      return [.touchDown]
    case .pointerMove(let point):
      if state.isTrackingPress { state.pressIsInside = hitArea.contains(point) }
      state.isHovered = hitArea.contains(point)
      return []
    case .pointerUp(let point):
      guard state.isTrackingPress else { return [] }
      endPress()
      return [hitArea.contains(point) ? .touchUpInside : .touchUpOutside]
    case .pointerCancel:
      guard state.isTrackingPress else { return [] }
      endPress()
      return [.touchCancel]
    case .keyDown(let key):
      guard state.activeKey == nil, !state.isTrackingPress else { return [] }
      state.activeKey = key
      return [.touchDown]
    case .keyUp(let key):
      guard state.activeKey == key else { return [] }
      state.activeKey = nil
      return [.touchUpInside]
    default:
      return []
    }
  }

  private mutating func endPress() {
    state.isTrackingPress = false
    state.pressIsInside = false
    state.activeKey = nil
  }
}
