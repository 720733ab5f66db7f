/// Reads WebVTT (`.vtt`): after the "WEBVTT" line, blocks apart by blank lines; a cue is an
/// optional identifier, a "start --> end settings" line and its text. NOTE, STYLE and REGION
/// blocks are skipped; the cue's tags become markup (`TaggedSubtitleText`), and its settings
/// place it (`SubtitlePlacement`).
public enum WebVTTReader {
  /// The cues `text` holds, in the file's order.
  static func cues(in text: String) -> [SubtitleCue] {
    var cues: [SubtitleCue] = []
    var block: [Substring] = []
    for line in SubtitleLines.of(text) + [""] {
      guard line.trimmingWhitespace().isEmpty else {
        block.append(line)
        continue
      }
      if let cue = cue(in: block) { cues.append(cue) }
      block = []
    }
    return cues
  }

  /// The cue a block holds: its timing line is the first or, after an identifier, the second.
  private static func cue(in block: [Substring]) -> SubtitleCue? {
    guard let index = block.prefix(2).firstIndex(where: { $0.contains("-->") }),
      let times = SubRipReader.timing(block[index])
    else { return nil }
    let text = block[(index + 1)...].joined(separator: "\n")
    guard !text.isEmpty else { return nil }
    var cue = SubtitleCue(
      start: times.start, end: times.end, markup: TaggedSubtitleText.markup(Substring(text)))
    cue.placement = SubtitlePlacement(webVTTSettings: settings(of: block[index]))
    return cue
  }

  /// What follows the end time on a timing line: the cue's settings.
  private static func settings(of timing: Substring) -> Substring {
    guard let arrow = timing.range(of: "-->") else { return "" }
    return timing[arrow.upperBound...].trimmingWhitespace().drop { !$0.isWhitespace }
  }

  /// The media type GStreamer's demuxers give WebVTT whose cues come with their timing lines:
  /// qtdemux, from MP4's `wvtt` (ISO/IEC 14496-30), a header then a block for each cue.
  public static let demuxedMediaType = "application/x-subtitle-vtt"

  /// The cues a buffer of WebVTT holds (`demuxedMediaType`), shown from `start` to `end`: the
  /// buffer's times, which follow the stream's segment, for a lone cue as long as the buffer (a
  /// sample of MP4's, one cue each); otherwise as their timing lines say (a piece of a file,
  /// several cues). None for the header.
  public static func cues(demuxedText text: String, start: Double, end: Double?) -> [SubtitleCue] {
    let found = cues(in: text)
    guard found.count == 1, var cue = found.first, let end, let cueEnd = cue.end,
      abs((end - start) - (cueEnd - cue.start)) < 0.002
    else { return found }
    (cue.start, cue.end) = (start, end)
    return [cue]
  }

  /// The media type GStreamer 1.22's matroskademux gives WebVTT in Matroska and WebM
  /// (`D_WEBVTT/SUBTITLES`, as FFmpeg and yt-dlp write it), which it does not name.
  public static let matroskaMediaType = "application/x-subtitle-unknown"

  /// A cue as Matroska and WebM keep WebVTT, shown from `start` to `end`: its identifier line,
  /// its settings line (which places it), then its text (its tags made markup); `nil` for a
  /// block of another shape, or without text.
  public static func cue(matroskaBlock block: String, start: Double, end: Double?) -> SubtitleCue? {
    let lines = block.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    guard lines.count == 3, !lines[0].contains("-->"), !lines[1].contains("-->") else { return nil }
    let text = lines[2].trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    var cue = SubtitleCue(start: start, end: end, markup: TaggedSubtitleText.markup(text))
    cue.placement = SubtitlePlacement(webVTTSettings: lines[1])
    return cue
  }
}
