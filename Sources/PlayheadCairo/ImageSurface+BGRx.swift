internal import CCairo
import PlayheadCore

extension ImageSurface {
  /// An opaque image of a video frame's BGRx rows (`stride` bytes apart; the x byte ignored),
  /// shown at `shownSize` (a frame whose pixels are not square is stretched to it).
  public static func opaque(
    bgrx bytes: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, shownAt shownSize: Size
  ) throws(CairoError) -> ImageSurface {
    let image = try ImageSurface(width: width, height: height)
    cairo_surface_flush(image.pointer)
    if let destination = cairo_image_surface_get_data(image.pointer), let origin = bytes.baseAddress {
      for row in 0..<height {
        let source = origin + row * stride
        let into = UnsafeMutableRawPointer(destination) + row * image.stride
        for column in 0..<width {
          let pixel = source.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self) | 0xFF00_0000
          into.storeBytes(of: pixel, toByteOffset: column * 4, as: UInt32.self)
        }
      }
    }
    cairo_surface_mark_dirty(image.pointer)
    let (shownWidth, shownHeight) = (Int(shownSize.width.rounded()), Int(shownSize.height.rounded()))
    guard shownWidth != width || shownHeight != height, shownWidth > 0, shownHeight > 0 else { return image }
    return try image.scaled(toWidth: shownWidth, height: shownHeight)
  }
}
