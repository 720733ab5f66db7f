/// What seeking reports.
public enum SeekEvent: Hashable, Sendable {
  /// A tap asked to move by `seconds` (negative is back).
  case tapped(seconds: Int)
  /// The accumulation window closed: seek by `total` seconds, the signed sum of its taps.
  case committed(total: Int)
}
