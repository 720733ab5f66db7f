internal import CGTK
import PlayheadCore

extension VideoPlayerView {
  /// Builds the widget tree. The core's `OverlayLayout` places the controls: GTK asks each
  /// overlay where its children go (`get-child-position`) on every layout, and the answer comes
  /// from the layout for the view's size, so the window and the headless snapshot agree.
  func layOut() {
    gtk_overlay_set_child(playhead_overlay(videoStack), surface.widget)
    gtk_overlay_add_overlay(playhead_overlay(videoStack), audioView.widget)
    gtk_overlay_set_child(playhead_overlay(gtkWidget), videoStack)

    gtk_scale_set_draw_value(playhead_scale(bar.scrubber), 0)
    gtk_widget_add_css_class(bar.scrubber, "playhead-scrubber")
    playhead_accessible_set_label(bar.scrubber, translated("Position"))
    gtk_range_set_range(playhead_range(bar.volumeScale), 0, PlayerController.maximumVolume)
    gtk_range_set_increments(playhead_range(bar.volumeScale), PlayerController.wheelVolumeStep, 0.25)
    gtk_scale_set_draw_value(playhead_scale(bar.volumeScale), 0)
    gtk_widget_add_css_class(bar.volumeScale, "playhead-scrubber")
    playhead_accessible_set_label(bar.volumeScale, translated("Volume"))
    // The button's text from the start; `syncVolume` changes both together.
    playhead_accessible_set_value_text(bar.volumeScale, bar.volumeButton.control.volumeText)
    for label in [bar.elapsedLabel, bar.trailingLabel] { gtk_widget_add_css_class(label, "playhead-time") }
    gtk_button_set_child(playhead_button(bar.trailingButton), bar.trailingLabel)
    gtk_widget_add_css_class(bar.trailingButton, "playhead-bare-button")
    gtk_widget_add_css_class(bar.speedButton, "playhead-bare-button")
    playhead_accessible_set_label(bar.speedButton, translated("Speed"))
    gtk_widget_add_css_class(bar.tracksButton, "playhead-bare-button")
    playhead_accessible_set_label(bar.tracksButton, translated("Sound and subtitles"))
    gtk_widget_add_css_class(bar.qualityButton, "playhead-bare-button")
    playhead_accessible_set_label(bar.qualityButton, translated("Quality"))
    for child in [
      bar.volumeButton.gtkWidget, bar.volumeScale, bar.backButton.gtkWidget, bar.playButton.gtkWidget,
      bar.forwardButton.gtkWidget, bar.previousButton, bar.nextButton, bar.queueButton, bar.tracksButton,
      bar.qualityButton, bar.speedButton,
      bar.overflow.button, bar.elapsedLabel,
      bar.scrubber, bar.trailingButton,
    ] {
      // The layout sizes them, smaller than GTK's own minimum in a small player.
      gtk_widget_set_size_request(child, -1, -1)
      // The transport reads left to right in every language, as the time it shows does: a
      // right-to-left locale mirrors the window around it, not the bar (Material's and the
      // platforms' rule for media controls).
      gtk_widget_set_direction(child, GTK_TEXT_DIR_LTR)
      gtk_overlay_add_overlay(playhead_overlay(controls), child)
    }
    gtk_widget_set_direction(bar.trailingLabel, GTK_TEXT_DIR_LTR)
    gtk_widget_add_css_class(controls, "playhead-controls")

    gtk_widget_set_size_request(bufferingIndicator.gtkWidget, -1, -1)
    gtk_widget_set_visible(bufferingIndicator.gtkWidget, 0)
    gtk_widget_set_can_target(bufferingIndicator.gtkWidget, 0)
    // The buttons and the indicator are blended into the video with the bar; their widgets keep
    // input, focus and speech.
    for area in [bar.playButton, bar.backButton, bar.forwardButton, bar.volumeButton, bufferingIndicator]
      as [InteractiveArea]
    {
      area.onSceneChange = { [weak self] in self?.syncLayers(at: MainLoop.now) }
    }

    for overlay in [
      bufferingIndicator.gtkWidget, errorPanel.widget, noticeBar.widget, controls, billboard.label,
      helpPanel.widget,
    ] {
      gtk_overlay_add_overlay(playhead_overlay(gtkWidget), overlay)
    }
    connections.connect(gtkWidget, "get-child-position", as: Signal.childPosition) { [weak self] child in
      self?.placeInView(child)
    }
    connections.connect(controls, "get-child-position", as: Signal.childPosition) { [weak self] child in
      self?.placeInControls(child)
    }
    connections.connect(videoStack, "get-child-position", as: Signal.childPosition) { [weak self] child in
      self?.placeOverVideo(child)
    }
  }

  /// Where a child over the video goes: the audio view above the bar, so the cover and the
  /// song's words never lie under the controls; the rest over the whole video.
  private func placeOverVideo(_ child: UnsafeMutablePointer<GtkWidget>) -> Rect? {
    guard child == audioView.widget else { return nil }
    let size = Size(
      width: Double(gtk_widget_get_width(videoStack)), height: Double(gtk_widget_get_height(videoStack)))
    let bar = OverlayLayout(size: size, textScale: playhead_text_scale(gtkWidget)).bar
    return measured(child, in: Rect(x: 0, y: 0, width: size.width, height: max(bar.minY, 0)))
  }

  /// Where a child of the view goes: the bar and the buffering indicator by the layout, the
  /// rest by their alignment.
  private func placeInView(_ child: UnsafeMutablePointer<GtkWidget>) -> Rect? {
    let size = Size(
      width: Double(gtk_widget_get_width(gtkWidget)), height: Double(gtk_widget_get_height(gtkWidget)))
    let wanted = OverlayLayout(
      size: size, showsTracks: !spoken.tracks.isEmpty, showsQueue: queue.isShown,
      showsQuality: !spoken.quality.isEmpty, textScale: playhead_text_scale(gtkWidget))
    if layout != wanted {
      layout = wanted
      syncOverflow()
      showRowControls()
      syncLayers(at: MainLoop.now)
    }
    let box: Rect? =
      switch child {
      case controls: layout.bar
      case bufferingIndicator.gtkWidget: layout.bufferingIndicator
      case billboard.label: billboard.frame(in: layout)
      case mainMenuButton: layout.mainMenuButton
      default: nil
      }
    return box.map { measured(child, in: $0) }
  }

  /// The widget of the row's `control`.
  func rowWidget(for control: OverlayControl) -> UnsafeMutablePointer<GtkWidget> {
    switch control {
    case .volumeButton: bar.volumeButton.gtkWidget
    case .volumeSlider: bar.volumeScale
    case .previous: bar.previousButton
    case .back: bar.backButton.gtkWidget
    case .forward: bar.forwardButton.gtkWidget
    case .next: bar.nextButton
    case .queueList: bar.queueButton
    case .tracks: bar.tracksButton
    case .quality: bar.qualityButton
    case .speed: bar.speedButton
    }
  }

  /// Where a child of the bar goes, in the bar's coordinates.
  private func placeInControls(_ child: UnsafeMutablePointer<GtkWidget>) -> Rect? {
    let box: Rect? =
      switch child {
      case bar.playButton.gtkWidget: layout.playButton
      case bar.elapsedLabel: layout.elapsedLabel
      case bar.trailingButton: layout.trailingLabel
      case bar.scrubber: layout.scrubber
      case bar.overflow.button: layout.overflowButton
      default: OverlayControl.allCases.first { rowWidget(for: $0) == child }.flatMap(layout.frame(of:))
      }
    return box.map { measured(child, in: $0.offsetBy(dx: -layout.bar.minX, dy: -layout.bar.minY)) }
  }

  /// Shows the row's controls the layout places and hides the rest (in the overflow menu, or not
  /// in this bar), so a screen reader finds each control once, where it can be used: at the next
  /// idle turn, as GTK lays nothing out again while it allocates.
  func showRowControls() {
    guard timers.rowVisibility == 0 else { return }
    timers.rowVisibility = connections.addTimeout(milliseconds: 0) { [weak self] in
      guard let self else { return false }
      timers.rowVisibility = 0
      let row = OverlayControl.allCases.map { (rowWidget(for: $0), layout.frame(of: $0)) }
      for (widget, box) in row + [(bar.overflow.button, layout.overflowButton)]
      where (gtk_widget_get_visible(widget) != 0) != (box != nil) {
        gtk_widget_set_visible(widget, box != nil ? 1 : 0)
      }
      return false
    }
  }

  /// Places the controls again: what the bar holds changed (the queue's buttons, the tracks or
  /// quality button).
  func relayOut() {
    gtk_widget_queue_allocate(gtkWidget)
    gtk_widget_queue_allocate(controls)
  }

  /// `box`, once GTK has measured `child`, as it must before a child is given a size.
  private func measured(_ child: UnsafeMutablePointer<GtkWidget>, in box: Rect) -> Rect {
    var minimum: gint = 0
    var natural: gint = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, gint(box.width), &minimum, &natural, nil, nil)
    return box
  }
}
