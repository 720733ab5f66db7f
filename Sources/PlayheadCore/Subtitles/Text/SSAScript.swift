/// An SSA or ASS script (`.ssa`, `.ass`) read as its words: the `[Events]` section's Dialogue
/// lines, in the order its `Format:` line gives their fields, each a cue of its text without
/// the override codes (`{\pos(…)}`, `{\c&H…&}`; `{\i1}` and its kind kept as tags), `\N` and
/// `\n` as line breaks, `\h` as a space that does not break. How a script looks is libass's to
/// draw; these cues are what it says, for the headless output and what is read aloud.
enum SSAScript {
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
  /// and keeps its commas).
  private static func cue(_ value: Substring, fields: [String]) -> SubtitleCue? {
    let values = value.split(
      separator: ",", maxSplits: max(fields.count - 1, 0), omittingEmptySubsequences: false)
    guard values.count == fields.count, let last = values.last,
      let start = fields.firstIndex(of: "start").flatMap({ SubtitleTimestamp.seconds(values[$0]) }),
      let end = fields.firstIndex(of: "end").flatMap({ SubtitleTimestamp.seconds(values[$0]) })
    else { return nil }
    let text = last.replacing("\\N", with: "\n").replacing("\\n", with: "\n").replacing("\\h", with: "\u{A0}")
    let markup = TaggedSubtitleText.markup(Substring(text))
    guard markup.contains(where: { !$0.isWhitespace && $0 != "\u{A0}" }) else { return nil }
    return SubtitleCue(start: start, end: end, markup: markup)
  }
}
