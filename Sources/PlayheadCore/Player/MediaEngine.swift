import Foundation

/// How exactly a seek lands.
public enum SeekPrecision: Hashable, Sendable {
  /// On the requested frame (slower: decodes from the keyframe before it).
  case accurate
  /// On the nearest keyframe (fast, for scrubbing).
  case keyframe
}

/// What a media engine found in what it loaded.
public struct MediaInfo: Hashable, Sendable {
  /// Seconds of media, or `nil` when unknown or live.
  public var duration: Double?
  /// Whether `duration` is reckoned from the bit rate (an MP3 or AAC stream without a table of
  /// contents) rather than stated by the file; the engine makes it exact once the end is reached.
  public var isDurationEstimated: Bool
  /// Whether the stream is live (no end, no duration).
  public var isLive: Bool
  /// Whether seeking works.
  public var isSeekable: Bool
  /// How the video is shown (its coded size, pixel shape and turn), or `nil` for audio only.
  public var video: VideoGeometry?
  /// Each stream's codec, as the engine names it ("H.264 (High Profile)", "MPEG-4 AAC").
  public var codecs: [String]
  /// What no installed plugin decodes, as the engine describes it ("H.265 decoder"), while the
  /// rest plays.
  public var missingDecoders: [String]
  /// Title, artist, album and cover art from the media's tags.
  public var tags: MediaTags
  /// The chapters of its table of contents, by start; empty when it has none.
  public var chapters: [Chapter]
  /// Its video streams, in the media's order (cover art is no stream: it is in `tags`).
  public var videoTracks: [MediaTrack] = []
  /// Its sound streams, in the media's order.
  public var audioTracks: [MediaTrack]
  /// Its subtitle streams, in the media's order (an external file's last).
  public var subtitleTracks: [MediaTrack]
  /// The sound stream playing (an index of `audioTracks`), if any.
  public var audioTrack: Int?
  /// The subtitle stream shown (an index of `subtitleTracks`), if any.
  public var subtitleTrack: Int?
  /// Why the subtitle file given or found beside the media cannot be read, naming it
  /// ("film.srt: Could not determine type of stream"); the media plays without it.
  public var subtitleFileProblem: String?
  /// How long one video frame lasts, in seconds, when the stream says (1/30 at 30 frames a
  /// second).
  public var frameDuration: Double?
  /// How many seconds of a live stream its server keeps (the playlist's window, less what the
  /// demuxer keeps back from the live edge); `nil` when it is not live or keeps none.
  public var liveWindow: Double?
  /// An adaptive stream's variants, highest bit rate first (empty for other media).
  public var variants: [StreamVariant] = []
  /// The variant whose pictures are shown, where the stream has variants.
  public var variant: StreamVariant?

  /// Creates a description.
  public init(
    duration: Double?, isDurationEstimated: Bool = false, isLive: Bool = false, isSeekable: Bool = true,
    video: VideoGeometry? = nil, codecs: [String] = [], missingDecoders: [String] = [],
    tags: MediaTags = MediaTags(), chapters: [Chapter] = [], audioTracks: [MediaTrack] = [],
    subtitleTracks: [MediaTrack] = [], audioTrack: Int? = nil, subtitleTrack: Int? = nil
  ) {
    self.audioTracks = audioTracks
    self.subtitleTracks = subtitleTracks
    self.audioTrack = audioTrack.flatMap { audioTracks.indices.contains($0) ? $0 : nil }
    self.subtitleTrack = subtitleTrack.flatMap { subtitleTracks.indices.contains($0) ? $0 : nil }
    self.chapters = chapters.filter { $0.start.isFinite && $0.start >= 0 }.sorted { $0.start < $1.start }
    self.duration = duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    self.isDurationEstimated = self.duration != nil && isDurationEstimated
    self.isLive = isLive
    self.isSeekable = isSeekable
    self.video = video
    self.codecs = codecs
    self.missingDecoders = missingDecoders
    self.tags = tags
  }

  /// What cannot be played, in words, while the rest plays: "No H.265 decoder is installed:
  /// playing the sound only", "The subtitles cannot be read (film.srt: …): playing without
  /// them", that DVD subtitles are not drawn, a line each; `nil` when everything plays.
  public var partialSupportNotice: String? {
    var lines: [String] = []
    if !missingDecoders.isEmpty {
      let missing = missingDecoders.joined(separator: translated(" or "))
      lines.append(
        video == nil
          ? translated("No \(missing) is installed: playing the sound only")
          : translated("No \(missing) is installed: playing the rest"))
    }
    if let subtitleFileProblem {
      lines.append(translated("The subtitles cannot be read (\(subtitleFileProblem)): playing without them"))
    }
    if subtitleTracks.contains(where: { !$0.isDrawn }) {
      lines.append(translated("Subtitles in DVD's picture format (VobSub) are not drawn yet"))
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The size the video is shown at, in square pixels, upright; `nil` for audio only.
  public var videoSize: Size? { video?.displaySize }

  /// Whether a person has streams to choose from: more than one sound stream, any subtitles
  /// (which can at least be turned off), or a video (which can take a subtitle file).
  public var hasTrackChoices: Bool { audioTracks.count > 1 || !subtitleTracks.isEmpty || video != nil }

  /// Why media loaded from `url` cannot be sought, in one line for a person ("This server does
  /// not allow seeking"); `nil` when it can.
  public func unseekableReason(of url: URL?) -> String? {
    guard !isSeekable else { return nil }
    if isLive { return translated("A live stream cannot be sought") }
    return url?.isFileURL == false
      ? translated("This server does not allow seeking") : translated("This media cannot be sought")
  }
}

/// What a media engine reports, on the main actor.
public enum MediaEngineEvent: Hashable, Sendable {
  /// The media is loaded far enough to play.
  case loaded(MediaInfo)
  /// Playback started (`true`) or stopped (`false`) in the engine.
  case playing(Bool)
  /// How full the buffer is, 0…100; under 100 a non-live stream should wait.
  case buffering(percent: Int)
  /// The first video frame was shown (or the first audio played, for audio only).
  case firstFrameShown
  /// The last seek asked for landed: the frame there is ready. Seeks made while another was
  /// running report once, for the latest.
  case seekFinished
  /// Playback reached the end.
  case endOfStream
  /// Playback failed.
  case failed(MediaError)
  /// More of a progressive network stream has arrived (`bufferedRanges` grew); a few times a
  /// second at most, and only while data comes.
  case downloadProgressed
}

/// A media engine: loads a URL (file, http(s), HLS) and plays it. Implemented on GStreamer by
/// `PlayheadGStreamer`; a scripted fake in `PlayheadTesting` drives tests. Every call and every
/// event happens on the main actor.
@MainActor
public protocol MediaEngine: AnyObject {
  /// Receives every event the engine reports.
  var eventHandler: (@MainActor (MediaEngineEvent) -> Void)? { get set }
  /// The playback position in seconds, or `nil` before anything is loaded.
  var position: Double? { get }
  /// The time ranges available without waiting for the network, in seconds (all of a local
  /// file; empty before loading and for live streams).
  var bufferedRanges: [ClosedRange<Double>] { get }
  /// What of a live stream can be sought now, on the position's timeline (it moves on as the
  /// stream does); `nil` for other media, and for a live stream that keeps nothing to go back to.
  var liveRange: ClosedRange<Double>? { get }
  /// Loads media, replacing anything loaded before; reports `.loaded` or `.failed`.
  func load(_ url: URL)
  /// Starts or resumes playback.
  func play()
  /// Pauses, keeping the position.
  func pause()
  /// Stops and unloads.
  func stop()
  /// Moves to `seconds`; while scrubbing, engines may coalesce keyframe seeks.
  func seek(to seconds: Double, precision: SeekPrecision)
  /// Plays at `rate` (1 is normal; negative plays backwards where the media can be sought).
  func setRate(_ rate: Double)
  /// Shows the next frame (`forward`) or the one before, paused; reports `.seekFinished` once
  /// it is shown.
  func stepFrame(forward: Bool)
  /// The volume, 0…`PlayerController.maximumVolume` (1 is the media's own level; above it,
  /// amplified).
  var volume: Double { get set }
  /// Whether the sound is off.
  var isMuted: Bool { get set }
  /// Plays sound stream `index` of `MediaInfo.audioTracks` in place of the one playing, from
  /// where playback is.
  func selectAudioTrack(_ index: Int)
  /// Takes subtitle stream `index` of `MediaInfo.subtitleTracks` in place of the one taken:
  /// its cues replace the others in `subtitleCues`.
  func selectSubtitleTrack(_ index: Int)
  /// Plays only `variant` of an adaptive stream from where playback is, or (`nil`) whichever
  /// variant the network allows, switching as it changes.
  func chooseVariant(_ variant: StreamVariant?)
  /// Plays the same media from another address (a web page's other format) from where playback
  /// is, as a reconnection reopens it: the position and whether it plays are kept.
  func switchSource(to url: URL)
  /// The subtitle files read with the media each `load` opens, listed after its own streams
  /// (none: a file beside the media, named as it, when there is one).
  var subtitleFiles: [URL] { get set }
  /// Reads the subtitle file at `url` and adds it to the loaded media's subtitle streams, last,
  /// taken once read; the engine then describes the media again (`loaded`), with the file among
  /// its streams, or with why it could not be read (`MediaInfo.subtitleFileProblem`).
  func addSubtitleFile(_ url: URL)
  /// The cues of the subtitle stream taken, in seconds of the media's timeline, as far as the
  /// engine has read them (empty without subtitles).
  var subtitleCues: SubtitleCues { get }
}
