/// One animation of a value from `from` to `to`, starting at `startTime` (plus `delay`) on the
/// caller's clock. A value type: ask it for the value at any time.
public struct Animation<Value: Interpolatable>: Sendable {
  /// The value before and at the start.
  public var from: Value
  /// The value once finished.
  public var to: Value
  /// When the animation was started, in seconds on the caller's monotonic clock.
  public var startTime: Double
  /// Seconds after `startTime` before the value starts to move (negative counts as zero).
  public var delay: Double
  /// How progress runs.
  public var timing: AnimationTiming

  /// Creates an animation.
  public init(
    from: Value, to: Value, startTime: Double, delay: Double = 0, timing: AnimationTiming
  ) {
    self.from = from
    self.to = to
    self.startTime = startTime.isFinite ? startTime : 0
    self.delay = delay.isFinite ? max(delay, 0) : 0
    self.timing = timing
  }

  /// The time at which the value arrives at `to` and stays.
  public var endTime: Double { startTime + delay + timing.duration }

  /// The progress (fraction of the way, which a spring may overshoot) at `time`.
  public func progress(at time: Double) -> Double {
    timing.progress(after: time - startTime - delay)
  }

  /// The presented value at `time`.
  public func value(at time: Double) -> Value {
    let progress = progress(at: time)
    if progress == 0 { return from }
    if progress == 1 { return to }
    return from.interpolated(to: to, fraction: progress)
  }

  /// Whether the value still changes at or after `time`.
  public func isAnimating(at time: Double) -> Bool { time < endTime }
}

extension Animation where Value == Path {
  /// A morph between two paths, refused when they differ in topology.
  /// - Throws: `PathError.topologyMismatch` naming the first element that differs.
  public init(
    morphing from: Path, to: Path, startTime: Double, delay: Double = 0, timing: AnimationTiming
  ) throws(PathError) {
    _ = try from.morphed(to: to, fraction: 0)
    self.init(from: from, to: to, startTime: startTime, delay: delay, timing: timing)
  }
}

extension Animation where Value: VectorInterpolatable {
  /// The presented velocity at `time`, in value units per second.
  public func velocity(at time: Double) -> Value {
    let rate = timing.progressVelocity(after: time - startTime - delay)
    return (to - from).scaled(by: time < startTime + delay ? 0 : rate)
  }
}
