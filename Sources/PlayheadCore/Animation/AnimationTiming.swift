/// How an animation's progress runs from 0 to 1: along a timing curve over a fixed duration, or
/// by a spring until it settles.
public enum AnimationTiming: Hashable, Sendable {
  /// A timing curve over `duration` seconds (a negative or non-finite duration is zero).
  case curve(TimingCurve, duration: Double)
  /// A spring, lasting its settling duration.
  case spring(Spring)

  /// Seconds from the first movement until the value rests.
  public var duration: Double {
    switch self {
    case .curve(_, let duration): duration.isFinite ? max(duration, 0) : 0
    case .spring(let spring): spring.settlingDuration
    }
  }

  /// The progress (fraction of the way) `elapsed` seconds after the start; exactly 1 once
  /// finished, so a finished animation shows its target exactly.
  public func progress(after elapsed: Double) -> Double {
    guard elapsed < duration else { return 1 }
    guard elapsed > 0 else { return 0 }
    switch self {
    case .curve(let curve, let duration): return curve.value(at: elapsed / duration)
    case .spring(let spring): return spring.value(at: elapsed)
    }
  }

  /// The rate of change of progress, in fractions per second, `elapsed` seconds after the start.
  public func progressVelocity(after elapsed: Double) -> Double {
    guard elapsed < duration, elapsed >= 0 else { return 0 }
    switch self {
    case .curve(let curve, let duration): return curve.slope(at: elapsed / duration) / duration
    case .spring(let spring): return spring.velocity(at: elapsed)
    }
  }
}
