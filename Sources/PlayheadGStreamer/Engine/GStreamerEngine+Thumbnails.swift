import Foundation
import PlayheadCore

extension GStreamerEngine: ThumbnailSource {
  /// Whether the loaded media gives thumbnails (`thumbnailMedia`), and has not failed to give
  /// them too many times in a row: otherwise the preview shows the time alone.
  public var givesThumbnails: Bool {
    guard let media = thumbnailMedia else { return false }
    return thumbnailDecoder?.media != media || thumbnailDecoder?.hasGivenUp != true
  }

  /// Decodes the picture near `seconds` on a pipeline of the file's own (`ThumbnailDecoder`),
  /// below playback's priority; `completion` gets it on the main actor.
  public func thumbnail(at seconds: Double, completion: @escaping @MainActor @Sendable (PixelImage?) -> Void)
  {
    guard let media = thumbnailMedia else { return completion(nil) }
    if thumbnailDecoder?.media != media { thumbnailDecoder = ThumbnailDecoder(media) }
    thumbnailDecoder?.thumbnail(at: seconds) { image in
      Task { @MainActor in completion(image) }
    }
  }
}
