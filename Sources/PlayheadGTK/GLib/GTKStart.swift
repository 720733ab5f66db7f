internal import CGTK
import PlayheadCore
import PlayheadGStreamer

/// Starting GTK for a program that shows Playhead's views: the one call an embedder makes, in
/// place of `gtk_init`, before making widgets of its own. It first takes the renderer that costs
/// least on this machine (`RendererChoice`: GTK's Cairo renderer and no GL without a GPU, where
/// GTK's software GL costs twice the CPU and memory; a `GSK_RENDERER` the person set is kept),
/// which GTK reads only as it starts, and limits malloc's heaps before GTK's threads make theirs
/// (`MallocArenas`).
public enum GTKStart {
  /// Why GTK cannot start.
  public struct Unavailable: Error, CustomStringConvertible {
    /// What went wrong, for the user.
    public let description: String
  }

  /// Whether GTK has started, by this call or the program's own `gtk_init`.
  @MainActor public static var hasStarted: Bool { gtk_is_initialized() != 0 }

  /// Chooses the renderer, limits malloc's heaps and starts GTK, once; nothing when it has
  /// started. Throws when there is no display to open windows on.
  @MainActor public static func start() throws(Unavailable) {
    guard !hasStarted else { return }
    RendererChoice.apply()
    MallocArenas.limitUnlessSet()
    guard gtk_init_check() != 0 else {
      throw Unavailable(
        description: translated(
          "no display to open a window on (set DISPLAY or WAYLAND_DISPLAY, or use --headless)"))
    }
  }

  /// Starts GTK for a view made without it, or stops the program saying why: a widget made
  /// before GTK has started would crash inside GTK with no word of the cause.
  @MainActor static func startForView(_ name: String) {
    do {
      try start()
    } catch {
      fatalError("Playhead: \(name) cannot be made: GTK cannot start: \(error.description)")
    }
  }
}
