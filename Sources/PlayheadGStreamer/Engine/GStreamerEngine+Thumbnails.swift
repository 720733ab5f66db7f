import Foundation
import PlayheadCore

extension GStreamerEngine: ThumbnailSource {
  /// Whether the loaded media gives thumbnails: a local video file. A network stream would be
  /// downloaded a second time, so it shows the time alone.
  public var givesThumbnails: Bool { thumbnailMedia != nil }

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
