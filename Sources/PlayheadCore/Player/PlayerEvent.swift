import Foundation

/// What a player announces: the one channel every change a view or MPRIS shows goes through
/// (`PlayerController.observe(_:)`, or `PlayerController.events` as an `AsyncStream`).
public enum PlayerEvent: Hashable, Sendable {
  /// Loading or playing failed.
  case loadFailed(MediaError)
  /// The state changed.
  case stateChanged(PlayerState)
  /// The controls overlay appeared (`true`) or started to hide (`false`).
  case controlsVisibilityChanged(Bool)
  /// The first frame was shown.
  case playBegan
  /// The on-screen message says `text` (what a key or control did: "Volume 80 %").
  case messageShown(String)
  /// More of a network stream has been downloaded: `PlayerController.bufferedRanges` changed.
  case bufferedRangesChanged
  /// The preview above the scrubber changed: the pointer moved over the scrubber, left it, or
  /// its thumbnail was decoded.
  case timelinePreviewChanged
  /// A seek landed at the position, in seconds: playback jumped there.
  case seeked(Double)
  /// The engine described the media (again): its duration, tags, chapters and streams.
  case mediaDescribed
  /// The volume or muting changed: the level, and whether the sound is off.
  case volumeChanged(volume: Double, isMuted: Bool)
  /// The speed playback goes at changed.
  case speedChanged(Double)
  /// Another sound or subtitle stream was chosen, or the subtitles were turned off or on.
  case tracksChanged
  /// What the scrubber and the time labels show changed: the position shown, the remaining
  /// time or total, a drag, a loop.
  case timelineChanged
  /// How the subtitles look or when they show changed (their style, their delay).
  case subtitlesChanged
  /// How the controls behave changed: the skip length (the SeekButtons show it), how long
  /// they wait before hiding, what the wheel does.
  case controlsChanged
  /// The person dismissed the notice of what cannot be played (`PlayerController.notice`).
  case noticeDismissed
  /// The queue of a `PlayerSession` changed: its items, or which one is current.
  case queueChanged(PlayQueue)
}
