import CCairo
import PlayheadCore

/// Lays out and draws text runs with Pango, the font's size read as scene units.
enum TextRenderer {
  static func draw(_ run: TextRun, in cr: OpaquePointer) {
    let layout = makeLayout(run, in: cr)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let width = Double(logical.width) / scale
    let height = Double(logical.height) / scale
    cairo_save(cr)
    cairo_new_path(cr)
    cairo_move_to(
      cr, run.frame.minX + (run.frame.width - width) / 2 - Double(logical.x) / scale,
      run.frame.minY + (run.frame.height - height) / 2 - Double(logical.y) / scale)
    pango_cairo_layout_path(cr, layout)
    SceneRenderer.setSource(run.paint, in: cr)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// A new layout (owned by the caller) with hinting off, so text scales smoothly and the same
  /// on every machine with the same fonts.
  private static func makeLayout(_ run: TextRun, in cr: OpaquePointer) -> OpaquePointer {
    let layout = pango_cairo_create_layout(cr)!
    let options = cairo_font_options_create()!
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
    cairo_font_options_destroy(options)
    pango_layout_context_changed(layout)
    let font = pango_font_description_from_string(run.font)!
    let size = pango_font_description_get_size(font)
    pango_font_description_set_absolute_size(font, Double(size > 0 ? size : 12 * PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_text(layout, run.text, -1)
    return layout
  }
}
