import Foundation

/// Reads a DASH manifest's trick-mode representations' segments (`TrickModeSegments`), period by
/// period: `SegmentTemplate` attributes and timelines inherited from the period and the set where
/// the representation gives none, `BaseURL`s from the manifest's down.
struct TrickModeListing {
  /// Where an element belongs: the manifest, its period, the set, the representation.
  private enum Level: Int {
    case manifest, period, set, representation
  }

  /// What one level says of the segments.
  private struct Addressing {
    var base: String?
    var template: [String: String] = [:]
    var timeline: [TrickModeSegments.Run] = []
  }

  private var levels: [Addressing] = [Addressing()]
  private var presentationDuration: Double?
  private var periodStart = 0.0
  private var periodDuration: Double?
  private var hasPeriod = false
  private var isTrickMode = false
  private var setSegments: [TrickModeSegments] = []
  /// The attributes of the representation open.
  private var representation: [String: String] = [:]
  /// The segments found, in the manifest's order; the periods' ends filled in at the end.
  private(set) var found: [TrickModeSegments] = []

  /// The trick-mode representations' segments in `tags`, by representation id, a period's each.
  static func segments(in tags: [MarkupTag]) -> [String: [TrickModeSegments]] {
    var listing = TrickModeListing()
    for tag in tags { listing.read(tag) }
    listing.endPeriod(
      at: listing.periodDuration.map { listing.periodStart + $0 } ?? listing.presentationDuration)
    return Dictionary(grouping: listing.found, by: \.representation)
  }

  private mutating func read(_ tag: MarkupTag) {
    switch (tag.name, tag.isEnd) {
    case ("MPD", false):
      presentationDuration = tag.attributes["mediaPresentationDuration"].flatMap(Self.seconds(inDuration:))
    case ("Period", false):
      // It starts where it says, else where the one before ended.
      let start =
        tag.attributes["start"].flatMap(Self.seconds(inDuration:))
        ?? periodDuration.map { periodStart + $0 } ?? (hasPeriod ? nil : 0)
      endPeriod(at: start)
      (periodStart, hasPeriod) = (start ?? periodStart, true)
      periodDuration = tag.attributes["duration"].flatMap(Self.seconds(inDuration:))
      enter(.period, closing: tag.closesItself)
    case ("AdaptationSet", false):
      (isTrickMode, setSegments) = (false, [])
      enter(.set, closing: tag.closesItself)
    case ("AdaptationSet", true):
      if isTrickMode { found += setSegments }
      leave(.set)
    case ("Period", true):
      leave(.period)
    case _ where tag.marksTrickMode:
      isTrickMode = true
    case ("Representation", false):
      enter(.representation, closing: false)
      if tag.closesItself { endRepresentation(tag.attributes) } else { representation = tag.attributes }
    case ("Representation", true):
      endRepresentation(representation)
    case ("BaseURL", false):
      levels[levels.count - 1].base = tag.text
    case ("SegmentTemplate", false):
      levels[levels.count - 1].template = tag.attributes
    case ("S", false):
      guard let duration = tag.attributes["d"].flatMap({ Int($0) }) else { return }
      levels[levels.count - 1].timeline.append(
        TrickModeSegments.Run(
          time: tag.attributes["t"].flatMap { Int($0) }, duration: duration,
          repeats: tag.attributes["r"].flatMap { Int($0) } ?? 0))
    default:
      break
    }
  }

  /// A level opens (its addressing empty, its own to fill); a period or set that closes in its
  /// tag opens none.
  private mutating func enter(_ level: Level, closing: Bool) {
    guard !closing else { return }
    levels = Array(levels.prefix(level.rawValue)) + [Addressing()]
  }

  private mutating func leave(_ level: Level) {
    levels = Array(levels.prefix(level.rawValue))
  }

  /// The representation's segments, its levels' addressing merged, kept for the set's end.
  private mutating func endRepresentation(_ attributes: [String: String]) {
    defer { leave(.representation) }
    let template = levels.reduce(into: [String: String]()) { $0.merge($1.template) { _, inner in inner } }
    guard let id = attributes["id"], let media = template["media"] else { return }
    var segments = TrickModeSegments(
      representation: id, bandwidth: attributes["bandwidth"].flatMap { Int($0) } ?? 0,
      bases: levels.compactMap(\.base), initialization: template["initialization"], media: media)
    segments.startNumber = template["startNumber"].flatMap { Int($0) } ?? 1
    segments.timescale = template["timescale"].flatMap { Int($0) } ?? 1
    segments.duration = template["duration"].flatMap { Int($0) }
    segments.presentationTimeOffset = template["presentationTimeOffset"].flatMap { Int($0) } ?? 0
    segments.timeline = levels.last { !$0.timeline.isEmpty }?.timeline ?? []
    segments.periodStart = periodStart
    setSegments.append(segments)
  }

  /// The period read ends at `end` (`nil`: unknown): its segments learn it.
  private mutating func endPeriod(at end: Double?) {
    for index in found.indices where found[index].periodStart == periodStart && found[index].periodEnd == nil
    {
      found[index].periodEnd = end
    }
  }

  /// The seconds in an ISO 8601 duration as DASH writes them ("PT1M0.5S", "P0Y0M0DT0H3M30S").
  static func seconds(inDuration text: String) -> Double? {
    guard text.hasPrefix("P") else { return nil }
    var total = 0.0
    var number = ""
    var inTime = false
    for character in text.dropFirst() {
      if character == "T" {
        inTime = true
        continue
      }
      if character.isNumber || character == "." {
        number.append(character)
        continue
      }
      guard let value = Double(number) else { return nil }
      number = ""
      switch (character, inTime) {
      case ("D", false): total += value * 86_400
      case ("H", true): total += value * 3600
      case ("M", true): total += value * 60
      case ("S", true): total += value
      // Years and months have no fixed length: only none of them is read.
      case ("Y", false) where value == 0, ("M", false) where value == 0: continue
      default: return nil
      }
    }
    return number.isEmpty ? total : nil
  }
}
