/// Reads SubRip (`.srt`): cues of an optional number, a "start --> end" line and the text,
/// apart by blank lines. Read as players read it: a missing number or blank line, blank lines
/// inside a cue, extra words after the end time ("X1:…" positions) and a dot for the comma are
/// all taken; a cue whose times cannot be read is skipped, not the file. SSA's `{\an8}`
/// places a cue (`SubtitlePlacement`).
public enum SubRipReader {
  /// The cues `text` holds, in the file's order.
  static func cues(in text: String) -> [SubtitleCue] {
    let lines = SubtitleLines.of(text)
    let timings = lines.indices.compactMap { index in timing(lines[index]).map { (index, $0) } }
    return timings.indices.compactMap { number in
      let (line, times) = timings[number]
      var body = lines[(line + 1)..<(number + 1 < timings.count ? timings[number + 1].0 : lines.count)]
      // The next cue's number, and the blank lines around the text.
      if number + 1 < timings.count, let last = body.last,
        SubtitleTimestamp.wholeNumber(last.trimmingWhitespace()) != nil
      {
        body = body.dropLast()
      }
      while let last = body.last, last.trimmingWhitespace().isEmpty { body = body.dropLast() }
      while let first = body.first, first.trimmingWhitespace().isEmpty { body = body.dropFirst() }
      guard !body.isEmpty else { return nil }
      return TaggedSubtitleText.cue(
        Substring(body.joined(separator: "\n")), start: times.start, end: times.end)
    }
  }

  /// The cue a demuxer's Pango markup of a SubRip stream makes, shown from `start` to `end`.
  /// matroskademux passes Matroska's `S_TEXT/UTF8` on as markup, escaped until it has seen a
  /// tag Pango knows (`<i>`, `<b>`) and raw after, so SubRip's `<font color>` and SSA's `{\an8}`,
  /// which Pango does not read, arrive either way: text holding them is read as a SubRip file's
  /// is (its tags made markup, its alignment a placement); other markup is kept as it is.
  public static func cue(demuxedMarkup markup: String, start: Double, end: Double?) -> SubtitleCue {
    let unescaped = markup.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
      .replacing("&quot;", with: "\"").replacing("&apos;", with: "'").replacing("&amp;", with: "&")
    let lowered = unescaped.lowercased()
    guard lowered.contains("{\\") || lowered.contains("<font") else {
      return SubtitleCue(start: start, end: end, markup: markup)
    }
    return TaggedSubtitleText.cue(Substring(unescaped), start: start, end: end)
  }

  /// The times a "start --> end" line gives, `nil` for another line.
  static func timing(_ line: Substring) -> (start: Double, end: Double)? {
    guard let arrow = line.range(of: "-->") else { return nil }
    let end = line[arrow.upperBound...].trimmingWhitespace().prefix { !$0.isWhitespace }
    guard let start = SubtitleTimestamp.seconds(line[..<arrow.lowerBound]),
      let end = SubtitleTimestamp.seconds(end)
    else { return nil }
    return (start, end)
  }
}

/// The lines of a subtitle file, whatever ends them (CR LF, LF or CR alone).
enum SubtitleLines {
  static func of(_ text: String) -> [Substring] {
    Substring(text).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
  }
}
