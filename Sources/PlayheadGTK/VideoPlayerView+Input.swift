import CGTK
import PlayheadCore

extension VideoPlayerView {
  private typealias ChangeHandler = @convention(c) (gpointer?, GtkScrollType, gdouble, gpointer?) -> gboolean
  private typealias EventHandler = @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean

  /// Buttons, scrubber, pointer and keys, wired to the controller.
  func connectInput() {
    playButton.onOutput = { [unowned self] event in
      guard event == .touchUpInside else { return }
      controller.togglePlayPause(at: MainLoop.now)
      sync()
    }
    for button in [backButton, forwardButton] {
      button.onOutput = { [unowned self] event in seekButtonReported(event) }
    }
    let data = Unmanaged.passUnretained(self).toOpaque()
    connectPointer(data)
    connectScrubber(data)
    let keys = gtk_event_controller_key_new()!
    // Before the focused child: Space plays or pauses wherever the focus is, not only when no
    // button would take it.
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    let pressed: Signal.KeyHandler = { _, keyval, _, state, data in
      MainActor.assumeIsolated { VideoPlayerView.owner(data).handleKey(keyval, state: state) ? 1 : 0 }
    }
    Signal.connect(keys, "key-pressed", data: data, pressed)
    gtk_widget_add_controller(widget, keys)
  }

  private func seekButtonReported(_ event: SeekEvent) {
    let now = MainLoop.now
    controller.userActivity(at: now)
    if case .committed(let total) = event { controller.skip(by: Double(total), at: now) }
    sync()
  }

  /// Moves to `seconds` as one accurate seek.
  public func seek(to seconds: Double) {
    controller.seek(to: seconds, at: MainLoop.now)
    sync()
  }

  /// A key pressed anywhere in the view: the controller's bindings say what it means, and the
  /// view carries out what falls to it. Returns whether the key was the player's.
  private func handleKey(_ keyval: guint, state: GdkModifierType) -> Bool {
    guard let chord = KeyTranslation.chord(keyval: keyval, state: state) else { return false }
    controller.fullscreenChanged(isFullscreen)
    guard let actions = controller.press(chord, at: MainLoop.now) else { return false }
    for action in actions { carryOut(action) }
    sync()
    return true
  }

  /// Does what a command left to the view.
  private func carryOut(_ action: PlayerViewAction) {
    switch action {
    case .tapSkipButton(let direction): tap(direction == .backward ? backButton : forwardButton)
    case .setFullscreen(let on): setFullscreen(on)
    }
  }

  private func tap(_ button: SeekButtonWidget) {
    var events: [SeekEvent] = []
    button.update { control, time in events = control.tap(at: time) }
    for event in events { seekButtonReported(event) }
  }

  private var window: UnsafeMutablePointer<GtkWindow>? {
    playhead_root_window(widget)
  }

  private var isFullscreen: Bool { window.map { gtk_window_is_fullscreen($0) != 0 } ?? false }

  private func setFullscreen(_ on: Bool) {
    guard let window else { return }
    if on { gtk_window_fullscreen(window) } else { gtk_window_unfullscreen(window) }
  }

  private func connectPointer(_ data: gpointer) {
    let motion = gtk_event_controller_motion_new()!
    let moved: Signal.MotionHandler = { _, _, _, data in
      MainActor.assumeIsolated {
        let view = VideoPlayerView.owner(data)
        view.controller.userActivity(at: MainLoop.now)
        view.sync()
      }
    }
    Signal.connect(motion, "motion", data: data, moved)
    gtk_widget_add_controller(widget, motion)

    let hover = gtk_event_controller_motion_new()!
    let entered: Signal.MotionHandler = { _, _, _, data in
      MainActor.assumeIsolated { VideoPlayerView.owner(data).setHovering(true) }
    }
    let left: Signal.PlainHandler = { _, data in
      MainActor.assumeIsolated { VideoPlayerView.owner(data).setHovering(false) }
    }
    Signal.connect(hover, "enter", data: data, entered)
    Signal.connect(hover, "leave", data: data, left)
    gtk_widget_add_controller(controls, hover)

    let click = gtk_gesture_click_new()!
    let tapped: Signal.PointHandler = { _, _, _, _, data in
      MainActor.assumeIsolated {
        let view = VideoPlayerView.owner(data)
        gtk_widget_grab_focus(view.surface.widget)
        view.controller.tapVideo(at: MainLoop.now)
        view.sync()
      }
    }
    Signal.connect(click, "pressed", data: data, tapped)
    gtk_widget_add_controller(surface.widget, click)
  }

  private func setHovering(_ hovering: Bool) {
    controller.setHoveringControls(hovering, at: MainLoop.now)
    sync()
  }

  /// A press on the scrubber begins scrubbing, moves scrub (keyframe seeks), and the release
  /// seeks accurately; a key on the focused scrubber is one accurate seek.
  private func connectScrubber(_ data: gpointer) {
    let changed: ChangeHandler = { _, _, value, data in
      MainActor.assumeIsolated {
        let view = VideoPlayerView.owner(data)
        if view.controller.isScrubbing {
          view.controller.scrub(to: value, at: MainLoop.now)
          view.sync()
        } else {
          view.seek(to: value)
        }
        return 0
      }
    }
    Signal.connect(scrubber, "change-value", data: data, changed)
    let buttons = gtk_event_controller_legacy_new()!
    gtk_event_controller_set_propagation_phase(buttons, GTK_PHASE_CAPTURE)
    let event: EventHandler = { _, event, data in
      MainActor.assumeIsolated {
        let view = VideoPlayerView.owner(data)
        let now = MainLoop.now
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS:
          view.controller.beginScrubbing(at: now)
        case GDK_BUTTON_RELEASE where view.controller.isScrubbing:
          view.controller.endScrubbing(at: gtk_range_get_value(playhead_range(view.scrubber)), time: now)
        default:
          return 0
        }
        view.sync()
        return 0
      }
    }
    Signal.connect(buttons, "event", data: data, event)
    gtk_widget_add_controller(scrubber, buttons)
  }
}
