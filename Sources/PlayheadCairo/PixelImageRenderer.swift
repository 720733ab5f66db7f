internal import CCairo
import PlayheadCore

/// Draws a `PixelImage` stretched over a frame (`StretchedSurface`).
enum PixelImageRenderer {
  static func draw(_ image: PixelImage, frame: Rect, in cr: OpaquePointer) {
    guard frame.width > 0, frame.height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return }
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * image.height)
    {
      data in
      image.pixels.withUnsafeBufferPointer { pixels in
        for row in 0..<image.height {
          (data + row * stride).update(from: pixels.baseAddress! + row * image.width, count: image.width)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let pattern = StretchedSurface.pattern(
      of: surface, width: image.width, height: image.height, over: frame, in: cr)
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
  }
}
