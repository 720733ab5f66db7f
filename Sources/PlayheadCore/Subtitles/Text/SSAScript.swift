/// An SSA or ASS script (`.ssa`, `.ass`) read as its words: the `[Events]` section's Dialogue
/// lines, in the order its `Format:` line gives their fields, each a cue of its text without
/// the override codes (`{\pos(…)}`, `{\c&H…&}`; `{\i1}` and its kind kept as tags), `\N` and
/// `\n` as line breaks, `\h` as a space that does not break. How a script looks is libass's to
/// draw; these cues are what it says, for the headless output and what is read aloud.
public enum SSAScript {
  /// The cues `text` holds, by start.
  static func cues(in text: String) -> [SubtitleCue] {
    var fields = [
      "layer", "start", "end", "style", "name", "marginl", "marginr", "marginv", "effect", "text",
    ]
    var inEvents = false
    var cues: [SubtitleCue] = []
    for line in SubtitleLines.of(text) {
      let trimmed = line.trimmingWhitespace()
      if trimmed.hasPrefix("[") {
        inEvents = trimmed.lowercased() == "[events]"
        continue
      }
      guard inEvents, let colon = trimmed.firstIndex(of: ":") else { continue }
      let key = trimmed[..<colon].lowercased()
      let value = trimmed[trimmed.index(after: colon)...]
      if key == "format" {
        fields = value.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }
      } else if key == "dialogue", let cue = cue(value, fields: fields) {
        cues.append(cue)
      }
    }
    return cues.sorted { $0.start < $1.start }
  }

  /// The cue of a Dialogue line's `value`, its fields named by `fields` (the text is the last,
  /// and keeps its commas); none for an event that ends before it starts, which libass does not
  /// show either.
  private static func cue(_ value: Substring, fields: [String]) -> SubtitleCue? {
    let values = value.split(
      separator: ",", maxSplits: max(fields.count - 1, 0), omittingEmptySubsequences: false)
    guard values.count == fields.count, let last = values.last,
      let start = fields.firstIndex(of: "start").flatMap({ SubtitleTimestamp.seconds(values[$0]) }),
      let end = fields.firstIndex(of: "end").flatMap({ SubtitleTimestamp.seconds(values[$0]) }),
      end > start
    else { return nil }
    let markup = markup(of: last)
    guard markup.contains(where: { !$0.isWhitespace && $0 != "\u{A0}" }) else { return nil }
    return SubtitleCue(start: start, end: end, markup: markup)
  }

  /// The cue of an event of an SSA/ASS stream as Matroska stores it (`ReadOrder, Layer, Style,
  /// Name, MarginL, MarginR, MarginV, Effect, Text`), shown from `start` to `end`: its words, and
  /// the event itself for libass. `nil` for what is not such an event.
  public static func cue(event: String, start: Double, end: Double?) -> SubtitleCue? {
    let fields = event.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false)
    guard fields.count == 9, Int(fields[0].trimmingWhitespace()) != nil else { return nil }
    var cue = SubtitleCue(start: start, end: end, markup: markup(of: fields[8]))
    cue.event = event
    return cue
  }

  /// The words of an event's `text` as Pango markup: override codes dropped, `\N` and `\n` as
  /// line breaks, `\h` as a space that does not break.
  private static func markup(of text: Substring) -> String {
    let words = text.replacing("\\N", with: "\n").replacing("\\n", with: "\n").replacing(
      "\\h", with: "\u{A0}")
    return TaggedSubtitleText.markup(Substring(words))
  }
}
