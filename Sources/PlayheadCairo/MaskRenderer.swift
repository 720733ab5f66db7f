internal import CCairo
import PlayheadCore

/// Shows paint through an alpha mask stretched over a frame.
enum MaskRenderer {
  static func draw(_ mask: AlphaMask, frame: Rect, paint: Paint, in cr: OpaquePointer) {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(mask.width)))
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return }
    defer { cairo_surface_destroy(surface) }
    let data = cairo_image_surface_get_data(surface)!
    for row in 0..<mask.height {
      for column in 0..<mask.width {
        data[row * stride + column] = mask.alpha[row * mask.width + column]
      }
    }
    cairo_surface_mark_dirty(surface)
    cairo_save(cr)
    SceneRenderer.setSource(paint, in: cr)
    let pattern = StretchedSurface.pattern(
      of: surface, width: mask.width, height: mask.height, over: frame, in: cr)
    defer { cairo_pattern_destroy(pattern) }
    cairo_mask(cr, pattern)
    cairo_restore(cr)
  }
}
