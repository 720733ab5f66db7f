internal import CGStreamer
import Foundation
import Synchronization

/// The warnings GLib, GStreamer, libsoup and GTK print on their own. A user of the programs
/// hears what failed in Playhead's words; the libraries' words come with `--verbose`.
public enum LibraryWarnings {
  /// Whether `hide()` was called.
  private static let hides = Atomic(false)

  /// Keeps the libraries' warnings and criticals off stderr (fatal errors still abort), and the
  /// sound libraries' errors when a sound output is tried where none works (see
  /// `quietSoundLibraries`). Call before anything logs: GLib takes one log writer per process,
  /// and every message, structured (GTK's) or not (GStreamer's), goes through it.
  public static func hide() {
    hides.store(true, ordering: .relaxed)
    g_log_set_writer_func(
      { level, fields, count, data in
        guard level.rawValue & G_LOG_LEVEL_ERROR.rawValue != 0 else { return G_LOG_WRITER_HANDLED }
        return g_log_writer_default(level, fields, count, data)
      }, nil, nil)
  }

  /// After `hide()`, keeps the errors the sound libraries print themselves off stderr (ALSA's
  /// handler, OpenAL Soft's log level), for a sound output about to be tried: ALSA is loaded
  /// for it only then, not at every start.
  static func quietSoundLibraries() {
    guard hides.load(ordering: .relaxed) else { return }
    playhead_hide_alsa_errors()
    setenv("ALSOFT_LOGLEVEL", "0", 0)
  }

  /// Prints the libraries' warnings, and GStreamer's own (its debug log at level 2, unless
  /// `GST_DEBUG` says otherwise). Call before the first engine is made.
  public static func show() {
    setenv("GST_DEBUG", "2", 0)
  }
}
