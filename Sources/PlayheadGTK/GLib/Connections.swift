internal import CGTK

/// Every GLib callback one Swift object has made: signal handlers, tick callbacks, timeouts and
/// a drawing area's draw function. Each holds its Swift closure in a retained `CallbackBox` that
/// GLib releases through the destroy notify when the callback goes, so a callback never outlives
/// its closure; the closures capture their owner weakly. The handler and source ids are kept,
/// with a reference to each instance, and `removeAll()`, the one teardown path (run by the owner
/// when it closes, and by `deinit`), disconnects and removes every one.
@MainActor
final class Connections {
  private var handlers: [(instance: UnsafeMutableRawPointer, id: gulong)] = []
  private var ticks: [(widget: UnsafeMutablePointer<GtkWidget>, id: guint)] = []
  private var timeouts: Set<guint> = []
  private var drawnAreas: [UnsafeMutablePointer<GtkWidget>] = []

  isolated deinit { removeAll() }

  /// Connects `closure` to `signal` of `instance` (a widget, an event controller, any GObject),
  /// called through `kind`'s trampoline.
  func connect<Closure>(
    _ instance: UnsafeMutableRawPointer, _ signal: String, as kind: SignalKind<Closure>, _ closure: Closure
  ) {
    let id = g_signal_connect_data(
      instance, signal, kind.trampoline, CallbackBox.retained(closure),
      { data, _ in AnyCallbackBox.release(data) },
      GConnectFlags(rawValue: 0))
    guard id != 0 else { return }
    g_object_ref(instance)
    handlers.append((instance, id))
  }

  /// Connects `closure` to `signal` of a widget.
  func connect<Closure>(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String, as kind: SignalKind<Closure>,
    _ closure: Closure
  ) {
    connect(UnsafeMutableRawPointer(widget), signal, as: kind, closure)
  }

  /// Connects `closure` to `signal` of an event controller or an action.
  func connect<Closure>(
    _ object: OpaquePointer, _ signal: String, as kind: SignalKind<Closure>, _ closure: Closure
  ) {
    connect(UnsafeMutableRawPointer(object), signal, as: kind, closure)
  }

  /// Calls `tick` with the frame clock's time, in seconds, on every frame of `widget` until it
  /// returns `false` (the callback is then forgotten); returns the callback's id.
  @discardableResult
  func addTick(to widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping @MainActor (Double) -> Bool)
    -> guint
  {
    let cell = IdCell()
    let body: @MainActor (Double) -> Bool = { [weak self] time in
      let goesOn = tick(time)
      if !goesOn { self?.forgetTick(cell.id, of: widget) }
      return goesOn
    }
    cell.id = gtk_widget_add_tick_callback(
      widget,
      { _, clock, data in
        let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        return MainActor.assumeIsolated { CallbackBox<@MainActor (Double) -> Bool>.value(data)(time) } ? 1 : 0
      }, CallbackBox.retained(body), { data in AnyCallbackBox.release(data) })
    g_object_ref(widget)
    ticks.append((widget, cell.id))
    return cell.id
  }

  /// Calls `fire` every `milliseconds` until it returns `false` (the timeout is then forgotten)
  /// or `removeTimeout` removes it; returns the source's id.
  func addTimeout(milliseconds: guint, _ fire: @escaping @MainActor () -> Bool) -> guint {
    let cell = IdCell()
    let body: @MainActor () -> Bool = { [weak self] in
      let goesOn = fire()
      if !goesOn { self?.timeouts.remove(cell.id) }
      return goesOn
    }
    cell.id = g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds,
      { data in MainActor.assumeIsolated { CallbackBox<@MainActor () -> Bool>.value(data)() } ? 1 : 0 },
      CallbackBox.retained(body), { data in AnyCallbackBox.release(data) })
    timeouts.insert(cell.id)
    return cell.id
  }

  /// Removes timeout `id`, if it still runs.
  func removeTimeout(_ id: guint) {
    guard timeouts.remove(id) != nil else { return }
    g_source_remove(id)
  }

  /// Forgets tick callback `id` of `widget`, which ended itself.
  private func forgetTick(_ id: guint, of widget: UnsafeMutablePointer<GtkWidget>) {
    guard let index = ticks.firstIndex(where: { $0.widget == widget && $0.id == id }) else { return }
    ticks.remove(at: index)
    g_object_unref(widget)
  }

  /// Makes `draw` the drawing area's draw function: it gets the cairo context and the size.
  func setDrawFunction(
    of area: UnsafeMutablePointer<GtkWidget>,
    _ draw: @escaping @MainActor (OpaquePointer, Int32, Int32) -> Void
  ) {
    gtk_drawing_area_set_draw_func(
      playhead_drawing_area(area),
      { _, cr, width, height, data in
        guard let cr else { return }
        MainActor.assumeIsolated {
          CallbackBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>.value(data)(cr, width, height)
        }
      }, CallbackBox.retained(draw), { data in AnyCallbackBox.release(data) })
    g_object_ref(area)
    drawnAreas.append(area)
  }

  /// Disconnects every handler, removes every tick and timeout and every draw function, and
  /// drops the references to their instances. Safe to call more than once.
  func removeAll() {
    for (instance, id) in handlers {
      g_signal_handler_disconnect(instance, id)
      g_object_unref(instance)
    }
    handlers = []
    for (widget, id) in ticks {
      gtk_widget_remove_tick_callback(widget, id)
      g_object_unref(widget)
    }
    ticks = []
    for id in timeouts { g_source_remove(id) }
    timeouts = []
    for area in drawnAreas {
      gtk_drawing_area_set_draw_func(playhead_drawing_area(area), nil, nil, nil)
      g_object_unref(area)
    }
    drawnAreas = []
  }
}

/// A callback's id, known only once GLib has added the callback that reads it.
@MainActor
private final class IdCell {
  var id: guint = 0
}

/// What GLib releases: any `CallbackBox`, whatever it holds.
class AnyCallbackBox {
  /// Releases the box at `data` (a destroy notify's work).
  static func release(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyCallbackBox>.fromOpaque(data).release()
  }
}

/// A Swift value handed to C as a retained pointer, and released by the destroy notify that
/// comes with it (`AnyCallbackBox.release`).
final class CallbackBox<Value>: AnyCallbackBox {
  let value: Value

  private init(_ value: Value) { self.value = value }

  /// A retained box of `value`, as a callback's user data.
  static func retained(_ value: Value) -> gpointer {
    Unmanaged<AnyCallbackBox>.passRetained(CallbackBox(value)).toOpaque()
  }

  /// The value in the box at `data`, which `retained` made with this `Value` type.
  static func value(_ data: gpointer?) -> Value {
    Unmanaged<CallbackBox<Value>>.fromOpaque(data!).takeUnretainedValue().value
  }
}
