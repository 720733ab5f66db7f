internal import CGTK
import PlayheadCore

/// The shape of a GTK signal's handler: the Swift closure it calls and the `@convention(c)`
/// trampoline that unpacks the signal's arguments and finds that closure in its user data (a
/// `CallbackBox`). `Connections.connect(_:_:as:_:)` pairs a closure with the kind of its signal.
struct SignalKind<Closure>: Sendable {
  /// The trampoline, as GLib takes it.
  let trampoline: GCallback

  /// The kind whose trampoline is `function`, a `@convention(c)` function of the signal's
  /// parameters and its user data.
  fileprivate init<Function>(_ function: Function) {
    trampoline = unsafeBitCast(function, to: GCallback.self)
  }
}

/// The kinds of the signals the player connects to.
enum Signal {
  /// A click gesture's `pressed` and `released`: press count, x, y.
  static let point = SignalKind<@MainActor (Int, Double, Double) -> Void>(
    { _, count, x, y, data in
      MainActor.assumeIsolated {
        [handler = CallbackBox<@MainActor (Int, Double, Double) -> Void>.value(data)] in
        handler(Int(count), x, y)
      }
    } as @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void)

  /// A motion controller's `enter` and `motion`: x, y.
  static let motion = SignalKind<@MainActor (Double, Double) -> Void>(
    { _, x, y, data in
      MainActor.assumeIsolated { [handler = CallbackBox<@MainActor (Double, Double) -> Void>.value(data)] in
        handler(x, y)
      }
    } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void)

  /// A signal with no arguments of its own: `leave`, `stopped`, `clicked`.
  static let plain = SignalKind<@MainActor () -> Void>(
    { _, data in
      MainActor.assumeIsolated { [handler = CallbackBox<@MainActor () -> Void>.value(data)] in handler() }
    }
      as @convention(c) (gpointer?, gpointer?) -> Void)

  /// A signal with no arguments whose handler says whether it took it: a window's
  /// `close-request` (`true` keeps the window open).
  static let request = SignalKind<@MainActor () -> Bool>(
    { _, data in
      MainActor.assumeIsolated { [handler = CallbackBox<@MainActor () -> Bool>.value(data)] in handler() }
        ? 1 : 0
    }
      as @convention(c) (gpointer?, gpointer?) -> gboolean)

  /// A key controller's `key-pressed` and `key-released`: keyval and modifiers; the handler says
  /// whether it took the key.
  static let key = SignalKind<@MainActor (guint, GdkModifierType) -> Bool>(
    { _, keyval, _, state, data in
      MainActor.assumeIsolated {
        [handler = CallbackBox<@MainActor (guint, GdkModifierType) -> Bool>.value(data)] in
        handler(keyval, state)
      }
        ? 1 : 0
    } as @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean)

  /// A range's `change-value`: the value asked for; the handler says whether it took it.
  static let changeValue = SignalKind<@MainActor (Double) -> Bool>(
    { _, _, value, data in
      MainActor.assumeIsolated { [handler = CallbackBox<@MainActor (Double) -> Bool>.value(data)] in
        handler(value)
      } ? 1 : 0
    } as @convention(c) (gpointer?, GtkScrollType, gdouble, gpointer?) -> gboolean)

  /// A legacy event controller's `event`: the GdkEvent; the handler says whether it took it.
  static let event = SignalKind<@MainActor (OpaquePointer?) -> Bool>(
    { _, event, data in
      nonisolated(unsafe) let event = event
      return MainActor.assumeIsolated {
        [handler = CallbackBox<@MainActor (OpaquePointer?) -> Bool>.value(data)] in handler(event)
      } ? 1 : 0
    } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean)

  /// A scroll controller's `scroll`: dx, dy; the handler says whether it took it.
  static let scroll = SignalKind<@MainActor (Double, Double) -> Bool>(
    { _, dx, dy, data in
      MainActor.assumeIsolated { [handler = CallbackBox<@MainActor (Double, Double) -> Bool>.value(data)] in
        handler(dx, dy)
      } ? 1 : 0
    } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean)

  /// A property's `notify::NAME` (the property's description is not used): a drop-down's
  /// `notify::selected`.
  /// Its handler has the shape of an action's `activate`: an argument of no use, then the data.
  static var notify: SignalKind<@MainActor () -> Void> { activate }

  /// A GSimpleAction's `activate` (its parameter is not used).
  static let activate = SignalKind<@MainActor () -> Void>(
    { _, _, data in
      MainActor.assumeIsolated { [handler = CallbackBox<@MainActor () -> Void>.value(data)] in handler() }
    }
      as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void)

  /// An overlay's `get-child-position`: the child; the handler gives its box in the overlay, or
  /// `nil` to leave it where its alignment puts it.
  static let childPosition = SignalKind<@MainActor (UnsafeMutablePointer<GtkWidget>) -> Rect?>(
    { _, child, allocation, data in
      guard let child, let allocation else { return 0 }
      nonisolated(unsafe) let widget = child
      let box = MainActor.assumeIsolated {
        [handler = CallbackBox<@MainActor (UnsafeMutablePointer<GtkWidget>) -> Rect?>.value(data)] in
        handler(widget)
      }
      guard let box else { return 0 }
      // Whole pixels, edges rounded so neighbours neither overlap nor part.
      let (left, top) = (box.minX.rounded(), box.minY.rounded())
      allocation.pointee = GdkRectangle(
        x: gint(left), y: gint(top), width: gint(box.maxX.rounded() - left),
        height: gint(box.maxY.rounded() - top))
      return 1
    }
      as @convention(c) (
        gpointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, gpointer?
      )
      -> gboolean)

  /// A drop target's `drop`: what was dropped as text, files as their URIs one a line; the
  /// handler says whether it took it.
  static let drop = SignalKind<@MainActor (String) -> Bool>(
    { _, value, _, _, data in
      guard let value else { return 0 }
      let text: String
      if let uris = playhead_dropped_file_uris(value) {
        var lines: [String] = []
        var index = 0
        while let uri = uris[index] {
          lines.append(String(cString: uri))
          index += 1
        }
        g_strfreev(uris)
        text = lines.joined(separator: "\n")
      } else if let dropped = playhead_dropped_text(value) {
        text = String(cString: dropped)
      } else {
        return 0
      }
      return MainActor.assumeIsolated { [handler = CallbackBox<@MainActor (String) -> Bool>.value(data)] in
        handler(text)
      } ? 1 : 0
    } as @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean)

  /// A drag source's `prepare`: the handler gives the text the drag offers, or `nil` to start
  /// no drag.
  static let prepare = SignalKind<@MainActor () -> String?>(
    { _, _, _, data in
      let text = MainActor.assumeIsolated { [handler = CallbackBox<@MainActor () -> String?>.value(data)] in
        handler()
      }
      return text.map { playhead_text_content_new($0) }
    } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> UnsafeMutablePointer<GdkContentProvider>?)

  /// A drag source's `drag-end` (the drag and whether to delete the data are not used).
  static let dragEnd = SignalKind<@MainActor () -> Void>(
    { _, _, _, data in
      MainActor.assumeIsolated { [handler = CallbackBox<@MainActor () -> Void>.value(data)] in handler() }
    } as @convention(c) (gpointer?, gpointer?, gboolean, gpointer?) -> Void)

  /// A native dialog's `response`: the response id.
  static let response = SignalKind<@MainActor (Int32) -> Void>(
    { _, response, data in
      MainActor.assumeIsolated { [handler = CallbackBox<@MainActor (Int32) -> Void>.value(data)] in
        handler(response)
      }
    } as @convention(c) (gpointer?, gint, gpointer?) -> Void)
}
