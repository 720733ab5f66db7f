import Foundation

/// A DASH trick-mode representation's segments in one period, as its `SegmentTemplate`
/// addresses them (`$Number$` or `$Time$`, with a `SegmentTimeline` or a fixed `duration`): the
/// picture for a time is found without listing them all. Representations addressed otherwise
/// (`SegmentBase`, `SegmentList`) give no previews.
public struct TrickModeSegments: Hashable, Sendable {
  /// One `S` of a `SegmentTimeline`: segments of `duration` from `time` (the last one's end when
  /// `nil`), repeated `repeats` more times (-1: up to the next `S` or the period's end).
  struct Run: Hashable, Sendable {
    var time: Int?
    var duration: Int
    var repeats: Int
  }

  /// The representation's `id` and `bandwidth`, which templates name.
  var representation: String
  var bandwidth: Int
  /// The `BaseURL`s from the manifest's down to the representation's, each relative to the one
  /// before (the first to the manifest's address).
  var bases: [String]
  /// The templates of the initialization section and the media segments.
  var initialization: String?
  var media: String
  var startNumber = 1
  var timescale = 1
  /// Each segment's length in the timescale, where there is no timeline.
  var duration: Int?
  var presentationTimeOffset = 0
  var timeline: [Run] = []
  /// The period's start and end on the presentation's timeline, in seconds (the end unknown
  /// for the last period of a manifest giving no duration).
  var periodStart = 0.0
  var periodEnd: Double?

  /// The picture of the segment showing `seconds` (on the presentation's timeline), with its
  /// addresses resolved against `manifest`'s; `nil` before the period or where the template has
  /// no segments.
  public func picture(at seconds: Double, manifest: URL) -> PreviewPicture? {
    guard timescale > 0, let (index, time) = segment(at: max(0, seconds - periodStart)) else { return nil }
    let base = bases.reduce(manifest) { URL(string: $1, relativeTo: $0)?.absoluteURL ?? $0 }
    let address = { (template: String) in
      URL(string: self.filled(template, number: self.startNumber + index, time: time), relativeTo: base)?
        .absoluteURL
    }
    guard let url = address(media) else { return nil }
    let start = periodStart + Double(time - presentationTimeOffset) / Double(timescale)
    return PreviewPicture(
      start: start, header: initialization.flatMap(address).map { PreviewPiece(url: $0) },
      media: PreviewPiece(url: url))
  }

  /// The index (from 0) and start time (in the timescale, `presentationTimeOffset` included) of
  /// the segment showing `seconds` into the period: the last starting at or before it.
  private func segment(at seconds: Double) -> (Int, Int)? {
    let target = presentationTimeOffset + Int(seconds * Double(timescale))
    let end = periodEnd.map { presentationTimeOffset + Int(($0 - periodStart) * Double(timescale)) }
    guard !timeline.isEmpty else {
      guard let duration, duration > 0 else { return nil }
      var index = max(0, target - presentationTimeOffset) / duration
      if let end { index = min(index, max(0, (end - presentationTimeOffset - 1) / duration)) }
      return (index, presentationTimeOffset + index * duration)
    }
    var found: (Int, Int)?
    var index = 0
    var time = timeline.first?.time ?? 0
    for (position, run) in timeline.enumerated() where run.duration > 0 {
      time = run.time ?? time
      let next = position + 1 < timeline.count ? timeline[position + 1].time ?? end : end
      let count =
        run.repeats >= 0
        ? run.repeats + 1 : next.map { max(1, ($0 - time + run.duration - 1) / run.duration) } ?? 1
      guard time <= target else { break }
      let within = min(count - 1, (target - time) / run.duration)
      found = (index + within, time + within * run.duration)
      index += count
      time += count * run.duration
    }
    return found ?? (0, timeline.first?.time ?? 0)
  }

  /// `template` with its identifiers filled in (`$RepresentationID$`, `$Number%05d$`...).
  private func filled(_ template: String, number: Int, time: Int) -> String {
    var result = ""
    var parts = template.split(separator: "$", omittingEmptySubsequences: false)[...]
    while let text = parts.popFirst() {
      result += text
      guard let identifier = parts.popFirst() else { break }
      let name = identifier.prefix { $0 != "%" }
      let width =
        Int(identifier.drop { $0 != "%" }.dropFirst().drop { $0 == "0" }.prefix { $0.isNumber }) ?? 0
      let padded = { (value: Int) in
        String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
      }
      switch name {
      case "": result += "$"
      case "RepresentationID": result += representation
      case "Number": result += padded(number)
      case "Time": result += padded(time)
      case "Bandwidth": result += padded(bandwidth)
      default: result += "$\(identifier)$"
      }
    }
    return result
  }
}
