internal import CCairo

/// An owned Cairo drawing context on a surface; keeps the surface alive while it lives.
final class CairoContext {
  let pointer: OpaquePointer
  private let owner: AnyObject

  /// Creates a context on an image; owns the new context.
  convenience init(image: ImageSurface) throws(CairoError) {
    try self.init(surface: image.pointer, owner: image)
  }

  /// Creates a context on a document; owns the new context.
  convenience init(document: DocumentSurface) throws(CairoError) {
    try self.init(surface: document.pointer, owner: document)
  }

  /// Creates a context on an unbounded recording surface: nothing on it lies outside the clip,
  /// so Pango lays out and outlines every glyph wherever it falls.
  convenience init() throws(CairoError) {
    let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
    // The context keeps its own reference to the surface.
    defer { cairo_surface_destroy(surface) }
    try self.init(surface: surface, owner: Unowned())
  }

  /// No owner: the context alone keeps its surface.
  private final class Unowned {}

  private init(surface: OpaquePointer, owner: AnyObject) throws(CairoError) {
    let context = cairo_create(surface)!
    do {
      try CairoError.check(cairo_status(context))
    } catch {
      cairo_destroy(context)
      throw error
    }
    pointer = context
    self.owner = owner
  }

  deinit { cairo_destroy(pointer) }
}
