/// The subtitles of the stream shown, as they arrive from the engine (ahead of playback, in any
/// order after a seek), kept by start: which show at a time is a search, not a scan.
public struct SubtitleCues: Hashable, Sendable {
  /// The cues, by start.
  public private(set) var cues: [SubtitleCue] = []

  /// How long a cue without an end lasts, at most: until the next cue otherwise.
  public static let openEndedLength = 5.0
  /// Cues kept at most (a live stream's go on for ever): the earliest go first.
  public static let capacity = 20_000
  /// How many cues before the latest that started are looked at for ones still showing (cues
  /// overlap in SSA/ASS, a few at a time).
  static let overlapReach = 16

  /// No cues.
  public init() {}

  /// `cue` in its place by start. The same words again at an overlapping time are the same
  /// cue read again: a seek back replays the stream, and one into a cue gives it cut to start
  /// there. The two become one, from the earlier start to the later end.
  public mutating func insert(_ cue: SubtitleCue) {
    guard cue.start.isFinite else { return }
    var merged = cue
    let nearby =
      max(
        firstIndex(startingAfter: cue.start) - Self.overlapReach, 0)..<firstIndex(
        startingAfter: cue.end ?? cue.start)
    for index in nearby.reversed() where cues[index].markup == cue.markup && overlaps(cues[index], merged) {
      let kept = cues.remove(at: index)
      merged = SubtitleCue(
        start: min(kept.start, merged.start), end: Self.later(kept.end, merged.end), markup: cue.markup)
    }
    cues.insert(merged, at: firstIndex(startingAfter: merged.start))
    if cues.count > Self.capacity { cues.removeFirst(cues.count - Self.capacity) }
  }

  /// Whether `one` and `other` share a moment (a cue without an end counted as an instant).
  private func overlaps(_ one: SubtitleCue, _ other: SubtitleCue) -> Bool {
    one.start <= (other.end ?? other.start) && other.start <= (one.end ?? one.start)
  }

  /// The later of two ends, `nil` when both are unknown.
  private static func later(_ one: Double?, _ other: Double?) -> Double? {
    switch (one, other) {
    case (let one?, let other?): max(one, other)
    case (let one?, nil): one
    case (nil, let other): other
    }
  }

  /// Forgets every cue (another stream was chosen).
  public mutating func removeAll() { cues.removeAll() }

  /// The cues showing at `time`, earliest first.
  public func shown(at time: Double) -> [SubtitleCue] {
    let after = firstIndex(startingAfter: time)
    let reach = max(after - Self.overlapReach, 0)
    return (reach..<after).filter { time < end(of: $0) }.map { cues[$0] }
  }

  /// Whether a cue showing at `time`, or one after it, has been read: the stream has been read
  /// past `time`, so what `shown(at:)` says of it is all there is.
  public func hasRead(past time: Double) -> Bool {
    (cues.last.map { $0.start > time } ?? false) || !shown(at: time).isEmpty
  }

  /// When the cue at `index` goes: its own end, else the next cue's start, at most
  /// `openEndedLength` after its own.
  private func end(of index: Int) -> Double {
    let cue = cues[index]
    if let end = cue.end { return end }
    let latest = cue.start + Self.openEndedLength
    let next = cues[(index + 1)...].first { $0.start > cue.start }?.start ?? latest
    return min(next, latest)
  }

  /// The index of the first cue starting after `time` (the count when none does).
  private func firstIndex(startingAfter time: Double) -> Int {
    var (low, high) = (0, cues.count)
    while low < high {
      let middle = (low + high) / 2
      if cues[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
