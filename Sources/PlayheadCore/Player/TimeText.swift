/// Time labels for a player: clock text (m:ss, h:mm:ss), "LIVE", "--:--" when unknown, and
/// sentences for screen readers. Never NaN, never a crash.
public enum TimeText {
  /// `m:ss` under an hour, `h:mm:ss` from an hour; "--:--" for `nil`, NaN, infinite or negative.
  public static func clock(_ seconds: Double?) -> String {
    guard let seconds, seconds.isFinite, seconds >= 0 else { return "--:--" }
    let whole = Int(seconds.rounded(.down))
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  /// The trailing label: "LIVE" for live streams, else the remaining time ("-m:ss") when asked,
  /// else the total; either marked "≈ " while the duration is an estimate.
  public static func trailing(
    position: Double?, duration: Double?, isLive: Bool, showsRemaining: Bool, isEstimate: Bool = false
  ) -> String {
    if isLive { return translated("LIVE") }
    guard showsRemaining else { return total(duration, isEstimate: isEstimate) }
    guard let duration, let position, duration.isFinite, duration >= 0, position.isFinite else {
      return clock(nil)
    }
    return (isEstimate ? "≈ " : "") + "-" + clock(max(duration - position, 0))
  }

  /// The total: "3:12", "≈ 3:12" while the duration is an estimate, "--:--" when unknown.
  public static func total(_ duration: Double?, isEstimate: Bool = false) -> String {
    guard let duration, duration.isFinite, duration >= 0 else { return clock(nil) }
    return (isEstimate ? "≈ " : "") + clock(duration)
  }

  /// How far behind a live stream's edge: "−0:42" (a minus sign), "−0:00" at the edge; or, for a
  /// screen reader (`spoken`), "42 seconds behind live" or "live". `nil` or not a time is the edge.
  public static func behindLive(_ seconds: Double?, spoken: Bool) -> String {
    let behind = seconds.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
    guard spoken else { return "−" + clock(behind) }
    return behind < 1 ? translated("live") : translated("\(self.spoken(behind)) behind live")
  }

  /// "1 hour 2 minutes 5 seconds", "0 seconds"; "unknown time" when not a time.
  public static func spoken(_ seconds: Double?) -> String {
    guard let seconds, seconds.isFinite, seconds >= 0 else { return translated("unknown time") }
    let whole = Int(seconds.rounded(.down))
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    let parts = [
      hours > 0 ? translated(one: "\(hours) hour", other: "\(hours) hours", count: hours) : nil,
      minutes > 0 ? translated(one: "\(minutes) minute", other: "\(minutes) minutes", count: minutes) : nil,
      rest > 0 || whole == 0 ? translated(one: "\(rest) second", other: "\(rest) seconds", count: rest) : nil,
    ]
    return parts.compactMap { $0 }.joined(separator: " ")
  }

  /// What a screen reader says for a position: "1 minute 5 seconds of 10 minutes" ("of about 10
  /// minutes" while the duration is an estimate), "live", or the position alone when the length
  /// is unknown.
  public static func accessibility(
    position: Double?, duration: Double?, isLive: Bool, isEstimate: Bool = false
  )
    -> String
  {
    if isLive { return translated("live") }
    guard let duration, duration.isFinite, duration > 0 else { return spoken(position) }
    let (elapsed, total) = (spoken(position), spoken(duration))
    return isEstimate ? translated("\(elapsed) of about \(total)") : translated("\(elapsed) of \(total)")
  }
}
