internal import CGTK
import Foundation
import PlayheadCore

/// The preferences window (Ctrl+, or the main menu's Preferences): what the player does and how
/// subtitles look, in three groups of labelled rows. Every control is a GTK one a keyboard and a
/// screen reader use as in any GNOME program; each change is applied at once and kept in the
/// settings file (`PlayerSession.changeSettings(_:)`). Escape or Ctrl+W closes it.
@MainActor
final class PreferencesWindow {
  /// The GTK window.
  let window: UnsafeMutablePointer<GtkWidget>
  /// Called once the window has closed.
  var onClose: () -> Void = {}
  private let session: PlayerSession
  private let connections = Connections()
  private var fonts: [String] = []

  /// The window for `session`'s settings, over `parent`.
  init(session: PlayerSession, over parent: UnsafeMutablePointer<GtkWidget>) {
    self.session = session
    window = gtk_window_new()
    g_object_ref_sink(window)
    gtk_window_set_title(playhead_window(window), translated("Preferences"))
    gtk_window_set_transient_for(playhead_window(window), playhead_window(parent))
    gtk_window_set_destroy_with_parent(playhead_window(window), 1)
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
    for side in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] { side(column, 18) }
    gtk_box_append(playhead_box(column), playbackGroup())
    gtk_box_append(playhead_box(column), controlsGroup())
    gtk_box_append(playhead_box(column), subtitlesGroup())
    gtk_window_set_child(playhead_window(window), column)
    closeOnEscape()
    connections.connect(window, "close-request", as: Signal.request) { [weak self] in
      self?.connections.removeAll()
      self?.onClose()
      return false
    }
  }

  isolated deinit {
    connections.removeAll()
    gtk_window_destroy(playhead_window(window))
    g_object_unref(window)
  }

  /// Shows the window and gives it the keyboard.
  func present() { gtk_window_present(playhead_window(window)) }

  // MARK: The groups

  private var settings: PlayerSettings { session.settings }

  private func playbackGroup() -> UnsafeMutablePointer<GtkWidget> {
    let volume = playhead_scale_new()!
    gtk_range_set_range(playhead_range(volume), 0, PlayerController.maximumVolume)
    gtk_range_set_increments(playhead_range(volume), 0.05, 0.1)
    gtk_range_set_value(playhead_range(volume), session.controller.volume)
    gtk_scale_set_draw_value(playhead_scale(volume), 0)
    gtk_widget_set_hexpand(volume, 1)
    connections.connect(volume, "value-changed", as: Signal.plain) { [weak self] in
      let level = gtk_range_get_value(playhead_range(volume))
      self?.session.changeSettings { $0.volume = level }
    }
    let speed = gtk_spin_button_new_with_range(
      PlaybackSpeed.range.lowerBound, PlaybackSpeed.range.upperBound, 0.25)!
    gtk_spin_button_set_digits(playhead_spin_button(speed), 2)
    // Only numbers, and only a speed in range is taken: "abc" leaves the speed as it was.
    gtk_spin_button_set_numeric(playhead_spin_button(speed), 1)
    gtk_spin_button_set_update_policy(playhead_spin_button(speed), GTK_UPDATE_IF_VALID)
    gtk_spin_button_set_value(playhead_spin_button(speed), settings.speed)
    connections.connect(speed, "value-changed", as: Signal.plain) { [weak self] in
      let value = gtk_spin_button_get_value(playhead_spin_button(speed))
      self?.session.changeSettings { $0.speed = value }
    }
    let resumes = gtk_check_button_new_with_label(translated("Go on where media was left"))!
    gtk_check_button_set_active(playhead_check_button(resumes), settings.resumes ? 1 : 0)
    connections.connect(resumes, "toggled", as: Signal.plain) { [weak self] in
      let active = gtk_check_button_get_active(playhead_check_button(resumes)) != 0
      self?.session.changeSettings { $0.resumes = active }
    }
    let skips = PlayerSettings.skipLengths
    let skip = choices(
      skips.map { seconds in
        (
          translated("\(Translations.number(seconds)) s"),
          translated(one: "Skip \(seconds) second", other: "Skip \(seconds) seconds", count: seconds)
        )
      }, chosen: skips.firstIndex(of: settings.skipSeconds)
    ) { [weak self] index in self?.session.changeSettings { $0.skipSeconds = skips[index] } }
    return group(
      translated("Playback"),
      rows: [
        (translated("Default volume"), volume), (translated("Default speed"), speed), (nil, resumes),
        (translated("Skip length"), skip),
      ])
  }

  private func controlsGroup() -> UnsafeMutablePointer<GtkWidget> {
    let delays = PlayerSettings.hideDelays
    let delay = choices(
      delays.map { seconds in
        let whole = Int(seconds)
        return (
          translated("\(Translations.number(whole)) s"),
          translated(one: "Hide after \(whole) second", other: "Hide after \(whole) seconds", count: whole)
        )
      }, chosen: delays.firstIndex(of: settings.controlsHideDelay)
    ) { [weak self] index in self?.session.changeSettings { $0.controlsHideDelay = delays[index] } }
    let wheels = WheelBinding.allCases
    let wheel = choices(
      wheels.map { binding in
        let text = binding == .volume ? translated("Changes the volume") : translated("Skips back and forth")
        return (text, text)
      }, chosen: wheels.firstIndex(of: settings.wheelOverVideo)
    ) { [weak self] index in self?.session.changeSettings { $0.wheelOverVideo = wheels[index] } }
    return group(
      translated("Controls"),
      rows: [(translated("Hide the controls after"), delay), (translated("The wheel over the video"), wheel)])
  }

  private func subtitlesGroup() -> UnsafeMutablePointer<GtkWidget> {
    let style = session.controller.subtitleStyle
    let font = fontChoice(showing: style.font)
    let sizes = SubtitleStyle.TextSize.allCases
    let size = choices(
      sizes.map { size in
        let text =
          switch size {
          case .small: translated("Small")
          case .medium: translated("Medium")
          case .large: translated("Large")
          case .huge: translated("Huge")
          }
        return (text, translated("\(text) subtitles"))
      }, chosen: sizes.firstIndex(of: style.size)
    ) { [weak self] index in self?.session.changeSettings { $0.subtitleStyle.size = sizes[index] } }
    let colors = ["white", "yellow", "cyan", "green", "grey"]
    let color = choices(
      colors.map { name in
        let text =
          switch name {
          case "white": translated("White")
          case "yellow": translated("Yellow")
          case "cyan": translated("Cyan")
          case "green": translated("Green")
          default: translated("Grey")
          }
        return (text, translated("\(text) subtitles"))
      }, chosen: colors.firstIndex(of: style.color.lowercased())
    ) { [weak self] index in self?.session.changeSettings { $0.subtitleStyle.color = colors[index] } }
    let backdrops = SubtitleStyle.Backdrop.allCases
    let backdrop = choices(
      backdrops.map { backdrop in
        backdrop == .outline
          ? (translated("Outline"), translated("An outline around the letters"))
          : (translated("Box"), translated("A dark box behind the lines"))
      }, chosen: backdrops.firstIndex(of: style.backdrop)
    ) { [weak self] index in self?.session.changeSettings { $0.subtitleStyle.backdrop = backdrops[index] } }
    return group(
      translated("Subtitles"),
      rows: [
        (translated("Font"), font), (translated("Size"), size), (translated("Colour"), color),
        (translated("Backdrop"), backdrop),
      ])
  }

  // MARK: The pieces

  /// A heading and its rows, each a label and the control it names (which a screen reader then
  /// says with the label), or a control alone.
  private func group(
    _ heading: String, rows: [(label: String?, control: UnsafeMutablePointer<GtkWidget>)]
  ) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    let title = gtk_label_new(heading)!
    gtk_widget_add_css_class(title, "heading")
    gtk_widget_set_halign(title, GTK_ALIGN_START)
    gtk_box_append(playhead_box(box), title)
    let grid = gtk_grid_new()!
    gtk_grid_set_row_spacing(playhead_grid(grid), 6)
    gtk_grid_set_column_spacing(playhead_grid(grid), 12)
    for (row, item) in rows.enumerated() {
      guard let text = item.label else {
        gtk_grid_attach(playhead_grid(grid), item.control, 0, Int32(row), 2, 1)
        continue
      }
      let label = gtk_label_new(text)!
      gtk_widget_set_halign(label, GTK_ALIGN_START)
      gtk_grid_attach(playhead_grid(grid), label, 0, Int32(row), 1, 1)
      gtk_grid_attach(playhead_grid(grid), item.control, 1, Int32(row), 1, 1)
      playhead_accessible_set_label(item.control, text)
    }
    gtk_box_append(playhead_box(box), grid)
    return box
  }

  /// A row of radio buttons, each with its text and what a screen reader says of it, `chosen`
  /// checked; `onChoose` gets the index of the one a person checks.
  private func choices(
    _ options: [(text: String, spoken: String)], chosen: Int?, onChoose: @escaping @MainActor (Int) -> Void
  ) -> UnsafeMutablePointer<GtkWidget> {
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
    var first: UnsafeMutablePointer<GtkWidget>?
    for (index, option) in options.enumerated() {
      let button = gtk_check_button_new_with_label(option.text)!
      if let first { gtk_check_button_set_group(playhead_check_button(button), playhead_check_button(first)) }
      first = first ?? button
      playhead_accessible_set_label(button, option.spoken)
      if index == chosen { gtk_check_button_set_active(playhead_check_button(button), 1) }
      connections.connect(button, "toggled", as: Signal.plain) {
        if gtk_check_button_get_active(playhead_check_button(button)) != 0 { onChoose(index) }
      }
      gtk_box_append(playhead_box(row), button)
    }
    return row
  }

  /// The font families the machine has, in a list a person can type into to find one.
  private func fontChoice(showing family: String) -> UnsafeMutablePointer<GtkWidget> {
    let names = playhead_font_families(window)
    defer { g_strfreev(names) }
    var index = 0
    while let name = names?[index] {
      fonts.append(String(cString: name))
      index += 1
    }
    if !fonts.contains(family) { fonts.insert(family, at: 0) }
    let dropDown = fonts.withCStrings { names, _ in playhead_searchable_drop_down_new(names) }!
    gtk_drop_down_set_selected(playhead_drop_down(dropDown), guint(fonts.firstIndex(of: family) ?? 0))
    connections.connect(dropDown, "notify::selected", as: Signal.notify) { [weak self] in
      guard let self else { return }
      let chosen = Int(gtk_drop_down_get_selected(playhead_drop_down(dropDown)))
      guard fonts.indices.contains(chosen) else { return }
      let name = fonts[chosen]
      session.changeSettings { $0.subtitleStyle.font = name }
    }
    return dropDown
  }

  /// Escape and Ctrl+W close the window, as they close a GNOME dialog.
  private func closeOnEscape() {
    let keys = gtk_event_controller_key_new()!
    connections.connect(keys, "key-pressed", as: Signal.key) { [weak self] keyval, state in
      let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
      guard keyval == guint(GDK_KEY_Escape) || (control && keyval == guint(GDK_KEY_w)), let self else {
        return false
      }
      gtk_window_close(playhead_window(window))
      return true
    }
    gtk_widget_add_controller(window, keys)
  }
}
