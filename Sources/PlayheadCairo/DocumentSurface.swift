internal import CCairo

/// An owned Cairo vector surface writing an SVG or PDF file, finished when closed or released.
public final class DocumentSurface {
  /// The kinds of vector document.
  public enum Format: String, Sendable, CaseIterable {
    /// Scalable Vector Graphics.
    case svg
    /// Portable Document Format.
    case pdf
  }

  let pointer: OpaquePointer

  /// Opens `path` for a document of `width × height` points; owns the new surface.
  /// - Throws: Cairo's status, for example when the file cannot be created.
  public init(format: Format, path: String, width: Double, height: Double) throws(CairoError) {
    let surface =
      switch format {
      case .svg: cairo_svg_surface_create(path, width, height)!
      case .pdf: cairo_pdf_surface_create(path, width, height)!
      }
    pointer = try CairoError.checked(surface: surface)
  }

  /// Finishes the document and reports any write error.
  public func close() throws(CairoError) {
    cairo_surface_finish(pointer)
    try CairoError.check(cairo_surface_status(pointer))
  }

  deinit { cairo_surface_destroy(pointer) }
}
