/// A sound or subtitle stream of the media, as its tags describe it.
public struct MediaTrack: Hashable, Sendable {
  /// The language's name ("English"), when the stream says one.
  public var language: String?
  /// The stream's own title ("Director's commentary"), when it has one.
  public var title: String?
  /// What the stream is coded in ("MPEG-4 AAC", "SubRip"), when its tags say.
  public var codec: String?
  /// Whether the file marks the stream as the one to take unasked (Matroska's default flag).
  public var isDefault = false
  /// Whether the stream carries only the lines a viewer cannot follow otherwise (forced
  /// subtitles: the foreign dialogue, the signs).
  public var isForced = false
  /// Whether the stream is for the deaf and hard of hearing (SDH: sounds described).
  public var isHearingImpaired = false
  /// Whether the player draws the stream (subtitles in DVD's picture format, VobSub, are not).
  public var isDrawn = true

  /// A track in `language` titled `title`; empty words count as none.
  public init(language: String? = nil, title: String? = nil) {
    self.language = language.flatMap { $0.isEmpty ? nil : $0 }
    self.title = title.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// How the player names track `index` of `tracks`: "English", "Commentary (French)", "English,
  /// SDH", "German, forced",
  /// "Commentary", or "Track 2" when it says nothing of itself.
  public static func name(_ index: Int, in tracks: [MediaTrack]) -> String {
    let track = tracks[index]
    let name =
      switch (track.title, track.language) {
      case (let title?, let language?) where title != language: translated("\(title) (\(language))")
      case (let title?, _): title
      case (nil, let language?): language
      case (nil, nil): translated("Track \(index + 1)")
      }
    // What the flags say, unless the title says it already ("English (SDH)", "German, forced").
    // Translators: subtitles for the deaf and hard of hearing.
    let flags = [
      (track.isHearingImpaired, "SDH", translated("SDH")), (track.isForced, "forced", translated("forced")),
    ]
    .filter { isSet, word, shown in
      isSet && !name.localizedCaseInsensitiveContains(word) && !name.localizedCaseInsensitiveContains(shown)
    }
    return flags.reduce(name) { named, flag in translated("\(named), \(flag.2)") }
  }
}
