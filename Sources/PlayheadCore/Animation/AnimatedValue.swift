/// A value that animates to whatever target it is last given, starting each time from what is
/// presented, so a new target mid-flight never makes it jump.
public struct AnimatedValue<Value: Interpolatable>: Sendable {
  /// The running (or finished) animation.
  public private(set) var animation: Animation<Value>

  /// A value resting at `value`.
  public init(_ value: Value) {
    animation = Animation(from: value, to: value, startTime: 0, timing: .curve(.linear, duration: 0))
  }

  /// The value the animation is heading for.
  public var target: Value { animation.to }

  /// The value presented at `time`.
  public func value(at time: Double) -> Value { animation.value(at: time) }

  /// Whether the value still moves at or after `time`.
  public func isAnimating(at time: Double) -> Bool { animation.isAnimating(at: time) }

  /// Heads for `target` from the value presented at `time`, with `timing`, or jumps there when
  /// `timing` is `nil`.
  public mutating func animate(to target: Value, at time: Double, timing: AnimationTiming?) {
    start(to: target, at: time, timing: timing)
  }

  private mutating func start(to target: Value, at time: Double, timing: AnimationTiming?) {
    guard let timing else {
      animation = Animation(from: target, to: target, startTime: time, timing: .curve(.linear, duration: 0))
      return
    }
    animation = Animation(from: value(at: time), to: target, startTime: time, timing: timing)
  }
}

extension AnimatedValue where Value: VectorInterpolatable {
  /// The presented velocity at `time`, in value units per second.
  public func velocity(at time: Double) -> Value { animation.velocity(at: time) }

  /// Heads for `target` from the value presented at `time`; a spring also starts with the
  /// presented velocity (its component along the new direction), so the motion stays smooth.
  public mutating func animate(to target: Value, at time: Double, timing: AnimationTiming?) {
    guard case .spring(let spring) = timing else {
      start(to: target, at: time, timing: timing)
      return
    }
    let distance = target - value(at: time)
    let lengthSquared = distance.dot(distance)
    let carried = lengthSquared > 0 ? velocity(at: time).dot(distance) / lengthSquared : 0
    start(to: target, at: time, timing: .spring(spring.withInitialVelocity(carried)))
  }
}
