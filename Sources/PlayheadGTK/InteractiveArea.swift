import CGTK
import PlayheadCairo
import PlayheadCore

/// A GtkDrawingArea that feeds a core control its input and draws its scene: clicks, pointer
/// motion, Space and Enter, focus; a redraw on each frame-clock tick only while the control
/// animates; and the role, label, value and activate action assistive technology reads over
/// AT-SPI. `ControlWidget` fills in the control; this class holds what does not depend on it.
@MainActor
public class InteractiveArea {
  /// The GTK widget, to put in a container.
  public let widget: UnsafeMutablePointer<GtkWidget>
  private var tickCallback: guint = 0
  private var spoken: AccessibilityDescription?
  private var isPressed = false

  init() {
    widget = playhead_drawing_area_new(GTK_ACCESSIBLE_ROLE_BUTTON)
    g_object_ref_sink(widget)
    gtk_widget_set_focusable(widget, 1)
    gtk_widget_set_focus_on_click(widget, 1)
    gtk_widget_set_size_request(widget, 44, 44)
    let data = Unmanaged.passUnretained(self).toOpaque()
    gtk_drawing_area_set_draw_func(
      playhead_drawing_area(widget),
      { _, cr, width, height, data in
        guard let cr else { return }
        MainActor.assumeIsolated { InteractiveArea.owner(data).draw(cr, width: width, height: height) }
      }, data, nil)
    addPointerControllers(data)
    addKeyAndFocusControllers(data)
    addActivateAction(data)
  }

  isolated deinit {
    if tickCallback != 0 { gtk_widget_remove_tick_callback(widget, tickCallback) }
    g_object_unref(widget)
  }

  // MARK: What the control fills in

  func scene(in size: Size, at time: Double) -> Scene { Scene(size: size, items: []) }
  func isAnimating(at time: Double) -> Bool { false }
  func accessibility(at time: Double) -> AccessibilityDescription? { nil }
  func feed(_ event: InputEvent, in size: Size, at time: Double) {}
  func advance(to time: Double) {}

  // MARK: Drawing and ticking

  /// The widget's size in its own units.
  var size: Size {
    Size(width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
  }

  /// Redraws now and on every frame while the control animates; updates what a screen reader
  /// hears. Call it after changing the control.
  public func refresh() {
    gtk_widget_queue_draw(widget)
    updateAccessibility(at: MainLoop.now)
    guard tickCallback == 0, isAnimating(at: MainLoop.now) else { return }
    let data = Unmanaged.passUnretained(self).toOpaque()
    tickCallback = gtk_widget_add_tick_callback(
      widget,
      { _, clock, data in
        MainActor.assumeIsolated {
          InteractiveArea.owner(data).tick(at: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000)
        }
      }, data, nil)
  }

  private func tick(at time: Double) -> gboolean {
    advance(to: time)
    gtk_widget_queue_draw(widget)
    updateAccessibility(at: time)
    guard isAnimating(at: time) else {
      tickCallback = 0
      return 0  // G_SOURCE_REMOVE: no ticks while idle
    }
    return 1
  }

  private func draw(_ cr: OpaquePointer, width: Int32, height: Int32) {
    let scene = scene(in: Size(width: Double(width), height: Double(height)), at: MainLoop.now)
    try? SceneRenderer.draw(scene, context: cr)
  }

  private func updateAccessibility(at time: Double) {
    guard let description = accessibility(at: time), description != spoken else { return }
    spoken = description
    playhead_accessible_set_label(widget, description.label)
    playhead_accessible_set_description(widget, description.value ?? "")
    playhead_accessible_set_busy(widget, description.isBusy ? 1 : 0)
    gtk_widget_set_sensitive(widget, description.isEnabled ? 1 : 0)
  }

  // MARK: Input

  private func send(_ event: InputEvent) {
    feed(event, in: size, at: MainLoop.now)
    refresh()
  }

  fileprivate static func owner(_ data: gpointer?) -> InteractiveArea {
    Unmanaged<InteractiveArea>.fromOpaque(data!).takeUnretainedValue()
  }

  private func addPointerControllers(_ data: gpointer) {
    let click = gtk_gesture_click_new()!
    let pressed: Signal.PointHandler = { _, _, x, y, data in
      MainActor.assumeIsolated {
        let area = InteractiveArea.owner(data)
        area.isPressed = true
        gtk_widget_grab_focus(area.widget)
        area.send(.pointerDown(Point(x: x, y: y)))
      }
    }
    let released: Signal.PointHandler = { _, _, x, y, data in
      MainActor.assumeIsolated {
        let area = InteractiveArea.owner(data)
        area.isPressed = false
        area.send(.pointerUp(Point(x: x, y: y)))
      }
    }
    let stopped: Signal.PlainHandler = { _, data in
      MainActor.assumeIsolated {
        let area = InteractiveArea.owner(data)
        guard area.isPressed else { return }
        area.isPressed = false
        area.send(.pointerCancel)
      }
    }
    Signal.connect(click, "pressed", data: data, pressed)
    Signal.connect(click, "released", data: data, released)
    Signal.connect(click, "stopped", data: data, stopped)
    gtk_widget_add_controller(widget, click)

    let motion = gtk_event_controller_motion_new()!
    let moved: Signal.MotionHandler = { _, x, y, data in
      MainActor.assumeIsolated {
        let area = InteractiveArea.owner(data)
        area.send(area.isPressed ? .pointerMove(Point(x: x, y: y)) : .pointerHover(Point(x: x, y: y)))
      }
    }
    let left: Signal.PlainHandler = { _, data in
      MainActor.assumeIsolated { InteractiveArea.owner(data).send(.pointerExit) }
    }
    Signal.connect(motion, "enter", data: data, moved)
    Signal.connect(motion, "motion", data: data, moved)
    Signal.connect(motion, "leave", data: data, left)
    gtk_widget_add_controller(widget, motion)
  }

  private func addKeyAndFocusControllers(_ data: gpointer) {
    let keys = gtk_event_controller_key_new()!
    let pressed: Signal.KeyHandler = { _, keyval, _, _, data in
      MainActor.assumeIsolated {
        guard let key = ActivationKey(keyval: keyval) else { return 0 }
        InteractiveArea.owner(data).send(.keyDown(key))
        return 1
      }
    }
    let released: Signal.KeyHandler = { _, keyval, _, _, data in
      MainActor.assumeIsolated {
        guard let key = ActivationKey(keyval: keyval) else { return 0 }
        InteractiveArea.owner(data).send(.keyUp(key))
        return 1
      }
    }
    Signal.connect(keys, "key-pressed", data: data, pressed)
    Signal.connect(keys, "key-released", data: data, released)
    gtk_widget_add_controller(widget, keys)

    let focus = gtk_event_controller_focus_new()!
    let entered: Signal.PlainHandler = { _, data in
      MainActor.assumeIsolated { InteractiveArea.owner(data).send(.focus(true)) }
    }
    let left: Signal.PlainHandler = { _, data in
      MainActor.assumeIsolated { InteractiveArea.owner(data).send(.focus(false)) }
    }
    Signal.connect(focus, "enter", data: data, entered)
    Signal.connect(focus, "leave", data: data, left)
    gtk_widget_add_controller(widget, focus)
  }

  /// "control.activate", which AT-SPI's DoAction calls: a press and release of Space.
  private func addActivateAction(_ data: gpointer) {
    let group = g_simple_action_group_new()!
    let action = g_simple_action_new("activate", nil)!
    let activated: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
      MainActor.assumeIsolated { InteractiveArea.owner(data).activate() }
    }
    Signal.connect(action, "activate", data: data, activated)
    g_action_map_add_action(playhead_action_map(group), action)
    gtk_widget_insert_action_group(widget, "control", playhead_action_group(group))
    g_object_unref(UnsafeMutableRawPointer(action))
    g_object_unref(group)
  }

  /// Presses the control as Space would: what AT-SPI's activate action does.
  public func activate() {
    send(.keyDown(.space))
    send(.keyUp(.space))
  }
}

extension ActivationKey {
  /// Space, Return and keypad Enter.
  init?(keyval: guint) {
    switch Int32(keyval) {
    case GDK_KEY_space, GDK_KEY_KP_Space: self = .space
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: self = .enter
    default: return nil
    }
  }
}
