/// The text of a SubRip or WebVTT cue, with the HTML-like tags they write, made Pango markup
/// that says the same: `<b>`, `<i>`, `<u>`, `<s>`, `<font color>` (and `background`, as TTML's
/// cues are written for it) and WebVTT's colour classes
/// (`<c.yellow>`, `<c.bg_black>`) become Pango's tags and spans; WebVTT's voices, languages,
/// ruby and inner timestamps keep their text and lose the tag; SSA's `{\i1}` toggles, which
/// files converted from SSA keep, become tags too, and its other `{\…}` codes go. Entities are
/// read, a `<` or `&` that starts nothing is shown as it is, and every tag opened is closed,
/// so the result is always well-formed markup.
struct TaggedSubtitleText {
  /// The Pango markup made so far.
  private var markup = ""
  /// The Pango tags open, innermost last, with the name of the source tag each came from.
  private var open: [(source: String, pango: String)] = []
  /// The keypad number of the first SSA alignment code (`{\an8}`, `{\a6}`), if any.
  private var numpad: Int?

  /// The markup for `text`, whose lines are apart by newlines.
  static func markup(_ text: Substring) -> String {
    var converter = TaggedSubtitleText()
    converter.read(text)
    return converter.finished()
  }

  /// The cue `text` makes, shown from `start` to `end`: its markup, placed where an SSA
  /// alignment code in it says.
  static func cue(_ text: Substring, start: Double, end: Double?) -> SubtitleCue {
    var converter = TaggedSubtitleText()
    converter.read(text)
    var cue = SubtitleCue(start: start, end: end, markup: converter.finished())
    cue.placement = converter.numpad.flatMap(SubtitlePlacement.init(ssaNumpad:))
    return cue
  }

  private mutating func read(_ text: Substring) {
    var rest = text
    while let character = rest.first {
      switch character {
      case "<":
        if let end = rest.firstIndex(of: ">"), readTag(rest[rest.index(after: rest.startIndex)..<end]) {
          rest = rest[rest.index(after: end)...]
          continue
        }
        markup += "&lt;"
      case "&":
        if let (entity, length) = Self.entity(at: rest) {
          markup += entity
          rest = rest.dropFirst(length)
          continue
        }
        markup += "&amp;"
      case "{":
        if rest.dropFirst().first == "\\", let end = rest.firstIndex(of: "}") {
          readOverrideCodes(rest[rest.index(after: rest.startIndex)..<end])
          rest = rest[rest.index(after: end)...]
          continue
        }
        markup.append(character)
      case ">":
        markup += "&gt;"
      default:
        markup.append(character)
      }
      rest = rest.dropFirst()
    }
  }

  private mutating func finished() -> String {
    for tag in open.reversed() { markup += "</\(tag.pango)>" }
    open = []
    return markup
  }

  /// Reads a tag's inside (`i`, `/i`, `font color="red"`, `c.yellow`, `00:01.000`); returns
  /// whether it was a tag: something else (`a < b > c`) is text.
  private mutating func readTag(_ inside: Substring) -> Bool {
    let closing = inside.first == "/"
    let body = closing ? inside.dropFirst() : inside
    let name =
      body.prefix { $0.isLetter || $0.isNumber || $0 == ":" || $0 == "." }
      .split(separator: ".", maxSplits: 1).first.map { $0.lowercased() } ?? ""
    guard !name.isEmpty, name.first!.isLetter || Self.isTimestamp(body) else { return false }
    if Self.isTimestamp(body) { return true }
    if name == "br" {
      markup += "\n"
      return true
    }
    guard closing else {
      if let pango = Self.pangoTag(for: name, body) { openTag(name, pango) }
      return Self.knownTags.contains(name)
    }
    if Self.knownTags.contains(name) { closeTag(name) }
    return Self.knownTags.contains(name)
  }

  /// The tags read, whether or not they have a Pango counterpart.
  private static let knownTags: Set<String> = [
    "b", "i", "u", "s", "font", "c", "v", "lang", "ruby", "rt", "span",
  ]

  /// The Pango tag, with its attributes, for the source tag `name` whose inside is `body`;
  /// `nil` for those that only keep their text.
  private static func pangoTag(for name: String, _ body: Substring) -> String? {
    switch name {
    case "b", "i", "u", "s": return name
    case "font":
      let color = attribute("color", in: body).flatMap(safeColor).map { " foreground=\"\($0)\"" } ?? ""
      let background =
        attribute("background", in: body).flatMap(safeColor).map { " background=\"\($0)\"" } ?? ""
      return "span" + color + background
    case "c":
      let classes = body.split(separator: " ").first?.split(separator: ".").dropFirst() ?? []
      var attributes = ""
      for name in classes.map({ $0.lowercased() }) {
        if let color = classColors[name] {
          attributes += " foreground=\"\(color)\""
        } else if name.hasPrefix("bg_"), let color = classColors[String(name.dropFirst(3))] {
          attributes += " background=\"\(color)\""
        }
      }
      return "span" + attributes
    default: return nil
    }
  }

  /// WebVTT's default colour classes.
  private static let classColors = [
    "white": "#FFFFFF", "lime": "#00FF00", "cyan": "#00FFFF", "red": "#FF0000", "yellow": "#FFFF00",
    "magenta": "#FF00FF", "blue": "#0000FF", "black": "#000000",
  ]

  /// The colour a file wrote, as Pango reads it: "#RGB", "#RRGGBB" (also without the hash, as
  /// some files write it), "#RRGGBBAA" without its opacity, or one of HTML's names; `nil` for anything else (Pango refuses the
  /// whole cue for a colour it does not know).
  private static func safeColor(_ text: Substring) -> String? {
    let hex = text.hasPrefix("#") ? text.dropFirst() : text
    if [3, 6].contains(hex.count), hex.allSatisfy(\.isHexDigit) { return "#" + hex }
    // TTML's #RRGGBBAA, its opacity left out.
    if text.hasPrefix("#"), hex.count == 8, hex.allSatisfy(\.isHexDigit) { return "#" + hex.prefix(6) }
    return colorNames[text.lowercased()]
  }

  /// HTML's colour names, as subtitle files use them.
  private static let colorNames = [
    "black": "#000000", "silver": "#C0C0C0", "gray": "#808080", "grey": "#808080", "white": "#FFFFFF",
    "maroon": "#800000", "red": "#FF0000", "purple": "#800080", "fuchsia": "#FF00FF", "magenta": "#FF00FF",
    "green": "#008000", "lime": "#00FF00", "olive": "#808000", "yellow": "#FFFF00", "navy": "#000080",
    "blue": "#0000FF", "teal": "#008080", "aqua": "#00FFFF", "cyan": "#00FFFF", "orange": "#FFA500",
    "pink": "#FFC0CB", "brown": "#A52A2A", "gold": "#FFD700", "violet": "#EE82EE",
  ]

  /// The value of attribute `name` (any case) in a tag's inside (`TagAttributes`).
  private static func attribute(_ name: String, in body: Substring) -> Substring? {
    TagAttributes.of(body).first { $0.name.lowercased() == name }?.value
  }

  /// Whether a tag's inside is a WebVTT timestamp (karaoke timing: `<00:01.500>`).
  private static func isTimestamp(_ body: Substring) -> Bool {
    SubtitleTimestamp.seconds(body) != nil
  }

  private mutating func openTag(_ source: String, _ pango: String) {
    markup += "<\(pango)>"
    open.append((source, String(pango.prefix { $0 != " " })))
  }

  /// Closes the innermost tag opened from `source`, and opens again those inside it.
  private mutating func closeTag(_ source: String) {
    guard let index = open.lastIndex(where: { $0.source == source }) else { return }
    let inside = open[(index + 1)...]
    for tag in ([open[index]] + inside).reversed() { markup += "</\(tag.pango)>" }
    open.remove(at: index)
    for tag in inside { markup += "<\(tag.pango)>" }
  }

  /// SSA's override codes in `{…}`: `\i1`/`\i0`, `\b1`/`\b0`, `\u1`/`\u0`, `\s1`/`\s0` toggle
  /// the tags; the first alignment (`\an8`, `\a6`) is kept; the others are dropped.
  private mutating func readOverrideCodes(_ codes: Substring) {
    for code in codes.split(separator: "\\") {
      if numpad == nil, code.hasPrefix("an"), let number = Int(code.dropFirst(2)) {
        numpad = number
      } else if numpad == nil, code.first == "a", let number = Int(code.dropFirst()) {
        numpad = SubtitlePlacement.numpad(legacyAlignment: number)
      }
      guard code.count == 2, let name = code.first.map(String.init), "ibus".contains(name) else { continue }
      switch code.last {
      case "1": openTag(name, name)
      case "0": closeTag(name)
      default: break
      }
    }
  }

  /// The markup for the entity `text` starts with, and the entity's length; `nil` when it does
  /// not start with one.
  private static func entity(at text: Substring) -> (String, Int)? {
    guard let end = text.prefix(12).firstIndex(of: ";") else { return nil }
    let name = text[text.index(after: text.startIndex)..<end]
    let length = name.count + 2
    switch name {
    case "amp", "lt", "gt", "quot", "apos": return ("&\(name);", length)
    case "nbsp": return ("\u{A0}", length)
    case "lrm": return ("\u{200E}", length)
    case "rlm": return ("\u{200F}", length)
    default: break
    }
    guard name.first == "#" else { return nil }
    let digits = name.dropFirst()
    let isHex = digits.first == "x" || digits.first == "X"
    guard let value = UInt32(isHex ? digits.dropFirst() : digits, radix: isHex ? 16 : 10),
      let scalar = Unicode.Scalar(value), value != 0
    else { return nil }
    let escaped = ["&": "&amp;", "<": "&lt;", ">": "&gt;"][String(scalar)] ?? String(scalar)
    return (escaped, length)
  }
}
