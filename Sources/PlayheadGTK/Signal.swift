import CGTK

/// Connects GObject signals to C callbacks that find their Swift owner through `data`.
enum Signal {
  /// Connects `handler`, a `@convention(c)` function whose parameters match the signal's, with
  /// `data` as its last argument.
  static func connect<Handler>(_ instance: OpaquePointer, _ name: String, data: gpointer, _ handler: Handler)
  {
    playhead_connect(
      UnsafeMutableRawPointer(instance), name, unsafeBitCast(handler, to: GCallback.self), data)
  }

  /// Connects `handler` to a signal of a widget.
  static func connect<Handler>(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, data: gpointer, _ handler: Handler
  ) {
    playhead_connect(UnsafeMutableRawPointer(widget), name, unsafeBitCast(handler, to: GCallback.self), data)
  }
}
