/// Reads TTML (`.ttml`, `.dfxp`: the W3C's Timed Text Markup Language, as FFmpeg, streaming
/// services and broadcasters write it): each `<p>` is a cue from its `begin` to its `end` (or
/// after its `dur`), counted from the `begin` of the `<body>` and `<div>` around it, whose times
/// it takes when it has none. Times are clock times (`00:00:01.500`, `00:00:01:12` in frames) or
/// offsets (`1.5s`, `1500ms`, `36f`, `10000000t` in ticks, at the file's `ttp:frameRate` and
/// `ttp:tickRate`). `<br/>` breaks a line; italic, bold, underline, colour and background colour,
/// written on an element or in the styles it names, become markup; other elements keep their
/// text. A region at the top or the middle (`tts:displayAlign`), or one aligning its lines left
/// or right (`tts:textAlign`), places its cues there (`SubtitlePlacement`).
enum TTMLReader {
  /// Whether `text` is TTML: an XML document whose root is `<tt>`.
  static func isTTML(_ text: String) -> Bool {
    var rest = Substring(text).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard rest.first == "<" else { return false }
    while let tag = nextTag(in: &rest) {
      guard tag.name.hasPrefix("?") || tag.name.hasPrefix("!") else { return localName(tag.name) == "tt" }
    }
    return false
  }

  /// The cues `text` holds, in the file's order.
  static func cues(in text: String) -> [SubtitleCue] {
    var reader = Reading()
    var rest = Substring(text)
    while !rest.isEmpty {
      let before = rest.prefix { $0 != "<" }
      rest = rest.dropFirst(before.count)
      reader.text(before)
      guard let tag = nextTag(in: &rest) else { break }
      reader.tag(tag)
    }
    return reader.cues
  }

  /// A tag: its name (a closing tag's with "/" before it), attributes, and whether it closes
  /// itself.
  struct Tag {
    var name: Substring
    var attributes: [Substring: Substring]
    var isEmpty: Bool
  }

  /// The tag `rest` starts with, `rest` moved past it; comments, declarations and CDATA come
  /// back as tags named "!" or "?". `nil` at the end.
  static func nextTag(in rest: inout Substring) -> Tag? {
    guard let open = rest.firstIndex(of: "<") else { return nil }
    rest = rest[rest.index(after: open)...]
    for (start, end) in [("!--", "-->"), ("![CDATA[", "]]>")] where rest.hasPrefix(start) {
      let close = rest.firstRange(of: end)
      rest = close.map { rest[$0.upperBound...] } ?? ""
      return Tag(name: "!", attributes: [:], isEmpty: true)
    }
    guard let close = rest.firstIndex(of: ">") else {
      rest = ""
      return nil
    }
    var inside = rest[..<close]
    rest = rest[rest.index(after: close)...]
    let isEmpty = inside.hasSuffix("/")
    if isEmpty { inside = inside.dropLast() }
    let name = inside.prefix { !$0.isWhitespace }
    let attributes = Dictionary(TagAttributes.of(inside).map { ($0.name, $0.value) }) { first, _ in first }
    return Tag(name: name, attributes: attributes, isEmpty: isEmpty)
  }

  /// A name without its namespace prefix (`tts:color` → `color`).
  static func localName(_ name: Substring) -> Substring {
    name.split(separator: ":").last ?? name
  }
}

extension TTMLReader {
  /// The state of a reading: the timing and styles read so far, the elements open, and the cue
  /// being written.
  struct Reading {
    /// The cues read.
    var cues: [SubtitleCue] = []
    /// Frames and ticks a second, and whether the file set its frame rate (ticks are then
    /// frames unless it sets them, else seconds).
    private var frameRate = 30.0
    private var tickRate: Double?
    private var setsFrameRate = false
    /// The styles of `<styling>` and the regions of `<layout>`, by id: their `tts:` attributes.
    private var styles: [Substring: [Substring: Substring]] = [:]
    private var regions: [Substring: [Substring: Substring]] = [:]
    /// The elements open: their names, the times of their timing context, and the tags a `<p>`
    /// opened for them.
    private var open: [(name: Substring, begin: Double, end: Double?, tags: [String], region: Substring?)] =
      []
    /// The cue being written: its times, the text so far (with HTML-like tags), the region it
    /// or an element in it names, and the one an element around it names.
    private var cue: (begin: Double, end: Double?, text: String, region: Substring?, around: Substring?)?

    mutating func text(_ text: Substring) {
      guard cue != nil, !text.isEmpty else { return }
      let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let spaced =
        (text.first?.isWhitespace == true ? " " : "") + words
        + (text.last?.isWhitespace == true && !words.isEmpty ? " " : "")
      cue?.text += spaced
    }

    mutating func tag(_ tag: Tag) {
      guard !tag.name.hasPrefix("!"), !tag.name.hasPrefix("?") else { return }
      if tag.name.hasPrefix("/") { return close(localName(tag.name.dropFirst())) }
      let name = localName(tag.name)
      let attributes = Dictionary(tag.attributes.map { (localName($0.key), $0.value) }) { first, _ in first }
      switch name {
      case "tt": readRates(attributes)
      case "style" where open.contains { $0.name == "styling" }:
        if let id = attributes["id"] { styles[id] = resolved(attributes) }
      case "region" where open.contains { $0.name == "layout" }:
        if let id = attributes["id"] { regions[id] = resolved(attributes) }
      case "br":
        cue?.text += "\n"
      default: break
      }
      guard !tag.isEmpty, name != "br" else { return }
      let parent = open.last.map { ($0.begin, $0.end) } ?? (0, nil)
      let begin = attributes["begin"].flatMap(seconds).map { parent.0 + $0 } ?? parent.0
      let end =
        attributes["end"].flatMap(seconds).map { parent.0 + $0 }
        ?? attributes["dur"].flatMap(seconds).map { begin + $0 } ?? parent.1
      var tags: [String] = []
      if name == "p" {
        cue = (begin, end, "", nil, open.last?.region)
      }
      if let region = attributes["region"], cue != nil, cue?.region == nil { cue?.region = region }
      if cue != nil {
        tags = Self.tags(for: resolved(attributes))
        cue?.text += tags.map { "<\($0)>" }.joined()
      }
      open.append((name, begin, end, tags, attributes["region"] ?? open.last?.region))
    }

    /// Closes the innermost open element named `name` (and those inside it); a `<p>` ends its cue.
    private mutating func close(_ name: Substring) {
      guard let index = open.lastIndex(where: { $0.name == name }) else { return }
      for element in open[index...].reversed() {
        cue?.text += element.tags.reversed().map { "</\($0.split(separator: " ")[0])>" }.joined()
        guard element.name == "p", let written = cue else { continue }
        let lines = written.text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.trimmingWhitespace() }.joined(separator: "\n")[...].trimmingWhitespace()
        if !lines.isEmpty {
          var made = SubtitleCue(
            start: written.begin, end: written.end, markup: TaggedSubtitleText.markup(lines))
          made.placement = (written.region ?? written.around).flatMap { regions[$0] }.flatMap(Self.placement)
          cues.append(made)
        }
        cue = nil
      }
      open.removeSubrange(index...)
    }

    /// The frame and tick rates the root sets.
    private mutating func readRates(_ attributes: [Substring: Substring]) {
      if let rate = attributes["frameRate"].flatMap({ Double($0) }), rate > 0 {
        (frameRate, setsFrameRate) = (rate, true)
      }
      let multiplier = attributes["frameRateMultiplier"]?.split(separator: " ").compactMap { Double($0) }
      if let multiplier, multiplier.count == 2, multiplier[0] > 0, multiplier[1] > 0 {
        frameRate *= multiplier[0] / multiplier[1]
      }
      if let rate = attributes["tickRate"].flatMap({ Double($0) }), rate > 0 { tickRate = rate }
    }

    /// `attributes` with those of the styles they name (`style="a b"`) under them.
    private func resolved(_ attributes: [Substring: Substring]) -> [Substring: Substring] {
      let named = attributes["style"]?.split(separator: " ").compactMap { styles[$0] } ?? []
      return named.reduce(into: [:]) { $0.merge($1) { _, new in new } }.merging(attributes) { _, own in own }
    }

    /// Where a region with `attributes` puts its lines: at its top edge or its middle
    /// (`displayAlign` before or center), along its left or right edge (`textAlign`); `nil` for
    /// a region at the bottom, centred, where uncued text sits.
    private static func placement(of attributes: [Substring: Substring]) -> SubtitlePlacement? {
      let percents = { (name: Substring) in
        attributes[name]?.split(separator: " ").compactMap { Double($0.dropLast()) }
      }
      let origin = percents("origin").flatMap { $0.count == 2 ? $0 : nil } ?? [0, 0]
      let extent = percents("extent").flatMap { $0.count == 2 ? $0 : nil } ?? [100, 100]
      var placement = SubtitlePlacement(position: origin[0], positionAlign: .start, size: extent[0])
      switch attributes["displayAlign"] {
      case "before": placement.line = .percent(origin[1])
      case "center": (placement.line, placement.lineAlign) = (.percent(origin[1] + extent[1] / 2), .center)
      default: break
      }
      switch attributes["textAlign"] {
      case "left", "start": placement.alignment = .left
      case "right", "end": placement.alignment = .right
      default: if placement.line == nil { return nil }
      }
      return placement
    }

    /// The HTML-like tags (`TaggedSubtitleText` reads them) for an element's formatting.
    private static func tags(for attributes: [Substring: Substring]) -> [String] {
      var tags: [String] = []
      if attributes["fontStyle"].map({ $0 == "italic" || $0 == "oblique" }) == true { tags.append("i") }
      if attributes["fontWeight"] == "bold" { tags.append("b") }
      if attributes["textDecoration"]?.contains("underline") == true { tags.append("u") }
      let colours = [("color", attributes["color"]), ("background", attributes["backgroundColor"])]
        .compactMap { name, value in value.flatMap { $0.contains("\"") ? nil : "\(name)=\"\($0)\"" } }
      if !colours.isEmpty { tags.append("font " + colours.joined(separator: " ")) }
      return tags
    }

    /// A time expression in seconds: a clock time (`hh:mm:ss`, `.fraction` or `:frames`) or an
    /// offset (`1.5s`, `2m`, `1h`, `500ms`, `12f`, `9000t`); `nil` for another.
    private func seconds(_ value: Substring) -> Double? {
      let value = value.trimmingWhitespace()
      let parts = value.split(separator: ":", omittingEmptySubsequences: false)
      if parts.count >= 3 {
        guard let hours = Double(parts[0]), let minutes = Double(parts[1]), let whole = Double(parts[2])
        else { return nil }
        let frames = parts.count > 3 ? (Double(parts[3]) ?? 0) / frameRate : 0
        return hours * 3600 + minutes * 60 + whole + frames
      }
      let units: [(String, Double)] = [
        ("ms", 0.001), ("h", 3600), ("m", 60), ("s", 1), ("f", 1 / frameRate),
        ("t", 1 / (tickRate ?? (setsFrameRate ? frameRate : 1))),
      ]
      for (unit, scale) in units where value.hasSuffix(unit) {
        return Double(value.dropLast(unit.count)).map { $0 * scale }
      }
      return nil
    }
  }
}
