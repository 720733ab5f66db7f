import PlayheadCore

/// A media engine that hands out the frames it decodes: what a view showing video needs beyond
/// `MediaEngine`. `GStreamerEngine` is one; a view holds any, so a test or another engine can
/// stand in.
@MainActor
public protocol VideoFrameEngine: MediaEngine {
  /// The newest decoded frame, with its time and display size; `nil` before the first.
  var latestFrame: VideoFrame? { get }
  /// Rung on a streaming thread each time a new frame arrives.
  var onFrame: (@Sendable () -> Void)? { get set }
  /// The box, in pixels, frames are to fit: the pipeline scales them down to it.
  var frameBox: Size? { get set }
  /// The time where the frame shown begins, in seconds of the media; `nil` without one.
  var shownFrameTime: Double? { get }
  /// The frame shown, decoded again at its own size (for a screenshot); `nil` without one.
  func fullSizeFrame() async -> VideoFrame?
  /// The subtitle files' encoding; `nil` to find it from their bytes.
  var subtitleEncoding: String? { get set }
  /// Frames decoded since the engine was made.
  var decodedFrameCount: Int { get }
  /// Frames the sink dropped since the engine was made.
  var droppedFrameCount: Int { get }
}

extension GStreamerEngine: VideoFrameEngine {}
