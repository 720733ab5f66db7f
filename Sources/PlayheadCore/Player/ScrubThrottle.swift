/// Keeps a drag's seeks to one a frame: a move sooner than `interval` after the last seek waits,
/// and only the latest waiting move is sought once the interval is over (or on the release,
/// which seeks accurately anyway).
public struct ScrubThrottle: Hashable, Sendable {
  /// The shortest time between two seeks, in seconds: a frame.
  public var interval: Double
  /// When the last seek was made; `nil` before the first of a drag.
  public private(set) var lastSeek: Double?
  /// The latest move that waits for the interval to pass.
  public private(set) var waiting: Double?

  /// A throttle of one seek every `interval` seconds.
  public init(interval: Double) {
    self.interval = interval
  }

  /// The drag moved to `target` at `time`: the target to seek now, or `nil` when it waits.
  public mutating func move(to target: Double, at time: Double) -> Double? {
    guard let lastSeek, time >= lastSeek, time - lastSeek < interval else {
      waiting = nil
      lastSeek = time
      return target
    }
    waiting = target
    return nil
  }

  /// When the waiting move is due; `nil` when none waits.
  public var dueTime: Double? {
    guard waiting != nil, let lastSeek else { return nil }
    return lastSeek + interval
  }

  /// The waiting move, to seek now, once it is due at `time`.
  public mutating func flush(at time: Double) -> Double? {
    guard let due = dueTime, time >= due, let target = waiting else { return nil }
    waiting = nil
    lastSeek = time
    return target
  }

  /// The drag is over: nothing waits, and the next drag's first move seeks at once.
  public mutating func end() {
    waiting = nil
    lastSeek = nil
  }
}
