/// A SeekButton with the accumulator its taps add to: taps report `.tapped`, and the total is
/// reported `.committed` once the taps stop for the accumulator's window.
public struct SeekButtonControl: DrawableControl {
  /// The button.
  public var button: SeekButton
  /// Where its taps add up.
  public var accumulator = SeekAccumulator()

  /// A control around `button`.
  public init(button: SeekButton) {
    self.button = button
  }

  /// A tap from outside the pointer (a key such as L or →): animates and adds up the same way.
  public mutating func tap(at time: Double) -> [SeekEvent] {
    button.tap(at: time, accumulator: &accumulator)
  }

  /// The button's drawing.
  public func scene(in size: Size, at time: Double) -> Scene { button.scene(in: size, at: time) }

  /// Animating, or still adding taps up.
  public func isAnimating(at time: Double) -> Bool {
    button.isAnimating(at: time) || accumulator.isAccumulating(at: time)
  }

  /// "Forward 10 seconds", with the running total while taps add up.
  public func accessibility(at time: Double) -> AccessibilityDescription { button.accessibility(at: time) }

  /// A press released inside (or Space or Enter) taps.
  public mutating func handle(_ event: InputEvent, in size: Size, at time: Double) -> [SeekEvent] {
    button.handle(event, in: size, at: time, accumulator: &accumulator).seek
  }

  /// Commits the total once the taps have stopped.
  public mutating func advance(to time: Double) -> [SeekEvent] {
    accumulator.advance(to: time).map { [$0] } ?? []
  }
}
