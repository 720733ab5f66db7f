/// Tells a click from a double click, on the caller's clock. A press starts a click; a second
/// press within `doubleClickTime` makes it a double click at once; otherwise, once that time
/// has passed (`advance(to:)`, due at `deadline`), it was a single click. A view feeds it presses
/// and wakes it at the deadline; what each click means is the controller's.
public struct ClickGesture: Hashable, Sendable {
  /// What the presses came to.
  public enum Outcome: Hashable, Sendable {
    /// One press, and no other within the double-click time.
    case single
    /// Two presses within the double-click time.
    case double
  }

  /// Seconds within which a second press makes a double click: the platform's setting (GTK's
  /// `gtk-double-click-time`, 400 ms unless changed). Values that are not positive and finite
  /// count as 0.4.
  public var doubleClickTime: Double {
    get { _doubleClickTime }
    set { _doubleClickTime = newValue.isFinite && newValue > 0 ? newValue : 0.4 }
  }
  private var _doubleClickTime = 0.4
  private var pressedAt: Double?

  /// A gesture with nothing pressed.
  public init(doubleClickTime: Double = 0.4) {
    self.doubleClickTime = doubleClickTime
  }

  /// When the pending press becomes a single click, if one is pending.
  public var deadline: Double? { pressedAt.map { $0 + doubleClickTime } }

  /// A press at `time`: `.double` when it follows a press within the double-click time, else
  /// `nil` (the press waits; a press after the deadline first settles the one before as single,
  /// which `advance(to:)` would have reported).
  public mutating func press(at time: Double) -> Outcome? {
    if let deadline, time < deadline {
      pressedAt = nil
      return .double
    }
    pressedAt = time
    return nil
  }

  /// `.single` once the pending press's double-click time has passed by `time`; `nil` otherwise.
  public mutating func advance(to time: Double) -> Outcome? {
    guard let deadline, time >= deadline else { return nil }
    pressedAt = nil
    return .single
  }
}
