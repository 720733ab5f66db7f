import PlayheadCairo
import PlayheadGStreamer

/// A decoded video frame as a Cairo image, to draw the controls on.
enum FrameImage {
  /// Copies the frame's BGRx pixels into a new opaque ARGB32 image at the frame's display size
  /// (stretched across when its pixels are not square).
  static func image(of frame: VideoFrame) throws -> ImageSurface {
    let image = try ImageSurface(width: frame.width, height: frame.height)
    let pixels = frame.withBGRxBytes { bytes, stride in
      (0..<frame.height).flatMap { row in
        (0..<frame.width).map { column in
          bytes.load(fromByteOffset: row * stride + column * 4, as: UInt32.self) | 0xFF00_0000
        }
      }
    }
    guard let pixels else { throw CommandFailure(message: "the video frame could not be read") }
    image.replacePixels(with: pixels)
    let shown = frame.displaySize
    guard Int(shown.width) != frame.width || Int(shown.height) != frame.height else { return image }
    return try image.scaled(toWidth: Int(shown.width), height: Int(shown.height))
  }
}
