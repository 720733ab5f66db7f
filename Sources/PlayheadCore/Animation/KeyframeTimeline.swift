/// A value moving through a sequence of keyframes, each reached after its own duration and
/// timing curve, starting at `startTime`.
public struct KeyframeTimeline<Value: Interpolatable>: Sendable {
  /// One stop of the timeline.
  public struct Keyframe: Sendable {
    /// The value reached at the end of this keyframe.
    public var value: Value
    /// Seconds spent moving from the previous value to this one (negative counts as zero).
    public var duration: Double
    /// The easing of that movement.
    public var curve: TimingCurve

    /// Creates a keyframe.
    public init(_ value: Value, duration: Double, curve: TimingCurve = .linear) {
      self.value = value
      self.duration = duration.isFinite ? max(duration, 0) : 0
      self.curve = curve
    }
  }

  /// The value at and before `startTime`.
  public var initialValue: Value
  /// When the first keyframe starts, on the caller's clock.
  public var startTime: Double
  /// The stops, in order.
  public var keyframes: [Keyframe]

  /// Creates a timeline.
  public init(from initialValue: Value, startTime: Double, keyframes: [Keyframe]) {
    self.initialValue = initialValue
    self.startTime = startTime
    self.keyframes = keyframes
  }

  /// The total duration of all keyframes.
  public var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

  /// When the last keyframe is reached.
  public var endTime: Double { startTime + duration }

  /// Whether the value still changes at or after `time`.
  public func isAnimating(at time: Double) -> Bool { time < endTime }

  /// The presented value at `time`.
  public func value(at time: Double) -> Value {
    segment(at: time).value
  }

  /// The index of the keyframe being moved towards at `time` (`keyframes.count` once ended),
  /// with the presented value and the linear progress within that keyframe.
  public func segment(at time: Double) -> (index: Int, value: Value, progress: Double) {
    var previous = initialValue
    var segmentStart = startTime
    guard time > startTime else { return (0, initialValue, 0) }
    for (index, keyframe) in keyframes.enumerated() {
      let segmentEnd = segmentStart + keyframe.duration
      if time < segmentEnd {
        let linear = (time - segmentStart) / keyframe.duration
        let value = previous.interpolated(to: keyframe.value, fraction: keyframe.curve.value(at: linear))
        return (index, value, linear)
      }
      previous = keyframe.value
      segmentStart = segmentEnd
    }
    return (keyframes.count, previous, 1)
  }
}
