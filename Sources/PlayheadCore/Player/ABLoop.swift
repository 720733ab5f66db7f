/// A stretch of the media played over and over (mpv's `ab-loop`): A marked, then B. Playback
/// that passes B goes back to A; a seek past B leaves it be.
public enum ABLoop: Hashable, Sendable {
  /// A is marked, at seconds; B is still to come.
  case from(Double)
  /// Both are marked: A then B, in seconds (A before B).
  case between(Double, Double)

  /// Where the loop starts.
  public var start: Double {
    switch self {
    case .from(let start), .between(let start, _): start
    }
  }

  /// Where it ends, once marked.
  public var end: Double? {
    guard case .between(_, let end) = self else { return nil }
    return end
  }

  /// The next step of Shift+L at `position`: A, then B (the two in order; a B at A is no loop
  /// and marks A again), then none.
  public static func marking(_ loop: ABLoop?, at position: Double) -> ABLoop? {
    switch loop {
    case nil: return .from(position)
    case .from(let start) where start == position: return .from(position)
    case .from(let start): return .between(min(start, position), max(start, position))
    case .between: return nil
    }
  }

  /// What marking it says: "Loop from 1:05", "Loop 1:05 to 1:20", or "Loop cleared".
  public static func text(_ loop: ABLoop?) -> String {
    switch loop {
    case nil: translated("Loop cleared")
    case .from(let start): translated("Loop from \(TimeText.clock(start))")
    case .between(let start, let end): translated("Loop \(TimeText.clock(start)) to \(TimeText.clock(end))")
    }
  }
}
