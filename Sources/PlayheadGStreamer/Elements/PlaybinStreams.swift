import PlayheadCore

/// What a playbin says of the media's streams, and how one is chosen: playbin's own properties
/// and signals (`Element`), or the stream collection of playbin3, which plays adaptive streams
/// (`CollectedStreams`).
protocol PlaybinStreams {
  /// The sound streams, each with its language and title.
  var audioTracks: [MediaTrack] { get }
  /// The video streams, each with its codec.
  var videoTracks: [MediaTrack] { get }
  /// The subtitle streams, each with its language and title.
  var subtitleTracks: [MediaTrack] { get }
  /// The sound stream playing, if any.
  var currentAudioTrack: Int? { get }
  /// The subtitle stream shown, if any.
  var currentSubtitleTrack: Int? { get }
  /// Title, artist, album and cover art of the media.
  var mediaTags: MediaTags { get }
  /// The chapters the sound stream's comments name.
  var commentChapters: [Chapter] { get }
  /// How many streams of `kind` there are.
  func streamCount(_ kind: PlaybinStream) -> Int
  /// Plays sound stream `index`.
  func selectAudioTrack(_ index: Int)
  /// Shows subtitle stream `index` in place of the one shown.
  func selectSubtitleTrack(_ index: Int)
}

extension Element: PlaybinStreams {}
