/// The subtitles of the stream shown, as they arrive from the engine (ahead of playback, in any
/// order after a seek), kept by start: which show at a time is a search, not a scan.
public struct SubtitleCues: Hashable, Sendable {
  /// The cues, by start.
  public private(set) var cues: [SubtitleCue] = []
  /// The SSA/ASS script the stream's events belong to, for libass to draw them as authored;
  /// `nil` for other streams.
  public var script: StyledSubtitleScript?

  /// How long a cue of text without an end lasts, at most: until the next cue otherwise.
  public static let openEndedLength = 5.0
  /// How long a picture without an end lasts, at most: bitmap streams end each picture with the
  /// next (an empty one to clear it), which may come much later.
  public static let openEndedPictureLength = 60.0
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
    for index in nearby.reversed()
    where cues[index].markup == cue.markup && cues[index].picture == cue.picture
      && cues[index].event == cue.event && overlaps(cues[index], merged)
    {
      let kept = cues.remove(at: index)
      merged = cue.spanning(from: min(kept.start, merged.start), to: Self.later(kept.end, merged.end))
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

  /// Ends at `time` the pictures showing then that started before it: a bitmap stream's
  /// picture shows until the next one, or an empty one, comes.
  public mutating func endPictures(at time: Double) {
    let before = firstIndex(startingAfter: time)
    for index in max(before - Self.overlapReach, 0)..<before {
      let cue = cues[index]
      guard cue.picture != nil, cue.start < time, cue.end.map({ $0 > time }) ?? true else { continue }
      cues[index] = cue.spanning(from: cue.start, to: time)
    }
  }

  /// Makes `change`, from a bitmap stream `time` seconds in: what showed ends, and a picture
  /// shows from then (for its time-out, if it has one).
  public mutating func apply(_ change: SubtitlePictureChange, at time: Double) {
    endPictures(at: time)
    guard case .show(let picture, let timeout) = change else { return }
    insert(SubtitleCue(start: time, end: timeout.map { time + $0 }, picture: picture))
  }

  /// Forgets every cue and the script (another stream was chosen).
  public mutating func removeAll() {
    cues.removeAll()
    script = nil
  }

  /// The cues showing at `time`, earliest first.
  public func shown(at time: Double) -> [SubtitleCue] {
    let after = firstIndex(startingAfter: time)
    let reach = max(after - Self.overlapReach, 0)
    return (reach..<after).filter { time < end(of: $0) }.map { cues[$0] }
  }

  /// Whether a cue with an end showing at `time`, or one after it, has been read: the stream
  /// has been read past `time`, so what `shown(at:)` says of it is all there is. (A cue without
  /// an end may yet be ended before `time` by what comes next. An SSA/ASS stream's events
  /// overlap, any number of them: only one starting after `time` says all are in.)
  public func hasRead(past time: Double) -> Bool {
    let startsAfter = cues.last.map { $0.start > time } ?? false
    guard script == nil else { return startsAfter }
    return startsAfter || shown(at: time).contains { $0.end != nil }
  }

  /// When the cue at `index` goes: its own end, else the next cue's start, at most
  /// `openEndedLength` (`openEndedPictureLength` for a picture) after its own.
  private func end(of index: Int) -> Double {
    let cue = cues[index]
    if let end = cue.end { return end }
    let latest = cue.start + (cue.picture == nil ? Self.openEndedLength : Self.openEndedPictureLength)
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
