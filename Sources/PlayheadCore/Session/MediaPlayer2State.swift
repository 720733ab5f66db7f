import Foundation

/// What a player tells the desktop over MPRIS 2 (`org.mpris.MediaPlayer2.Player`): its playback
/// status, the current item's metadata, volume, rate and what it can do. A value made from the
/// player and its queue; `changes(from:)` names the properties to announce with
/// `PropertiesChanged` (the position is read when asked, and jumps are told by `Seeked`).
public struct MediaPlayer2State: Hashable, Sendable {
  /// `Playing`, `Paused` or `Stopped`.
  public var playbackStatus: String
  /// The metadata's entries by MPRIS name (`xesam:title`, `mpris:length`…).
  public var metadata: Metadata
  /// The volume, 0 or more (1 is the media's own level).
  public var volume: Double
  /// The speed.
  public var rate: Double
  /// Whether the queue has an item after the current one.
  public var canGoNext: Bool
  /// Whether the queue has an item before the current one.
  public var canGoPrevious: Bool
  /// Whether there is media to play.
  public var canPlay: Bool
  /// Whether there is media to pause.
  public var canPause: Bool
  /// Whether the media can be sought.
  public var canSeek: Bool

  /// The slowest speed the player plays at.
  public static let minimumRate = PlaybackSpeed.range.lowerBound
  /// The fastest speed the player plays at.
  public static let maximumRate = PlaybackSpeed.range.upperBound

  /// The current item's metadata.
  public struct Metadata: Hashable, Sendable {
    /// `mpris:trackid`: an object path naming the item (`/org/playhead/Track/3`), or
    /// `/org/mpris/MediaPlayer2/TrackList/NoTrack`.
    public var trackID: String
    /// `xesam:title`.
    public var title: String?
    /// `xesam:artist`.
    public var artists: [String]
    /// `xesam:album`.
    public var album: String?
    /// `mpris:length`, in microseconds.
    public var length: Int64?
    /// `mpris:artUrl`.
    public var artURL: URL?
    /// `xesam:url`.
    public var url: URL?
  }

  /// The object path MPRIS gives "no track".
  public static let noTrack = "/org/mpris/MediaPlayer2/TrackList/NoTrack"

  /// The state of `controller` playing item `item` (its number, for its track id) of a queue
  /// that `hasNext` and `hasPrevious`; `artURL` is where its cover art is kept, if it has one.
  /// `isStopped`: MPRIS's `Stop` put it back at the start, paused, which it says as "Stopped".
  @MainActor
  public init(
    of controller: PlayerController, item: Int?, hasNext: Bool, hasPrevious: Bool, isStopped: Bool = false,
    artURL: URL? = nil
  ) {
    switch controller.state {
    case .playing, .stalled: playbackStatus = "Playing"
    case .paused, .readyToPlay, .loading:
      playbackStatus = controller.url == nil || isStopped ? "Stopped" : "Paused"
    case .unknown, .ended, .failed: playbackStatus = "Stopped"
    }
    let info = controller.info
    metadata = Metadata(
      trackID: item.map { "/org/playhead/Track/\($0)" } ?? Self.noTrack, title: controller.title,
      artists: info?.tags.artist.map { [$0] } ?? [], album: info?.tags.album,
      length: info?.duration.flatMap { $0.isFinite ? Int64($0 * 1_000_000) : nil }, artURL: artURL,
      url: controller.url)
    volume = controller.isMuted ? 0 : controller.volume
    rate = controller.speed
    canGoNext = hasNext
    canGoPrevious = hasPrevious
    canPlay = controller.url != nil
    canPause = controller.url != nil
    canSeek = info?.isSeekable == true
  }

  /// The names of the `Player` properties that differ from `old`, in a fixed order.
  public func changes(from old: MediaPlayer2State) -> [String] {
    var names: [String] = []
    if playbackStatus != old.playbackStatus { names.append("PlaybackStatus") }
    if metadata != old.metadata { names.append("Metadata") }
    if volume != old.volume { names.append("Volume") }
    if rate != old.rate { names.append("Rate") }
    if canGoNext != old.canGoNext { names.append("CanGoNext") }
    if canGoPrevious != old.canGoPrevious { names.append("CanGoPrevious") }
    if canPlay != old.canPlay { names.append("CanPlay") }
    if canPause != old.canPause { names.append("CanPause") }
    if canSeek != old.canSeek { names.append("CanSeek") }
    return names
  }

  /// Microseconds, as MPRIS counts time, of `seconds`.
  public static func microseconds(_ seconds: Double?) -> Int64 {
    guard let seconds, seconds.isFinite else { return 0 }
    return Int64((max(seconds, 0) * 1_000_000).rounded())
  }
}
