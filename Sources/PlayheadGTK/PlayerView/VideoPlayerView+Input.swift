internal import CGTK
import PlayheadCore

extension VideoPlayerView {
  /// Buttons, scrubber, pointer and keys, wired to the controller.
  func connectInput() {
    bar.playButton.onOutput = { [unowned self] event in
      guard event == .touchUpInside else { return }
      controller.togglePlayPause(at: MainLoop.now)
    }
    for button in [bar.backButton, bar.forwardButton] {
      button.onOutput = { [unowned self] event in seekButtonReported(event) }
    }
    connectPointer()
    connectScrubber()
    connectVolume()
    connectMenus()
    connectQueue()
    connectOverflow()
    // The total or remaining time, or in a live stream's window, the LIVE badge: to the edge.
    connections.connect(bar.trailingButton, "clicked", as: Signal.plain) { [weak self] in
      guard let self else { return }
      let command = controller.liveWindow != nil ? PlayerCommand.seekToFraction(1) : .toggleRemainingTime
      controller.perform(command, at: MainLoop.now)
    }
    let keys = gtk_event_controller_key_new()!
    // Before the focused child: Space plays or pauses wherever the focus is, not only when no
    // button would take it.
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connections.connect(keys, "key-pressed", as: Signal.key) { [weak self] keyval, state in
      self?.handleKey(keyval, state: state) ?? false
    }
    gtk_widget_add_controller(gtkWidget, keys)
  }

  /// A tap of the pointer (or Space or Enter on the button): one skip command, of the button's
  /// interval. The button has shown the tap itself; the sum of the run is its to show.
  private func seekButtonReported(_ event: SeekEvent) {
    guard case .tapped(let seconds) = event else { return }
    controller.perform(.skip(seconds: Double(seconds)), at: MainLoop.now)
  }

  /// Moves to `seconds` as one accurate seek.
  public func seek(to seconds: Double) {
    controller.seek(to: seconds, at: MainLoop.now)
  }

  /// Goes on from `seconds`, where the media was left before, and says so ("Resumed at 12:34 —
  /// Home to start over"); returns whether it did (see `PlayerController.resume(from:at:)`).
  @discardableResult
  public func resume(from seconds: Double) -> Bool {
    return controller.resume(from: seconds, at: MainLoop.now)
  }

  /// A key pressed anywhere in the view: the controller's bindings say what it means, and the
  /// view carries out what falls to it. Returns whether the key was the player's.
  private func handleKey(_ keyval: guint, state: GdkModifierType) -> Bool {
    // A menu's popover is the view's child too: while one is open its keys are its own (Space
    // presses its button, the arrows move between them).
    guard !isMenuOpen, let chord = KeyTranslation.chord(keyval: keyval, state: state) else { return false }
    viewState.isFullscreen = isFullscreen
    let now = MainLoop.now
    let onScrubber =
      gtk_widget_has_focus(bar.scrubber) != 0
      ? controller.pressOnScrubber(chord, at: now, in: viewState) : nil
    guard let actions = onScrubber ?? session.press(chord, at: now, in: viewState) else { return false }
    for action in actions { carryOut(action) }
    return true
  }

  /// Carries out `command` as a person's (the controls show), with what it leaves to the view;
  /// `false` when it does not apply now (`PlayerController.perform(_:at:)`).
  @discardableResult
  public func perform(_ command: PlayerCommand) -> Bool {
    viewState.isFullscreen = isFullscreen
    guard let actions = session.perform(command, at: MainLoop.now, in: viewState) else { return false }
    for action in actions { carryOut(action) }
    return true
  }

  /// Does what a command left to the view.
  private func carryOut(_ action: PlayerViewAction) {
    switch action {
    case .showSkipTap(let direction): showTap(on: direction == .backward ? bar.backButton : bar.forwardButton)
    case .setFullscreen(let on): setFullscreen(on)
    case .saveScreenshot(let withSubtitles): saveScreenshot(withSubtitles: withSubtitles)
    case .showKeys(let shows):
      viewState.isShowingKeys = shows
      setNeedsSync()
    }
  }

  /// Animates a tap the controller made (a key's), adding it to the sum the button shows; what
  /// the button reports of it is not a new tap.
  private func showTap(on button: SeekButtonWidget) {
    button.update { control, time in _ = control.tap(at: time) }
  }

  private var window: UnsafeMutablePointer<GtkWindow>? {
    playhead_root_window(gtkWidget)
  }

  private var isFullscreen: Bool { window.map { gtk_window_is_fullscreen($0) != 0 } ?? false }

  /// Full screen as F, a double click or Escape asks: the embedder's to carry out when it
  /// handles the request (`onFullscreenRequest`), else the view's window goes full screen.
  private func setFullscreen(_ on: Bool) {
    if let onFullscreenRequest { return onFullscreenRequest(on) }
    guard let window else { return }
    if on { gtk_window_fullscreen(window) } else { gtk_window_unfullscreen(window) }
  }

  /// Gives the player the keyboard focus, so its keys work while a widget of the program's had
  /// it; `false` when the player cannot take it now (not shown in a window).
  @discardableResult
  public func grabFocus() -> Bool {
    gtk_widget_grab_focus(surface.widget) != 0
  }

  private func connectPointer() {
    let motion = gtk_event_controller_motion_new()!
    connections.connect(motion, "motion", as: Signal.motion) { [weak self] _, _ in
      guard let self else { return }
      controller.userActivity(at: MainLoop.now)
    }
    gtk_widget_add_controller(gtkWidget, motion)

    // The focus reaching a control shows them all (a screen reader's user or Tab finds them
    // faded).
    let focus = gtk_event_controller_focus_new()!
    connections.connect(focus, "enter", as: Signal.plain) { [weak self] in
      guard let self else { return }
      controller.userActivity(at: MainLoop.now)
    }
    gtk_widget_add_controller(controls, focus)

    let hover = gtk_event_controller_motion_new()!
    connections.connect(hover, "enter", as: Signal.motion) { [weak self] _, _ in self?.setHovering(true) }
    connections.connect(hover, "leave", as: Signal.plain) { [weak self] in self?.setHovering(false) }
    gtk_widget_add_controller(controls, hover)

    let click = gtk_gesture_click_new()!
    connections.connect(click, "pressed", as: Signal.point) { [weak self] _, x, y in
      guard let self, !pressedTheBar(x: x, y: y) else { return }
      gtk_widget_grab_focus(surface.widget)
      videoPressed()
    }
    gtk_widget_add_controller(surface.widget, click)

    wheelChangesVolume(over: surface.widget)
  }

  /// Whether a press the video was given, at (`x`, `y`) in its coordinates, belongs to the bar:
  /// GTK gives a press to the widget the pointer last moved over, so one made just after the
  /// pointer came onto the faded bar reaches the video, though the bar takes the pointer from the
  /// moment it fades in (`OverlayVisibility.takesPointer`). A press on one of the bar's buttons
  /// then presses it, one on the position or volume slider sets it there, and one elsewhere on
  /// the bar does nothing, as there.
  private func pressedTheBar(x: Double, y: Double) -> Bool {
    guard controller.overlay.takesPointer(at: MainLoop.now) else { return false }
    var (viewX, viewY) = (0.0, 0.0)
    guard gtk_widget_translate_coordinates(surface.widget, gtkWidget, x, y, &viewX, &viewY) != 0 else {
      return false
    }
    let point = Point(x: viewX, y: viewY)
    guard layout.bar.contains(point) else { return false }
    let along = { (track: Rect) in min(max((point.x - track.minX) / max(track.width, 1), 0), 1) }
    if layout.scrubber.contains(point) {
      controller.perform(.seekToFraction(along(layout.track)), at: MainLoop.now)
    } else if layout.playButton.contains(point) {
      bar.playButton.activate()
    } else if layout.overflowButton?.contains(point) == true {
      gtk_widget_activate(bar.overflow.button)
    } else if let control = layout.control(at: point) {
      switch control {
      case .volumeButton: bar.volumeButton.activate()
      case .back: bar.backButton.activate()
      case .forward: bar.forwardButton.activate()
      case .volumeSlider:
        let track = layout.volumeTrack ?? Rect(x: 0, y: 0, width: 1, height: 1)
        controller.perform(.setVolume(along(track) * PlayerController.maximumVolume), at: MainLoop.now)
      case .previous, .next, .queueList, .tracks, .quality, .speed:
        gtk_widget_activate(rowWidget(for: control))
      }
    }
    return true
  }

  /// A press on the video: a double click at once, or a wait for the second press; what each
  /// means is the controller's.
  private func videoPressed() {
    let now = MainLoop.now
    guard let click = clicks.press(at: now) else {
      if timers.click != 0 { connections.removeTimeout(timers.click) }
      let wait = max(((clicks.deadline ?? now) - now) * 1000, 1)
      timers.click = connections.addTimeout(milliseconds: guint(wait.rounded(.up))) { [weak self] in
        self?.clickWaitEnded()
        return false
      }
      return
    }
    if timers.click != 0 {
      connections.removeTimeout(timers.click)
      timers.click = 0
    }
    clicked(click, at: now)
  }

  /// The double-click time passed after a press: it was a single click.
  private func clickWaitEnded() {
    timers.click = 0
    // The timer is the deadline, whatever the clock read a moment apart says.
    let now = max(MainLoop.now, clicks.deadline ?? 0)
    if let click = clicks.advance(to: now) { clicked(click, at: now) }
  }

  private func clicked(_ click: ClickGesture.Outcome, at time: Double) {
    viewState.isFullscreen = isFullscreen
    for action in controller.clickVideo(click, at: time, in: viewState) { carryOut(action) }
  }

  /// The pointer over the controls, or a bar button's menu open (the pointer leaving the bar for
  /// the menu does not hide the controls under it).
  func setHovering(_ hovering: Bool) {
    controller.setHoveringControls(hovering || isMenuOpen, at: MainLoop.now)
  }

  /// A press on the scrubber begins scrubbing, moves scrub (keyframe seeks), and the release
  /// seeks accurately. Its keys are the controller's (`pressOnScrubber`, in `handleKey`); the
  /// wheel over it skips 5 s a step; a value set by a screen reader seeks there.
  private func connectScrubber() {
    connections.connect(bar.scrubber, "change-value", as: Signal.changeValue) { [weak self] value in
      guard let self else { return false }
      // Media that cannot be sought keeps its position; the controller says why.
      let isSeekable = controller.info?.isSeekable != false
      if isSeekable { scrubberValue = value }
      controller.scrubberMoved(to: value, at: MainLoop.now)
      guard isSeekable else { return true }
      scheduleScrubFlush()
      return false
    }
    connections.connect(bar.scrubber, "value-changed", as: Signal.plain) { [weak self] in
      guard let self else { return }
      let value = gtk_range_get_value(playhead_range(bar.scrubber))
      guard !isSettingScrubber, abs(value - scrubberValue) > 0.001 else { return }
      scrubberValue = value
      controller.positionSet(to: value, at: MainLoop.now)
    }
    connectPreview()
    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
    gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
    connections.connect(scroll, "scroll", as: Signal.scroll) { [weak self] dx, dy in
      guard let self else { return false }
      // Down and left go back, up and right forward.
      controller.scrollScrubber(steps: scrubberWheel.scroll(by: dy - dx), at: MainLoop.now)
      return true
    }
    gtk_widget_add_controller(bar.scrubber, scroll)
    let buttons = gtk_event_controller_legacy_new()!
    gtk_event_controller_set_propagation_phase(buttons, GTK_PHASE_CAPTURE)
    connections.connect(buttons, "event", as: Signal.event) { [weak self] event in
      guard let self else { return false }
      let now = MainLoop.now
      switch gdk_event_get_event_type(event) {
      case GDK_BUTTON_PRESS:
        controller.beginScrubbing(at: now)
      case GDK_BUTTON_RELEASE where controller.isScrubbing:
        controller.endScrubbing(at: gtk_range_get_value(playhead_range(bar.scrubber)), time: now)
      default:
        return false
      }
      return false
    }
    gtk_widget_add_controller(bar.scrubber, buttons)
    redrawOnFocusChange(of: bar.scrubber)
  }

  /// The preview above the scrubber follows the pointer over it, and goes when it leaves (a
  /// drag keeps it, at the time dragged to).
  private func connectPreview() {
    let motion = gtk_event_controller_motion_new()!
    for signal in ["enter", "motion"] {
      connections.connect(motion, signal, as: Signal.motion) { [weak self] x, _ in
        guard let self, let duration = controller.info?.duration else { return }
        let width = Double(max(gtk_widget_get_width(bar.scrubber), 1))
        controller.previewTimeline(at: min(max(x / width, 0), 1) * duration, at: MainLoop.now)
      }
    }
    connections.connect(motion, "leave", as: Signal.plain) { [weak self] in
      guard let self, !controller.isScrubbing else { return }
      controller.previewTimeline(at: nil, at: MainLoop.now)
    }
    gtk_widget_add_controller(bar.scrubber, motion)
  }

  /// A drag's move held back to keep seeks a frame apart is sought when it is due, even if
  /// the pointer has stopped.
  private func scheduleScrubFlush() {
    guard timers.scrubFlush == 0, let due = controller.scrubDueTime else { return }
    let wait = max((due - MainLoop.now) * 1000, 1)
    timers.scrubFlush = connections.addTimeout(milliseconds: guint(wait.rounded(.up))) { [weak self] in
      guard let self else { return false }
      timers.scrubFlush = 0
      controller.flushScrub(at: max(MainLoop.now, due))
      scheduleScrubFlush()
      return false
    }
  }

  /// The focus ring is drawn with the bar: a change of focus redraws it. GTK marks the widget
  /// focused only after telling its controllers, so the redraw waits for an idle turn.
  func redrawOnFocusChange(of widget: UnsafeMutablePointer<GtkWidget>) {
    let focus = gtk_event_controller_focus_new()!
    for signal in ["enter", "leave"] {
      connections.connect(focus, signal, as: Signal.plain) { [weak self] in
        self?.setNeedsSync()
      }
    }
    gtk_widget_add_controller(widget, focus)
  }

  /// The speaker button mutes and unmutes; the slider sets the level (its keys by 5 %); the
  /// wheel over either changes it 5 % a step, as over the video.
  private func connectVolume() {
    bar.volumeButton.onOutput = { [unowned self] event in
      guard event == .touchUpInside else { return }
      controller.perform(.toggleMute, at: MainLoop.now)
    }
    connections.connect(bar.volumeScale, "change-value", as: Signal.changeValue) { [weak self] value in
      guard let self else { return false }
      controller.perform(.setVolume(value), at: MainLoop.now)
      return true
    }
    redrawOnFocusChange(of: bar.volumeScale)
    wheelChangesVolume(over: bar.volumeButton.gtkWidget)
    wheelChangesVolume(over: bar.volumeScale)
  }

  /// The wheel over `widget` changes the volume, 5 % a step (`PlayerController.scrollVideo`),
  /// before the widget's own scrolling (the slider's would step by its page).
  private func wheelChangesVolume(over widget: UnsafeMutablePointer<GtkWidget>) {
    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
    gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
    connections.connect(scroll, "scroll", as: Signal.scroll) { [weak self] _, dy in
      guard let self else { return false }
      controller.scrollVideo(steps: wheel.scroll(by: dy), at: MainLoop.now)
      return true
    }
    gtk_widget_add_controller(widget, scroll)
  }
}
