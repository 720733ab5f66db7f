internal import CCairo
import PlayheadCore
import Synchronization

/// Measures text with Pango exactly as `SceneRenderer` lays it out, for the core's text fitting.
/// Safe to share between threads: one measurement runs at a time.
public final class PangoTextMeasurer: TextMeasuring {
  private let context: Mutex<CairoContext>

  /// Creates a measurer with its own small Cairo context.
  /// - Throws: `CairoError` when Cairo cannot make the context.
  public init() throws(CairoError) {
    context = Mutex(try CairoContext(image: ImageSurface(width: 1, height: 1)))
  }

  /// The logical size of one line of `text` in `font`, in scene units.
  public func size(of text: String, font: Font) -> Size {
    context.withLock { context in
      let layout = TextRenderer.makeLayout(text: text, font: font, in: context.pointer)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      return TextRenderer.logicalExtents(of: layout).size
    }
  }

  /// The logical size of `run` laid out as `SceneRenderer` draws it.
  public func size(of run: TextRun) -> Size {
    context.withLock { context in
      let layout = TextRenderer.makeLayout(run, in: context.pointer)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      return TextRenderer.logicalExtents(of: layout).size
    }
  }
}
