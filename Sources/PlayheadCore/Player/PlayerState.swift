/// Where a player is, as the seed's DBVideoPlayer names it, with `paused` and `ended` added.
public enum PlayerState: Hashable, Sendable {
  /// Nothing loaded yet.
  case unknown
  /// Loading media.
  case loading
  /// Loaded and able to play.
  case readyToPlay
  /// Playing.
  case playing
  /// Paused by the user.
  case paused
  /// Waiting for data.
  case stalled
  /// Reached the end.
  case ended
  /// Cannot play; the error says why.
  case failed(MediaError)
}
