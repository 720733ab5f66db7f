import CGStreamer
import Foundation

/// The warnings GLib, GStreamer, libsoup and GTK print on their own. A user of the programs
/// hears what failed in Playhead's words; the libraries' words come with `--verbose`.
public enum LibraryWarnings {
  /// Keeps the libraries' warnings and criticals off stderr (fatal errors still abort).
  public static func hide() {
    g_log_set_default_handler(
      { domain, level, message, _ in
        guard level.rawValue & G_LOG_LEVEL_ERROR.rawValue != 0 else { return }
        g_log_default_handler(domain, level, message, nil)
      }, nil)
  }

  /// Prints the libraries' warnings, and GStreamer's own (its debug log at level 2, unless
  /// `GST_DEBUG` says otherwise). Call before the first engine is made.
  public static func show() {
    setenv("GST_DEBUG", "2", 0)
  }
}
