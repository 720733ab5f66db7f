import CGTK

/// Connects GObject signals to C callbacks that find their Swift owner through `data`.
enum Signal {
  /// A click gesture's `pressed` and `released`: press count, x, y.
  typealias PointHandler = @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void
  /// A motion controller's `enter` and `motion`: x, y.
  typealias MotionHandler = @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void
  /// A signal with no arguments of its own (`leave`, `stopped`).
  typealias PlainHandler = @convention(c) (gpointer?, gpointer?) -> Void
  /// A key controller's `key-pressed` and `key-released`: keyval, keycode, modifiers.
  typealias KeyHandler = @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean

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
