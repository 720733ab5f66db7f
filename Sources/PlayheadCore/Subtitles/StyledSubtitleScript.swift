/// An SSA/ASS script as its author wrote it, for libass to draw: a file's whole text, or a
/// stream's header (its `[Script Info]` and `[V4+ Styles]`, what Matroska keeps as the track's
/// private data), whose events then come one by one as cues (`SubtitleCue.event`); and the
/// fonts the media carries for it (a Matroska file's attachments).
public struct StyledSubtitleScript: Hashable, Sendable {
  /// A font the media carries.
  public struct Font: Hashable, Sendable {
    /// Its file's name, as the media names it.
    public var name: String
    /// The font file's bytes (TrueType or OpenType).
    public var data: [UInt8]

    /// The font file `name` holding `data`.
    public init(name: String, data: [UInt8]) {
      self.name = name
      self.data = data
    }
  }

  /// The script's text: the whole file, or a stream's header.
  public var text: String
  /// The fonts the media carries, in the order it gives them.
  public var fonts: [Font]
  /// Counts the times the events were moved as a whole (their stream's timeline became known
  /// after they were read): a renderer holding them reads them all again.
  public var revision: Int

  /// The script `text`, with the media's `fonts`.
  public init(text: String, fonts: [Font] = [], revision: Int = 0) {
    self.text = text
    self.fonts = fonts
    self.revision = revision
  }

  /// The media types of SSA/ASS streams as GStreamer's demuxers give them, events unparsed.
  public static let mediaTypes = ["application/x-ass", "application/x-ssa"]

  /// Whether a font file named `name` of `mediaType` is one libass can use (Matroska names
  /// fonts' types many ways: `application/x-truetype-font`, `font/ttf`,
  /// `application/vnd.ms-opentype`…).
  public static func isFont(named name: String, mediaType: String) -> Bool {
    let type = mediaType.lowercased()
    let ending = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    return type.hasPrefix("font/") || type.contains("truetype") || type.contains("opentype")
      || type.contains("font-ttf") || type.contains("font-otf") || type.contains("font-sfnt")
      || ["ttf", "otf", "ttc", "otc"].contains(ending)
  }
}
