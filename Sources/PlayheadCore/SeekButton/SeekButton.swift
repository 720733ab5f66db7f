/// A circular-arrow button that seeks by an interval: tapping turns the arrow, flashes, and slides
/// out the running total ("+10", "+20", …) of taps that come close together. A value: feed it
/// taps with the time, and ask what to draw at any later time.
///
/// ```swift
/// var accumulator = SeekAccumulator()      // share one between back and forward buttons
/// var forward = try SeekButton(direction: .forward, interval: 10)
/// forward.tap(at: now, accumulator: &accumulator)   // [.tapped(seconds: 10)]
/// accumulator.advance(to: now + 1)                  // .committed(total: 10)
/// ```
public struct SeekButton: Sendable {
  /// Which way the button seeks.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    /// Later in the media; the arrow turns clockwise.
    case forward
    /// Earlier; the button is mirrored and turns anticlockwise.
    case backward

    /// +1 forward, −1 backward.
    public var sign: Int { self == .forward ? 1 : -1 }
  }

  /// The design space every measure is given in; the button fits it to its bounds.
  public static let designSize = Size(width: 44, height: 44)

  /// Which way the button seeks.
  public let direction: Direction
  /// Seconds per tap, 1…3600.
  public let interval: Int
  /// Colours, font and line width.
  public var appearance = SeekButtonAppearance()
  /// When `true`, a tap neither turns the arrow nor slides the label: the total fades in and out
  /// in place.
  public var prefersReducedMotion = false

  var motion = SeekButtonMotion.resting(at: 0)
  var shownTotal = 0
  var accumulatingUntil = -Double.infinity
  var interaction = ButtonInteraction()
  var feedback = ButtonFeedback()

  /// Creates a button.
  /// - Throws: `SeekButtonError.invalidInterval` unless 1 ≤ `interval` ≤ 3600.
  public init(direction: Direction = .forward, interval: Int) throws(SeekButtonError) {
    guard (1...3600).contains(interval) else { throw .invalidInterval(interval) }
    self.direction = direction
    self.interval = interval
  }

  /// A button that skips 10 s in `direction`, as most players do: an interval that is always
  /// valid, so nothing to throw.
  public init(direction: Direction = .forward) {
    self.direction = direction
    interval = 10
  }

  /// The signed seconds one tap asks for.
  public var signedInterval: Int { interval * direction.sign }

  /// A tap at `time`: adds the interval to `accumulator` and starts (or restarts, from what is
  /// shown) the tap animation with the accumulator's running total. Returns the accumulator's
  /// events.
  @discardableResult
  public mutating func tap(at time: Double, accumulator: inout SeekAccumulator) -> [SeekEvent] {
    let events = accumulator.add(signedInterval, at: time)
    shownTotal = accumulator.total
    accumulatingUntil = accumulator.closingTime ?? time
    motion = motion.tapped(at: time, turn: Double(direction.sign), reducedMotion: prefersReducedMotion)
    return events
  }

  /// Feeds an input event at `time` for a button drawn in a box of `size`; a press released
  /// inside (or Space or Enter) taps. Returns the control events and the seek events.
  public mutating func handle(
    _ event: InputEvent, in size: Size, at time: Double, accumulator: inout SeekAccumulator
  ) -> (control: [ControlEvent], seek: [SeekEvent]) {
    let control = interaction.handle(event, in: Rect(origin: .zero, size: size))
    feedback.update(for: interaction.state, at: time)
    let seek = control.contains(.touchUpInside) ? tap(at: time, accumulator: &accumulator) : []
    return (control, seek)
  }

  /// The pressed, hovered, focused and enabled states.
  public var interactionState: InteractionState { interaction.state }

  /// Whether anything drawn still changes at or after `time`.
  public func isAnimating(at time: Double) -> Bool {
    time < motion.endTime || feedback.isAnimating(at: time)
  }

  /// What assistive technology is told at `time`: "Forward 10 seconds" or "Back 10 seconds",
  /// with the running total ("plus 30 seconds") as the value while taps accumulate.
  public func accessibility(at time: Double) -> AccessibilityDescription {
    let label =
      direction == .forward
      ? translated(one: "Forward \(interval) second", other: "Forward \(interval) seconds", count: interval)
      : translated(one: "Back \(interval) second", other: "Back \(interval) seconds", count: interval)
    let total = abs(shownTotal)
    let value: String? =
      time >= accumulatingUntil
      ? nil
      : shownTotal < 0
        ? translated(one: "minus \(total) second", other: "minus \(total) seconds", count: total)
        : translated(one: "plus \(total) second", other: "plus \(total) seconds", count: total)
    return AccessibilityDescription(
      role: .button, label: label, value: value, isEnabled: interaction.state.isEnabled)
  }
}
