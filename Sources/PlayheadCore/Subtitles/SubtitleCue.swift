/// One subtitle: text, or a picture, shown from `start` until `end`, in seconds of the media's
/// timeline.
public struct SubtitleCue: Hashable, Sendable {
  /// When it appears.
  public var start: Double
  /// When it goes, or `nil` when the stream did not say (it then lasts until the next cue, at
  /// most `SubtitleCues.openEndedLength`).
  public var end: Double?
  /// What it says, as Pango markup (`<i>`, `<b>`, `&amp;`; lines apart by newlines); empty for
  /// a picture.
  public var markup: String
  /// What it shows, for a bitmap subtitle.
  public var picture: SubtitlePicture?
  /// The SSA/ASS event it is, as Matroska stores one (`ReadOrder, Layer, Style, Name, MarginL,
  /// MarginR, MarginV, Effect, Text`), for libass to draw with its stream's script
  /// (`SubtitleCues.script`); `nil` for other streams, and for a script read whole from a file.
  public var event: String?
  /// Where its text sits, when its file says (WebVTT's cue settings, SSA's `{\an8}`); `nil` at
  /// the bottom, centred.
  public var placement: SubtitlePlacement?

  /// A cue saying `markup` from `start` to `end`; an end not after the start counts as none.
  public init(start: Double, end: Double?, markup: String) {
    self.start = start
    self.end = end.flatMap { $0 > start ? $0 : nil }
    self.markup = markup
  }

  /// A cue saying plain `text`, escaped as markup (`&`, `<` and `>` shown as they are).
  public init(start: Double, end: Double?, text: String) {
    let escaped = text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    self.init(start: start, end: end, markup: escaped)
  }

  /// A cue showing `picture` from `start` to `end`.
  public init(start: Double, end: Double?, picture: SubtitlePicture) {
    self.init(start: start, end: end, markup: "")
    self.picture = picture
  }

  /// The cue `seconds` earlier (a negative amount: later).
  public func shifted(back seconds: Double) -> SubtitleCue {
    spanning(from: start - seconds, to: end.map { $0 - seconds })
  }

  /// The same subtitle from `start` to `end`.
  func spanning(from start: Double, to end: Double?) -> SubtitleCue {
    var cue = SubtitleCue(start: start, end: end, markup: markup)
    cue.picture = picture
    cue.event = event
    cue.placement = placement
    return cue
  }
}
