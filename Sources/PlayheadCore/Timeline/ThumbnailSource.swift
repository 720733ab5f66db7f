/// Decodes preview thumbnails of the loaded media, away from playback: off the main thread,
/// below its priority, never slowing it. `GStreamerEngine` is one.
@MainActor
public protocol ThumbnailSource: AnyObject {
  /// Whether the loaded media gives thumbnails (video it can read again without the network).
  var givesThumbnails: Bool { get }
  /// Decodes the picture of the loaded media near `seconds` (at a keyframe), small; hands it
  /// to `completion` on the main actor, or `nil` when there is none. One runs at a time: the
  /// caller asks for the next once this one has answered.
  func thumbnail(at seconds: Double, completion: @escaping @MainActor @Sendable (PixelImage?) -> Void)
}
