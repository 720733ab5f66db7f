import Foundation

/// Reads SubViewer 2.0 (`.sub`): after an optional `[INFORMATION]` header, cues of a
/// "hh:mm:ss.cc,hh:mm:ss.cc" line and the text on the next, its lines apart by "[br]".
enum SubViewerReader {
  /// The cues `text` holds, in the file's order.
  static func cues(in text: String) -> [SubtitleCue] {
    let lines = SubtitleLines.of(text)
    return lines.indices.compactMap { index in
      guard let times = timing(lines[index]), index + 1 < lines.count else { return nil }
      let body = lines[index + 1].replacing("[br]", with: "\n").replacing("[BR]", with: "\n")
      guard !body.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
      return SubtitleCue(
        start: times.start, end: times.end, markup: TaggedSubtitleText.markup(Substring(body)))
    }
  }

  /// The times of a "start,end" line, `nil` for another line.
  static func timing(_ line: Substring) -> (start: Double, end: Double)? {
    let parts = line.trimmingWhitespace().split(separator: ",")
    guard parts.count == 2, parts[0].contains(":"), let start = SubtitleTimestamp.seconds(parts[0]),
      let end = SubtitleTimestamp.seconds(parts[1])
    else { return nil }
    return (start, end)
  }
}
