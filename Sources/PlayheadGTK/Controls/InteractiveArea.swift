internal import CGTK
import PlayheadCairo
import PlayheadCore

/// A GtkDrawingArea that feeds a core control its input and draws its scene: clicks, pointer
/// motion, Space and Enter, focus; a redraw on each frame-clock tick only while the control
/// animates; and the role, label, value and activate action assistive technology reads over
/// AT-SPI. `ControlWidget` fills in the control; this class holds what does not depend on it.
@MainActor
public class InteractiveArea {
  /// The GTK widget, to put in a container.
  public var widget: WidgetHandle { WidgetHandle(gtk: gtkWidget) }
  let gtkWidget: UnsafeMutablePointer<GtkWidget>
  /// Every callback the area made, removed when it goes (`tearDown()`).
  let connections = Connections()
  private var tickCallback: guint = 0
  private var spoken: AccessibilityDescription?
  private var isPressed = false
  /// Set by an owner that draws the control itself (the player blends its buttons into the
  /// video): the area then draws nothing and calls it whenever its scene may have changed.
  var onSceneChange: (@MainActor () -> Void)? {
    didSet { gtk_widget_queue_draw(gtkWidget) }
  }

  init() {
    gtkWidget = playhead_drawing_area_new(GTK_ACCESSIBLE_ROLE_BUTTON)
    g_object_ref_sink(gtkWidget)
    gtk_widget_set_focusable(gtkWidget, 1)
    gtk_widget_set_focus_on_click(gtkWidget, 1)
    gtk_widget_set_size_request(gtkWidget, 44, 44)
    connections.setDrawFunction(of: gtkWidget) { [weak self] cr, width, height in
      self?.draw(cr, width: width, height: height)
    }
    addPointerControllers()
    addKeyAndFocusControllers()
    addActivateAction()
  }

  isolated deinit {
    tearDown()
    g_object_unref(gtkWidget)
  }

  /// Removes every callback: the area no longer draws, ticks or takes input.
  func tearDown() {
    connections.removeAll()
    tickCallback = 0
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
    Size(width: Double(gtk_widget_get_width(gtkWidget)), height: Double(gtk_widget_get_height(gtkWidget)))
  }

  /// Redraws now and on every frame while the control animates; updates what a screen reader
  /// hears. Call it after changing the control.
  public func refresh() {
    sceneChanged()
    updateAccessibility(at: MainLoop.now)
    guard tickCallback == 0, isAnimating(at: MainLoop.now) else { return }
    tickCallback = connections.addTick(to: gtkWidget) { [weak self] time in self?.tick(at: time) ?? false }
  }

  /// One frame of animation; `false` ends the ticks: none run while idle.
  private func tick(at time: Double) -> Bool {
    advance(to: time)
    sceneChanged()
    updateAccessibility(at: time)
    guard isAnimating(at: time) else {
      tickCallback = 0
      return false
    }
    return true
  }

  /// Draws again, or tells the owner that draws the control.
  private func sceneChanged() {
    if let onSceneChange { onSceneChange() } else { gtk_widget_queue_draw(gtkWidget) }
  }

  private func draw(_ cr: OpaquePointer, width: Int32, height: Int32) {
    guard onSceneChange == nil else { return }
    let scene = scene(in: Size(width: Double(width), height: Double(height)), at: MainLoop.now)
    try? SceneRenderer.draw(scene, context: cr)
  }

  private func updateAccessibility(at time: Double) {
    guard let description = accessibility(at: time), description != spoken else { return }
    spoken = description
    playhead_accessible_set_label(gtkWidget, description.label)
    playhead_accessible_set_description(gtkWidget, description.value ?? "")
    playhead_accessible_set_busy(gtkWidget, description.isBusy ? 1 : 0)
    gtk_widget_set_sensitive(gtkWidget, description.isEnabled ? 1 : 0)
  }

  // MARK: Input

  private func send(_ event: InputEvent) {
    feed(event, in: size, at: MainLoop.now)
    refresh()
  }

  private func addPointerControllers() {
    let click = gtk_gesture_click_new()!
    connections.connect(click, "pressed", as: Signal.point) { [weak self] _, x, y in
      guard let self else { return }
      isPressed = true
      gtk_widget_grab_focus(gtkWidget)
      send(.pointerDown(Point(x: x, y: y)))
    }
    connections.connect(click, "released", as: Signal.point) { [weak self] _, x, y in
      self?.isPressed = false
      self?.send(.pointerUp(Point(x: x, y: y)))
    }
    connections.connect(click, "stopped", as: Signal.plain) { [weak self] in
      guard let self, isPressed else { return }
      isPressed = false
      send(.pointerCancel)
    }
    gtk_widget_add_controller(gtkWidget, click)

    let motion = gtk_event_controller_motion_new()!
    let moved: @MainActor (Double, Double) -> Void = { [weak self] x, y in
      guard let self else { return }
      send(isPressed ? .pointerMove(Point(x: x, y: y)) : .pointerHover(Point(x: x, y: y)))
    }
    connections.connect(motion, "enter", as: Signal.motion, moved)
    connections.connect(motion, "motion", as: Signal.motion, moved)
    connections.connect(motion, "leave", as: Signal.plain) { [weak self] in self?.send(.pointerExit) }
    gtk_widget_add_controller(gtkWidget, motion)
  }

  private func addKeyAndFocusControllers() {
    let keys = gtk_event_controller_key_new()!
    for (signal, down) in [("key-pressed", true), ("key-released", false)] {
      connections.connect(keys, signal, as: Signal.key) { [weak self] keyval, state in
        guard let self, let chord = KeyTranslation.chord(keyval: keyval, state: state),
          let key = ActivationKey(chord)
        else { return false }
        send(down ? .keyDown(key) : .keyUp(key))
        return true
      }
    }
    gtk_widget_add_controller(gtkWidget, keys)

    let focus = gtk_event_controller_focus_new()!
    connections.connect(focus, "enter", as: Signal.plain) { [weak self] in self?.send(.focus(true)) }
    connections.connect(focus, "leave", as: Signal.plain) { [weak self] in self?.send(.focus(false)) }
    gtk_widget_add_controller(gtkWidget, focus)
  }

  /// "control.activate", which AT-SPI's DoAction calls: a press and release of Space.
  private func addActivateAction() {
    let group = g_simple_action_group_new()!
    let action = g_simple_action_new("activate", nil)!
    connections.connect(action, "activate", as: Signal.activate) { [weak self] in self?.activate() }
    g_action_map_add_action(playhead_action_map(group), action)
    gtk_widget_insert_action_group(gtkWidget, "control", playhead_action_group(group))
    g_object_unref(UnsafeMutableRawPointer(action))
    g_object_unref(group)
  }

  /// Presses the control as Space would: what AT-SPI's activate action does.
  public func activate() {
    send(.keyDown(.space))
    send(.keyUp(.space))
  }
}
