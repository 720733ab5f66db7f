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
