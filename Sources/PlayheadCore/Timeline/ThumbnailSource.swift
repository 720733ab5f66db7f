/// Decodes preview thumbnails of the loaded media, away from playback: off the main thread,
/// below its priority, never slowing it. `GStreamerEngine` is one.
@MainActor
public protocol ThumbnailSource: AnyObject {
  /// Whether the loaded media gives thumbnails: video it can read again without the network (a
  /// file, a download kept as it comes), or an adaptive stream's pictures for previews.
  var givesThumbnails: Bool { get }
  /// The times it can decode now, `nil` for all of the media: what a download has brought.
  var thumbnailTimes: [ClosedRange<Double>]? { get }
  /// Decodes the picture of the loaded media near `seconds` (at a keyframe), small; hands it
  /// to `completion` on the main actor, or `nil` when there is none. One runs at a time: the
  /// caller asks for the next once this one has answered.
  func thumbnail(at seconds: Double, completion: @escaping @MainActor @Sendable (PixelImage?) -> Void)
}

extension ThumbnailSource {
  /// All of the media, as a file's or an adaptive stream's.
  public var thumbnailTimes: [ClosedRange<Double>]? { nil }
}
