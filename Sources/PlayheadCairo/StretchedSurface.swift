internal import CCairo
import PlayheadCore

/// An image surface stretched over a frame, as the mask and picture renderers draw it: clipped
/// to the frame, its edges padded outwards so a scaled picture does not fade at its border by
/// sampling the transparent pixels beyond it.
enum StretchedSurface {
  /// Clips `cr` to `frame` and returns the pattern of `surface` (`width` × `height` pixels)
  /// stretched over it, smoothly filtered; the caller destroys the pattern.
  static func pattern(
    of surface: OpaquePointer, width: Int, height: Int, over frame: Rect, in cr: OpaquePointer
  ) -> OpaquePointer {
    cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
    cairo_clip(cr)
    let pattern = cairo_pattern_create_for_surface(surface)!
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, Double(width) / frame.width, Double(height) / frame.height)
    cairo_matrix_translate(&matrix, -frame.minX, -frame.minY)
    cairo_pattern_set_matrix(pattern, &matrix)
    return pattern
  }
}
