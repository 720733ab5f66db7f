/// When the controls overlay shows: on a tap, pointer movement or key; hidden `displayDuration`
/// seconds after the last of them; never while it is pinned (paused, loading, stalled, failed,
/// scrubbing or hovered). Showing and hiding fade. A value: feed it the time.
public struct OverlayVisibility: Sendable {
  /// Seconds a fade takes.
  public static let fadeDuration = 0.25

  /// Seconds after the last activity before the overlay hides; 0 never hides. NaN, infinite or
  /// negative values give the default, 3.
  public var displayDuration: Double {
    get { _displayDuration }
    set { _displayDuration = newValue.isFinite && newValue >= 0 ? newValue : 3 }
  }
  /// When `true`, the overlay never hides.
  public var keepsVisible = false
  /// Whether a tap on the video shows the overlay.
  public var showsOnTap = true

  /// Whether the overlay is shown (or fading in).
  public private(set) var isVisible = true

  private var _displayDuration = 3.0
  private var lastActivity = 0.0
  private var isPinned = false
  private var opacity = AnimatedValue(1.0)

  /// A visible overlay with the default duration.
  public init() {}

  /// A pointer move or key at `time`: shows the overlay and restarts its timer.
  public mutating func activity(at time: Double) {
    lastActivity = time
    setVisible(true, at: time)
  }

  /// A tap on the video at `time`: shows the overlay when taps do.
  public mutating func tap(at time: Double) {
    guard showsOnTap else { return }
    activity(at: time)
  }

  /// Says whether something pins the overlay at `time`; unpinning restarts the timer.
  public mutating func setPinned(_ pinned: Bool, at time: Double) {
    guard pinned != isPinned else { return }
    isPinned = pinned
    if pinned {
      setVisible(true, at: time)
    } else {
      lastActivity = time
    }
  }

  /// Hides the overlay if its time has come by `time`; returns the new visibility when it changed.
  public mutating func advance(to time: Double) -> Bool? {
    guard isVisible, !keepsVisible, !isPinned, displayDuration > 0, time >= lastActivity + displayDuration
    else { return nil }
    setVisible(false, at: time)
    return false
  }

  /// The overlay's opacity at `time`, fading over a quarter second.
  public func opacity(at time: Double) -> Double { opacity.value(at: time) }

  /// Whether the controls take the pointer at `time`: from the moment they start to fade in (a
  /// press then goes to the control under it, not the video), until they have faded out.
  public func takesPointer(at time: Double) -> Bool { isVisible || opacity(at: time) > 0.001 }

  /// When the overlay will hide if nothing happens, or `nil` when it will not.
  public var hideTime: Double? {
    guard isVisible, !keepsVisible, !isPinned, displayDuration > 0 else { return nil }
    return lastActivity + displayDuration
  }

  private mutating func setVisible(_ visible: Bool, at time: Double) {
    guard visible != isVisible || opacity.target != (visible ? 1 : 0) else { return }
    isVisible = visible
    opacity.animate(
      to: visible ? 1 : 0, at: time, timing: .curve(.easeInEaseOut, duration: Self.fadeDuration))
  }
}
