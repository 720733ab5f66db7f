/// Skips that come close together, each one a seek at once: a skip goes on from where the one
/// before went, not from where playback is, while that one is at most `window` seconds old (the
/// engine may not have got there yet). So a run of taps lands on the sum of its taps, as a
/// `SeekAccumulator` shows it, with a new picture after every tap.
public struct SkipRun: Hashable, Sendable {
  /// How long a skip's target stays the start of the next, in seconds: a `SeekAccumulator`'s
  /// window.
  public let window: Double
  /// Where the last skip of the run went; `nil` before any, or once the run ended.
  public private(set) var target: Double?
  /// When the last skip of the run was made.
  public private(set) var time = 0.0

  /// A run with no skip in it.
  public init(window: Double = SeekAccumulator.defaultWindow) {
    self.window = window
  }

  /// Where a skip at `time` starts: the last skip's target while it is at most `window` old,
  /// else `position`.
  public func start(at time: Double, position: Double) -> Double {
    guard let target, time >= self.time, time - self.time <= window else { return position }
    return target
  }

  /// Notes that a skip at `time` went to `target`.
  public mutating func skipped(to target: Double, at time: Double) {
    self.target = target
    self.time = time
  }

  /// Forgets the run: the next skip starts from the position (a seek or a load came between).
  public mutating func end() {
    target = nil
  }
}
