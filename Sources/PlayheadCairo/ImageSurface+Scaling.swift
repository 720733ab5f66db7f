internal import CCairo

extension ImageSurface {
  /// A copy stretched to `width` × `height` pixels (each axis on its own, with Cairo's good
  /// filter): how a picture with non-square pixels is shown at its shape.
  /// - Throws: `CairoError.invalidSize` or Cairo's status.
  public func scaled(toWidth width: Int, height: Int) throws(CairoError) -> ImageSurface {
    let scaled = try ImageSurface(width: width, height: height)
    let context = cairo_create(scaled.pointer)
    defer { cairo_destroy(context) }
    cairo_scale(context, Double(width) / Double(self.width), Double(height) / Double(self.height))
    cairo_set_source_surface(context, pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
    // The edges keep their colour instead of fading into the transparent outside.
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_surface_flush(scaled.pointer)
    return scaled
  }
}
