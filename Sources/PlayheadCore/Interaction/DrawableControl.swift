/// A control a `ControlWidget` can show: the core value that decides what to draw, how input
/// changes it and what a screen reader hears. PlayButton and MaskButton are drawable controls;
/// a SeekButton is one with its accumulator (`SeekButtonControl`).
public protocol DrawableControl {
  /// What the control reports to its owner.
  associatedtype Output

  /// What to draw in a box of `size` at `time`.
  func scene(in size: Size, at time: Double) -> Scene
  /// Whether anything drawn still changes at or after `time`.
  func isAnimating(at time: Double) -> Bool
  /// What assistive technology is told at `time`.
  func accessibility(at time: Double) -> AccessibilityDescription
  /// Feeds an input event; returns what the control reports.
  mutating func handle(_ event: InputEvent, in size: Size, at time: Double) -> [Output]
  /// Moves on to `time` while it animates; returns anything that came due.
  mutating func advance(to time: Double) -> [Output]
}

extension DrawableControl {
  /// Nothing comes due with time alone.
  public mutating func advance(to time: Double) -> [Output] { [] }
}

extension PlayButton: DrawableControl {
  /// The button's description, which does not change with time alone.
  public func accessibility(at time: Double) -> AccessibilityDescription { accessibility }
}

extension MaskButton: DrawableControl {
  /// The button's description, which does not change with time alone.
  public func accessibility(at time: Double) -> AccessibilityDescription { accessibility }
}

extension VolumeButton: DrawableControl {
  /// The button's description, which does not change with time alone.
  public func accessibility(at time: Double) -> AccessibilityDescription { accessibility }
}
