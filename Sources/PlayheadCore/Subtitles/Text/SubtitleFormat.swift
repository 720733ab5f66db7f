/// The text subtitle formats Playhead reads itself, found by what a file says, as FFmpeg's and
/// mpv's probes find them, so that a file of one cue, or one misnamed, is read; the name
/// decides only between formats whose words look alike.
public enum SubtitleFormat: String, Sendable, CaseIterable {
  /// SubRip, `.srt`.
  case subRip = "SubRip"
  /// WebVTT, `.vtt`.
  case webVTT = "WebVTT"
  /// SubStation Alpha and Advanced SubStation Alpha, `.ssa` and `.ass`.
  case substationAlpha = "SSA/ASS"
  /// SubViewer 2.0, `.sub`.
  case subViewer = "SubViewer"
  /// MicroDVD, `.sub`: frames in braces.
  case microDVD = "MicroDVD"
  /// MPL2, `.txt` or `.mpl`: tenths of a second in brackets.
  case mpl2 = "MPL2"
  /// TTML (DFXP), `.ttml`, `.dfxp` or `.xml`.
  case ttml = "TTML"

  /// The formats' names, then `others`, as a person reads a list of them: "SubRip, WebVTT, …
  /// or TTML".
  public static func namesInWords(with others: [String] = []) -> String {
    let names = allCases.map(\.rawValue) + others
    let (first, last) = (names.dropLast().joined(separator: translated(", ")), names.last!)
    return translated("\(first) or \(last)")
  }

  /// The format `text` is written in, `nil` when it is none of them; `name` (the file's) breaks
  /// the tie for a SubRip file whose cues all lack a number.
  public static func of(_ text: String, named name: String) -> SubtitleFormat? {
    let lines = SubtitleLines.of(text).lazy.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    guard let first = lines.first else { return nil }
    let firstLine = first.hasPrefix("\u{FEFF}") ? first.dropFirst() : first
    if firstLine == "WEBVTT" || firstLine.hasPrefix("WEBVTT ") || firstLine.hasPrefix("WEBVTT\t") {
      return .webVTT
    }
    if TTMLReader.isTTML(text) { return .ttml }
    let head = Array(lines.prefix(64))
    if head.contains(where: { $0.lowercased() == "[script info]" || $0.hasPrefix("Dialogue:") }) {
      return .substationAlpha
    }
    if FrameSubtitleReader.counts(in: firstLine, open: "{", close: "}") != nil { return .microDVD }
    if FrameSubtitleReader.counts(in: firstLine, open: "[", close: "]") != nil { return .mpl2 }
    if head.contains(where: { SubRipReader.timing($0) != nil }) {
      return name.lowercased().hasSuffix(".vtt") ? .webVTT : .subRip
    }
    if head.contains(where: { $0.uppercased() == "[INFORMATION]" || SubViewerReader.timing($0) != nil }) {
      return .subViewer
    }
    return nil
  }

  /// The cues of `text`, written in this format; MicroDVD's frames are counted at the rate the
  /// file says, else `framesPerSecond` (the video's).
  public func cues(in text: String, framesPerSecond: Double? = nil) -> [SubtitleCue] {
    switch self {
    case .subRip: SubRipReader.cues(in: text)
    case .webVTT: WebVTTReader.cues(in: text)
    case .substationAlpha: SSAScript.cues(in: text)
    case .subViewer: SubViewerReader.cues(in: text)
    case .microDVD: FrameSubtitleReader.microDVDCues(in: text, framesPerSecond: framesPerSecond)
    case .mpl2: FrameSubtitleReader.mpl2Cues(in: text)
    case .ttml: TTMLReader.cues(in: text)
    }
  }

  /// The subtitles `text` holds, written in this format, kept by time (MicroDVD's frames counted
  /// as `cues(in:framesPerSecond:)` counts them); an SSA/ASS script's whole text comes with them
  /// for libass to draw (`SubtitleCues.script`).
  public func subtitles(in text: String, framesPerSecond: Double? = nil) -> SubtitleCues {
    var subtitles = SubtitleCues()
    for cue in cues(in: text, framesPerSecond: framesPerSecond) { subtitles.insert(cue) }
    if self == .substationAlpha { subtitles.script = StyledSubtitleScript(text: text) }
    return subtitles
  }
}
