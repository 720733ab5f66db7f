/// Where a media engine is in its life, as `EngineLifecycle` tracks it.
public enum EngineState: Hashable, Sendable {
  /// Nothing loaded: before the first load, or after a stop.
  case closed
  /// The pipeline is being built and prerolled: nothing to show yet.
  case opening
  /// Loaded and prerolled, never played.
  case ready
  /// Playing.
  case playing
  /// Paused after playing.
  case paused
  /// A seek is running (another may wait for it).
  case seeking
  /// A network stream's buffer is refilling.
  case buffering
  /// A network stream's buffer ran dry: the server stalled.
  case stalled
  /// The connection to a network stream was lost: it is being reopened, after a back-off, at the
  /// position it stopped at.
  case reconnecting
  /// Playback reached the end.
  case ended
  /// The load failed; the pipeline is gone.
  case failed
}
