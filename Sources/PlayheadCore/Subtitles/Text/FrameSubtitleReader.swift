import Foundation

/// Reads the two formats that time cues by counts in brackets, one cue a line, its lines apart
/// by "|": MicroDVD (`{start frame}{end frame}text`, `.sub`), whose frames are the video's (a
/// first cue `{1}{1}23.976` says the rate), and MPL2 (`[start][end]text`, in tenths of a
/// second, a line starting with "/" in italics). MicroDVD's `{y:i}`, `{y:b}`, `{y:u}` and
/// `{y:s}` styles are kept; its other codes go.
enum FrameSubtitleReader {
  /// The frame rate of MicroDVD files that neither say theirs nor play with a video.
  static let defaultFramesPerSecond = 23.976

  /// The cues of the MicroDVD file `text`, its frames counted at the rate its first cue says,
  /// else `framesPerSecond` (the video's), else `defaultFramesPerSecond`.
  static func microDVDCues(in text: String, framesPerSecond: Double?) -> [SubtitleCue] {
    var rate = framesPerSecond.flatMap { $0 > 0 ? $0 : nil } ?? defaultFramesPerSecond
    var cues: [SubtitleCue] = []
    for (index, line) in SubtitleLines.of(text).enumerated() {
      guard let (start, end, body) = counts(in: line, open: "{", close: "}") else { continue }
      if cues.isEmpty, index < 2, start <= 1, (end ?? 0) <= 1, let said = Double(body.trimmingWhitespace()),
        said > 0
      {
        rate = said
        continue
      }
      let markup = microDVDMarkup(body)
      guard !markup.isEmpty else { continue }
      cues.append(
        SubtitleCue(start: Double(start) / rate, end: end.map { Double($0) / rate }, markup: markup))
    }
    return cues
  }

  /// The cues of the MPL2 file `text`.
  static func mpl2Cues(in text: String) -> [SubtitleCue] {
    SubtitleLines.of(text).compactMap { line in
      guard let (start, end, body) = counts(in: line, open: "[", close: "]") else { return nil }
      let lines = body.split(separator: "|", omittingEmptySubsequences: false).map { line in
        line.hasPrefix("/")
          ? "<i>\(TaggedSubtitleText.markup(line.dropFirst()))</i>" : TaggedSubtitleText.markup(line)
      }
      let markup = lines.joined(separator: "\n")
      guard !body.trimmingWhitespace().isEmpty else { return nil }
      return SubtitleCue(start: Double(start) / 10, end: end.map { Double($0) / 10 }, markup: markup)
    }
  }

  /// The two counts a line starts with, each between `open` and `close` (the second may be
  /// empty: no end), and the rest of the line; `nil` for a line that does not start so.
  static func counts(in line: Substring, open: Character, close: Character) -> (Int, Int?, Substring)? {
    var rest = line.trimmingWhitespace()
    var numbers: [Int?] = []
    for _ in 0..<2 {
      guard rest.first == open, let end = rest.firstIndex(of: close) else { return nil }
      let inside = rest[rest.index(after: rest.startIndex)..<end]
      guard inside.isEmpty || SubtitleTimestamp.wholeNumber(inside) != nil else { return nil }
      numbers.append(SubtitleTimestamp.wholeNumber(inside))
      rest = rest[rest.index(after: end)...]
    }
    guard let start = numbers[0] else { return nil }
    return (start, numbers[1], rest)
  }

  /// MicroDVD's text as markup: its `{y:…}` (this line) and `{Y:…}` (every line) styles, and
  /// its colour `{c:$BBGGRR}`, over the whole cue, lines apart by "|", other codes dropped.
  private static func microDVDMarkup(_ body: Substring) -> String {
    var styles: Set<Character> = []
    var colour: String?
    var lines: [String] = []
    for line in body.split(separator: "|", omittingEmptySubsequences: false) {
      var rest = line
      var text = ""
      while let character = rest.first {
        if character == "{", let end = rest.firstIndex(of: "}") {
          let code = rest[rest.index(after: rest.startIndex)..<end]
          if code.lowercased().hasPrefix("y:") {
            styles.formUnion(code.dropFirst(2).lowercased().filter { "bius".contains($0) })
          } else if code.lowercased().hasPrefix("c:$"), case let hex = code.dropFirst(3), hex.count == 6,
            hex.allSatisfy(\.isHexDigit)
          {
            // Blue, green, red, as SSA orders them.
            colour = colour ?? "#" + hex.suffix(2) + hex.dropFirst(2).prefix(2) + hex.prefix(2)
          }
          rest = rest[rest.index(after: end)...]
          continue
        }
        text.append(character)
        rest = rest.dropFirst()
      }
      lines.append(TaggedSubtitleText.markup(Substring(text)))
    }
    let markup = lines.joined(separator: "\n")
    guard !markup.trimmingCharacters(in: .whitespaces).isEmpty else { return "" }
    let tags = "bius".filter(styles.contains)
    let styled = tags.map { "<\($0)>" }.joined() + markup + tags.reversed().map { "</\($0)>" }.joined()
    return colour.map { "<span foreground=\"\($0)\">\(styled)</span>" } ?? styled
  }
}
