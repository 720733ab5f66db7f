internal import CCairo
import PlayheadCore

/// Draws a `Scene` with Cairo, anti-aliased, into an image (at any pixel scale) or an SVG or PDF
/// document. The renderer holds no state: every call draws the scene as given.
public enum SceneRenderer {
  /// A new transparent image of the scene, `scale` pixels per scene unit.
  /// - Throws: `CairoError` when the image cannot be made (a size of 0 or beyond 32767 pixels).
  public static func image(of scene: Scene, scale: Double = 1) throws(CairoError) -> ImageSurface {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let image = try ImageSurface(
      width: Int((scene.size.width * scale).rounded(.up)),
      height: Int((scene.size.height * scale).rounded(.up)))
    try draw(scene, into: image, scale: scale, clearing: false)
    return image
  }

  /// Draws the scene into an existing image, `scale` pixels per unit, clearing it first when
  /// asked: how an adapter reuses one image frame after frame.
  ///
  /// With a `cache`, groups that carry a `cacheKey` are drawn once and composited afterwards.
  public static func draw(
    _ scene: Scene, into image: ImageSurface, scale: Double = 1, clearing: Bool = true,
    cache: RenderCache? = nil
  ) throws(CairoError) {
    let context = try CairoContext(image: image)
    if clearing {
      cairo_set_operator(context.pointer, CAIRO_OPERATOR_CLEAR)
      cairo_paint(context.pointer)
      cairo_set_operator(context.pointer, CAIRO_OPERATOR_OVER)
    }
    cairo_scale(context.pointer, scale, scale)
    let target = cache.map { CacheTarget(cache: $0, width: image.width, height: image.height, scale: scale) }
    try draw(scene.items, in: context.pointer, caching: target)
    try CairoError.check(cairo_status(context.pointer))
  }

  /// Draws the scene into a Cairo context someone else owns (a GTK widget's `cairo_t`), in that
  /// context's units: its device scale, HiDPI included, applies.
  package static func draw(_ scene: Scene, context: OpaquePointer) throws(CairoError) {
    cairo_save(context)
    defer { cairo_restore(context) }
    try draw(scene.items, in: context, caching: nil)
    try CairoError.check(cairo_status(context))
  }

  /// Where cached groups are kept and the image size and scale they are drawn at.
  struct CacheTarget {
    let cache: RenderCache
    let width: Int
    let height: Int
    let scale: Double
  }

  /// Writes the scene as an SVG or PDF document of `scene.size` points.
  public static func writeDocument(
    _ scene: Scene, format: DocumentSurface.Format, to path: String
  ) throws(CairoError) {
    let document = try DocumentSurface(
      format: format, path: path, width: scene.size.width, height: scene.size.height)
    do {
      let context = try CairoContext(document: document)
      try draw(scene.items, in: context.pointer, caching: nil)
      try CairoError.check(cairo_status(context.pointer))
    }
    try document.close()
  }

  static func draw(_ items: [SceneItem], in cr: OpaquePointer, caching: CacheTarget?) throws(CairoError) {
    for item in items {
      switch item {
      case .fill(let path, let paint):
        addPath(path, to: cr)
        setSource(paint, in: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
      case .stroke(let path, let paint, let style):
        guard style.width > 0 else { continue }
        addPath(path, to: cr)
        setSource(paint, in: cr)
        apply(style, in: cr)
        cairo_stroke(cr)
      case .text(let run):
        TextRenderer.draw(run, in: cr)
      case .mask(let mask, let frame, let paint):
        MaskRenderer.draw(mask, frame: frame, paint: paint, in: cr)
      case .image(let image, let frame):
        PixelImageRenderer.draw(image, frame: frame, in: cr)
      case .group(let group):
        try drawGroup(group, in: cr, caching: caching)
      }
    }
  }

  private static func drawGroup(_ group: SceneGroup, in cr: OpaquePointer, caching: CacheTarget?)
    throws(CairoError)
  {
    guard group.opacity > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let clip = group.clip {
      addPath(clip, to: cr)
      cairo_clip(cr)
    }
    if group.blend == .destinationOut { cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT) }
    if let key = group.cacheKey, let caching {
      let image = try caching.cache.image(
        for: key, width: caching.width, height: caching.height, scale: caching.scale
      ) { (image: ImageSurface) throws(CairoError) in
        var uncached = group
        (uncached.opacity, uncached.blend, uncached.cacheKey) = (1, .normal, nil)
        try draw(
          Scene(size: .zero, items: [.group(uncached)]), into: image, scale: caching.scale, clearing: false)
      }
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_set_source_surface(cr, image.pointer, 0, 0)
      cairo_paint_with_alpha(cr, group.opacity)
      cairo_restore(cr)
      return
    }
    if group.opacity == 1 && group.blend == .normal {
      try draw(group.items, in: cr, caching: caching)
      return
    }
    cairo_push_group(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    try draw(group.items, in: cr, caching: caching)
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, group.opacity)
  }

  static func addPath(_ path: Path, to cr: OpaquePointer) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let point): cairo_move_to(cr, point.x, point.y)
      case .line(let point): cairo_line_to(cr, point.x, point.y)
      case .quadCurve(let point, let control):
        var current = (x: 0.0, y: 0.0)
        cairo_get_current_point(cr, &current.x, &current.y)
        let c1 = (
          x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y)
        )
        let c2 = (x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, point.x, point.y)
      case .curve(let point, let control1, let control2):
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }

  static func setSource(_ paint: Paint, in cr: OpaquePointer) {
    switch paint {
    case .solid(let color):
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    case .linearGradient(let gradient):
      let pattern = cairo_pattern_create_linear(
        gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)!
      for stop in gradient.stops {
        let c = stop.color
        cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
      }
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  private static func apply(_ style: StrokeStyle, in cr: OpaquePointer) {
    cairo_set_line_width(cr, style.width)
    let cap =
      switch style.cap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join =
      switch style.join {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
  }
}
