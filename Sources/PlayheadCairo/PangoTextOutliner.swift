internal import CCairo
import PlayheadCore
import Synchronization

/// The outlines of text's glyphs, laid out by Pango exactly as `SceneRenderer` draws it: how a
/// Lottie file carries the controls' text. Safe to share between threads: one outline is made at
/// a time.
public final class PangoTextOutliner: TextOutlining {
  private let context: Mutex<CairoContext>

  /// An outliner with its own Cairo context, on an unbounded surface: Pango leaves out the glyphs
  /// that fall outside a surface's clip.
  /// - Throws: `CairoError` when Cairo cannot make the context.
  public init() throws(CairoError) {
    context = Mutex(try CairoContext())
  }

  /// The glyphs of `run` as a path in scene coordinates: Pango's curves and lines as they are.
  public func outline(of run: TextRun) -> Path {
    context.withLock { context in
      let cr = context.pointer
      let layout = TextRenderer.makeLayout(run, in: cr)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let corner = TextRenderer.corner(of: layout, for: run)
      cairo_new_path(cr)
      cairo_move_to(cr, corner.x, corner.y)
      pango_cairo_layout_path(cr, layout)
      defer { cairo_new_path(cr) }
      return Self.path(copiedFrom: cr)
    }
  }

  /// The current path of `cr` as a `Path`.
  private static func path(copiedFrom cr: OpaquePointer) -> Path {
    guard let copied = cairo_copy_path(cr) else { return Path() }
    defer { cairo_path_destroy(copied) }
    var path = Path()
    var index = 0
    let data = copied.pointee.data!
    while index < Int(copied.pointee.num_data) {
      let header = data[index].header
      let point = { (offset: Int) in Point(x: data[index + offset].point.x, y: data[index + offset].point.y) }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
      case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
      case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
      default: path.closeSubpath()
      }
      index += Int(header.length)
    }
    return path
  }
}
