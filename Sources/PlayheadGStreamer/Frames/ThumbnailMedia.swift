import Foundation
import PlayheadCore

/// What preview thumbnails of the loaded media are decoded from: the local file itself, a
/// progressive download's copy as far as it has come, or an adaptive stream's pictures for
/// previews (an HLS I-frame playlist's, a DASH trick-mode representation's segments).
struct ThumbnailMedia: Equatable {
  /// Where the pictures are.
  enum Source: Equatable {
    /// A file, opened once and sought in.
    case file(URL)
    /// An adaptive stream's pictures, each fetched and decoded alone.
    case pictures(PreviewPictures)
  }

  /// Where the pictures are.
  var source: Source
  /// Where the media's timeline starts in its stream time (`GStreamerEngine.timelineStart`).
  var timelineStart: Double
}
