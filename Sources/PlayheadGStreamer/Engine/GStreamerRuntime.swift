internal import CGStreamer

/// GStreamer's one-time initialization.
enum GStreamerRuntime {
  /// Initializes GStreamer on first use, limiting malloc's arenas first (`MallocArenas`: before
  /// any streaming thread allocates); later calls do nothing.
  static func initialize() { _ = initialized }

  private static let initialized: Bool = {
    MallocArenas.limitUnlessSet()
    gst_init(nil, nil)
    gst_pb_utils_init()
    return true
  }()

  /// Nanoseconds to seconds.
  static func seconds(_ nanoseconds: gint64) -> Double { Double(nanoseconds) / 1e9 }

  /// Seconds to nanoseconds, clamped at 0.
  static func nanoseconds(_ seconds: Double) -> gint64 {
    gint64(max(seconds, 0) * 1e9)
  }
}
