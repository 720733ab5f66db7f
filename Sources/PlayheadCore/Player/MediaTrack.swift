/// A sound or subtitle stream of the media, as its tags describe it.
public struct MediaTrack: Hashable, Sendable {
  /// The language's name ("English"), when the stream says one.
  public var language: String?
  /// The stream's own title ("Director's commentary"), when it has one.
  public var title: String?
  /// What the stream is coded in ("MPEG-4 AAC", "SubRip"), when its tags say.
  public var codec: String?
  /// Whether the player draws the stream (subtitles in DVD's picture format, VobSub, are not).
  public var isDrawn = true

  /// A track in `language` titled `title`; empty words count as none.
  public init(language: String? = nil, title: String? = nil) {
    self.language = language.flatMap { $0.isEmpty ? nil : $0 }
    self.title = title.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// How the player names track `index` of `tracks`: "English", "Commentary (French)",
  /// "Commentary", or "Track 2" when it says nothing of itself.
  public static func name(_ index: Int, in tracks: [MediaTrack]) -> String {
    let track = tracks[index]
    switch (track.title, track.language) {
    case (let title?, let language?) where title != language: return "\(title) (\(language))"
    case (let title?, _): return title
    case (nil, let language?): return language
    case (nil, nil): return "Track \(index + 1)"
    }
  }
}
