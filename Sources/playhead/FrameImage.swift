import PlayheadCairo
import PlayheadCore
import PlayheadGStreamer

/// A decoded video frame as a Cairo image, to draw the controls on.
enum FrameImage {
  /// Copies the frame's BGRx pixels into a new opaque ARGB32 image at the frame's display size
  /// (stretched across when its pixels are not square).
  static func image(of frame: VideoFrame) throws -> ImageSurface {
    let image = try frame.withBGRxBytes { bytes, stride in
      try ImageSurface.opaque(
        bgrx: bytes, width: frame.width, height: frame.height, stride: stride, shownAt: frame.displaySize)
    }
    guard let image else { throw CommandFailure(message: translated("the video frame could not be read")) }
    return image
  }
}
