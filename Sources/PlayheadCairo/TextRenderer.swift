internal import CCairo
import PlayheadCore

/// Lays out and draws text runs with Pango, the font's size read as scene units.
enum TextRenderer {
  static func draw(_ run: TextRun, in cr: OpaquePointer) {
    let layout = makeLayout(run, in: cr)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let corner = self.corner(of: layout, for: run)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard run.isMarkup, run.text.contains("foreground=") || run.text.contains("background=") else {
      cairo_new_path(cr)
      cairo_move_to(cr, corner.x, corner.y)
      pango_cairo_layout_path(cr, layout)
      if let outline = run.outline { stroke(outline, in: cr, preserving: true) }
      SceneRenderer.setSource(run.paint, in: cr)
      cairo_fill(cr)
      return
    }
    // Markup with colours: Pango paints the spans' own colours and backgrounds, and the rest in
    // the run's paint; the outline goes around the glyphs alone, not the backgrounds' boxes.
    if let outline = run.outline {
      var bare = run
      bare.text = run.text.replacing(#/ background="[^"]*"/#, with: "")
      let glyphs = makeLayout(bare, in: cr)
      defer { g_object_unref(UnsafeMutableRawPointer(glyphs)) }
      cairo_new_path(cr)
      cairo_move_to(cr, corner.x, corner.y)
      pango_cairo_layout_path(cr, glyphs)
      stroke(outline, in: cr, preserving: false)
    }
    cairo_move_to(cr, corner.x, corner.y)
    SceneRenderer.setSource(run.paint, in: cr)
    pango_cairo_show_layout(cr, layout)
  }

  /// Where `layout`, of `run`, is drawn from: centred in the run's box, or at its left.
  static func corner(of layout: OpaquePointer, for run: TextRun) -> Point {
    let (origin, size) = logicalExtents(of: layout)
    // A wrapped layout is as wide as its box, its lines aligned in it by Pango.
    let left =
      run.isLeading || run.wraps ? run.frame.minX : run.frame.minX + (run.frame.width - size.width) / 2
    return Point(
      x: left - (run.wraps ? 0 : origin.x),
      y: run.frame.minY + (run.frame.height - size.height) / 2 - origin.y)
  }

  /// Strokes the path with `outline`, keeping the path when `preserving`.
  private static func stroke(_ outline: TextOutline, in cr: OpaquePointer, preserving: Bool) {
    cairo_set_line_width(cr, outline.width)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    SceneRenderer.setSource(outline.paint, in: cr)
    if preserving { cairo_stroke_preserve(cr) } else { cairo_stroke(cr) }
  }

  /// The logical rectangle of a layout: its origin offset and its size, in scene units.
  static func logicalExtents(of layout: OpaquePointer) -> (origin: Point, size: Size) {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    return (
      Point(x: Double(logical.x) / scale, y: Double(logical.y) / scale),
      Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    )
  }

  /// A new layout (owned by the caller) of `run`'s text in its font, with its width set where
  /// it wraps or is cut short.
  static func makeLayout(_ run: TextRun, in cr: OpaquePointer) -> OpaquePointer {
    let layout = makeLayout(text: run.text, font: run.font, in: cr, isMarkup: run.isMarkup)
    if run.isLeading {
      pango_layout_set_width(layout, Int32(run.frame.width * Double(PANGO_SCALE)))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    } else if run.wraps {
      pango_layout_set_width(layout, Int32(run.frame.width * Double(PANGO_SCALE)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      let alignments: [TextAlignment: PangoAlignment] = [
        .left: PANGO_ALIGN_LEFT, .center: PANGO_ALIGN_CENTER, .right: PANGO_ALIGN_RIGHT,
      ]
      pango_layout_set_alignment(layout, alignments[run.alignment]!)
    }
    return layout
  }

  /// A new layout (owned by the caller) with hinting off, so text scales smoothly, measures the
  /// same at every scale and draws the same on every machine with the same fonts. Markup Pango
  /// cannot read is shown as the plain text it holds.
  static func makeLayout(text: String, font: Font, in cr: OpaquePointer, isMarkup: Bool = false)
    -> OpaquePointer
  {
    let layout = pango_cairo_create_layout(cr)!
    let options = cairo_font_options_create()!
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
    cairo_font_options_destroy(options)
    pango_layout_context_changed(layout)
    let description = pango_font_description_from_string(font.name)!
    pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    if !isMarkup || !setMarkup(text, on: layout) { pango_layout_set_text(layout, text, -1) }
    return layout
  }

  /// Sets `markup` when Pango can parse it; `false` (the layout untouched) otherwise.
  private static func setMarkup(_ markup: String, on layout: OpaquePointer) -> Bool {
    guard pango_parse_markup(markup, -1, 0, nil, nil, nil, nil) != 0 else { return false }
    pango_layout_set_markup(layout, markup, -1)
    return true
  }
}
