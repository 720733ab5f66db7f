/// Follows a live stream's edge from the seekable ranges an engine reports now and then (its
/// demuxer widens the range a segment at a time, as the playlist grows): the edge moves on with
/// the clock between reports, so times read back from it stay steady rather than jumping by a
/// segment. Its start moves on likewise as old segments leave, so the window's length stays
/// steady and the knob within it does not jump. The edge is where the stream was joined, as far behind the range's end as the
/// demuxer starts a viewer (HLS's three segments), measured at the first report. A value,
/// stepped by its owner's clock.
public struct LiveEdgeTracker: Hashable, Sendable {
  /// How long the edge moves on with the clock past the last end reported, in seconds at the
  /// least: a playlist that stops growing stops the edge soon after.
  public static let minimumExtrapolation = 10.0

  /// The range's start last reported, and where the reckoning of the start starts, and when.
  private var start: Double?
  private var startBase = 0.0
  private var startBaseTime = 0.0
  /// The largest step the reported start took: about a segment's length.
  private var largestStartStep = 0.0
  /// The range's end last reported.
  private var reportedEnd: Double?
  /// Where the reckoning of the end starts, and when.
  private var base = 0.0
  private var baseTime = 0.0
  private var holdBack: Double?
  /// The largest step the reported end took: about a segment's length.
  private var largestStep = 0.0
  /// When the reported end last grew (or was first reported).
  private var grewAt: Double?

  /// A tracker that has seen nothing.
  public init() {}

  /// Notes the seekable `range` the engine reports at `time`, with the `position` then (the
  /// first with one sets how far behind the end the edge is).
  public mutating func observe(range: ClosedRange<Double>?, position: Double?, at time: Double) {
    guard let range, range.lowerBound.isFinite, range.upperBound.isFinite else { return }
    if let start, range.lowerBound > start {
      largestStartStep = max(largestStartStep, range.lowerBound - start)
      (startBase, startBaseTime) = (max(range.lowerBound, reckonedStart(at: time)), time)
    } else if start == nil {
      (startBase, startBaseTime) = (range.lowerBound, time)
    }
    start = range.lowerBound
    if holdBack == nil, let position, position.isFinite {
      holdBack = max(range.upperBound - position, 0)
    }
    guard let reportedEnd else {
      (reportedEnd, base, baseTime, grewAt) = (range.upperBound, range.upperBound, time, time)
      return
    }
    guard range.upperBound > reportedEnd else { return }
    grewAt = time
    largestStep = max(largestStep, range.upperBound - reportedEnd)
    self.reportedEnd = range.upperBound
    // A new segment: the reckoning goes on from it, or from where the clock had it when the
    // report came late (no report is ahead of the stream itself, so neither is the reckoning).
    (base, baseTime) = (max(range.upperBound, end(at: time)), time)
  }

  /// The window at `time`: from the oldest moment kept to the edge moved on by the clock; `nil`
  /// before a range and a position were seen.
  public func window(at time: Double) -> LiveWindow? {
    guard start != nil, let holdBack, reportedEnd != nil else { return nil }
    return LiveWindow(
      start: reckonedStart(at: time), edge: end(at: time) - holdBack, edgeTolerance: largestStep)
  }

  /// How long a live playlist may go without growing before the stream is taken to have
  /// stopped, in seconds: three segments, and at least `shortestStopPatience`.
  public var stopPatience: Double { max(3 * largestStep, Self.shortestStopPatience) }
  /// The least of `stopPatience`: a server a little late with a segment is not a stop.
  public static let shortestStopPatience = 15.0

  /// Seconds at `time` since the playlist last grew, once that is `stopPatience` or more; `nil`
  /// while it grows, and before any report.
  public func silence(at time: Double) -> Double? {
    guard let grewAt, time - grewAt >= stopPatience else { return nil }
    return time - grewAt
  }

  /// The range's start reckoned from the last step by the time since, a step at most: an old
  /// segment leaves a segment's length after the one before (and never before the report says).
  private func reckonedStart(at time: Double) -> Double {
    startBase + min(max(time - startBaseTime, 0), largestStartStep)
  }

  /// The range's end reckoned from the last report by the time since, within the extrapolation.
  private func end(at time: Double) -> Double {
    let limit = max(Self.minimumExtrapolation, 2 * largestStep)
    return base + min(max(time - baseTime, 0), limit)
  }
}
