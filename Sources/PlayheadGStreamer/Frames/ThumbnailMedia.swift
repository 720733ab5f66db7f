import Foundation

/// What preview thumbnails of the loaded media are decoded from: the local file itself; a
/// progressive download's copy, as far as it has come; or an adaptive stream's pictures for
/// previews (an HLS I-frame playlist, a DASH manifest cut down to its trick-mode sets).
struct ThumbnailMedia: Equatable {
  /// What is opened.
  var url: URL
  /// Where the media's timeline starts in its stream time (`GStreamerEngine.timelineStart`).
  var timelineStart: Double
  /// An adaptive stream's pictures: opened on playbin3 (GStreamer's adaptive demuxers work there
  /// alone), and each decoded by an accurate seek, as the demuxers take a keyframe seek to the
  /// fragment's start.
  var isAdaptive = false
}
