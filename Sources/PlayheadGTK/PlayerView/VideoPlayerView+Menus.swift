internal import CGTK
import PlayheadCore

extension VideoPlayerView {
  /// The bar's menu buttons: speed, quality, and sound and subtitles. A choice in any menu is a
  /// person's command (the message says it), or "Add subtitles file…", which asks whoever holds
  /// the view (`onAddSubtitleFile`); the controls stay shown while a menu is open.
  func connectMenus() {
    connect(bar.speedButton, opening: bar.speedMenu) { choice, _ in .setSpeed(PlaybackSpeed.choices[choice]) }
    connect(bar.qualityButton, opening: bar.qualityMenu) { [unowned self] choice, _ in
      controller.qualityMenu.command(choosing: choice)
    }
    connect(bar.tracksButton, opening: bar.tracksMenu) { [unowned self] choice, section in
      let menu = controller.trackMenu
      if menu.asksForSubtitleFile(choosing: choice, in: section) { onAddSubtitleFile() }
      return menu.command(choosing: choice, in: section)
    }
  }

  /// The SeekButtons skip the length chosen (`PlayerController.skipSeconds`), and say it.
  func syncSkipLength() {
    for widget in [bar.backButton, bar.forwardButton]
    where widget.control.button.interval != controller.skipSeconds {
      let direction = widget.control.button.direction
      widget.update { control, _ in
        control = SeekButtonControl(
          button: PlayerOverlay.seekButton(direction, interval: controller.skipSeconds))
      }
    }
  }

  /// The speed button's menu and what a screen reader hears of it: "Speed", "1.5×"; a live
  /// stream plays as it comes, so the button takes no press then.
  func syncSpeed() {
    let speed = controller.speed
    if speedBadge.speed != speed { speedBadge = SpeedBadge(speed: speed) }
    bar.speedMenu.show([PlaybackSpeed.menu(showing: speed)])
    gtk_widget_set_sensitive(bar.speedButton, controller.info?.isLive == true ? 0 : 1)
    let text = speedBadge.text
    guard text != spoken.speed else { return }
    spoken.speed = text
    playhead_accessible_set_description(bar.speedButton, text)
  }

  /// The sound-and-subtitles button, shown while the media has streams to choose from, its menu,
  /// and what a screen reader hears of it: "Sound and subtitles", "Sound: English; Subtitles:
  /// Off".
  func syncTracks() {
    let menu = controller.trackMenu
    bar.tracksMenu.show(menu.sections)
    let summary = controller.info?.hasTrackChoices == true ? menu.summary : ""
    guard summary != spoken.tracks else { return }
    let hadChoices = !spoken.tracks.isEmpty
    spoken.tracks = summary
    if hadChoices == summary.isEmpty { relayOut() }
    playhead_accessible_set_description(bar.tracksButton, summary)
  }

  /// The quality button, shown while an adaptive stream has variants to choose from, its menu,
  /// and what a screen reader hears of it: "Quality", "Auto (720p)".
  func syncQuality() {
    let menu = controller.qualityMenu
    bar.qualityMenu.show([menu.section])
    let summary = menu.hasChoices ? menu.summary : ""
    guard summary != spoken.quality else { return }
    let hadChoices = !spoken.quality.isEmpty
    spoken.quality = summary
    if hadChoices == summary.isEmpty { relayOut() }
    playhead_accessible_set_description(bar.qualityButton, summary)
  }

  /// The quality button's face, ringed with the focus; `nil` while the button is hidden.
  var shownQualityBadge: QualityBadge? {
    guard !spoken.quality.isEmpty else { return nil }
    return QualityBadge(
      text: controller.qualityMenu.badgeText, isFocused: gtk_widget_has_visible_focus(bar.qualityButton) != 0)
  }

  /// The sound-and-subtitles button's face: underlined while subtitles show, ringed with the
  /// focus; `nil` while the button is hidden.
  var shownTracksBadge: TracksBadge? {
    guard !spoken.tracks.isEmpty else { return nil }
    return TracksBadge(
      areSubtitlesShown: controller.subtitleTrack != nil,
      isFocused: gtk_widget_has_visible_focus(bar.tracksButton) != 0)
  }

  private func connect(
    _ button: UnsafeMutablePointer<GtkWidget>, opening menu: ChoiceMenu,
    command: @escaping @MainActor (_ choice: Int, _ section: Int) -> PlayerCommand?
  ) {
    connections.connect(button, "clicked", as: Signal.plain) { menu.open() }
    redrawOnFocusChange(of: button)
    menu.onChoose = { [unowned self] choice, section in
      if let command = command(choice, section) { controller.perform(command, at: MainLoop.now) }
    }
    keepControlsShown(while: menu.popover)
  }

  /// While `popover` is open the controls stay shown, and the keys are the popover's.
  func keepControlsShown(while popover: BarPopover) {
    popover.onOpen = { [unowned self] open in
      isMenuOpen = open
      setHovering(open)
      setNeedsSync()
    }
  }
}
