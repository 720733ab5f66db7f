internal import CCairo
import PlayheadCore

/// Draws a `PixelImage` stretched over a frame, filtered smoothly, its edges padded outwards so
/// a scaled picture does not fade at its border.
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
    cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
    cairo_clip(cr)
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, Double(image.width) / frame.width, Double(image.height) / frame.height)
    cairo_matrix_translate(&matrix, -frame.minX, -frame.minY)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
  }
}
