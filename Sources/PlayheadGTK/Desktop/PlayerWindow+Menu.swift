internal import CGTK
import PlayheadCore

extension PlayerWindow {
  /// Opens the preferences window over this one, or brings it forward when it is open.
  public func showPreferences() {
    if let preferences { return preferences.present() }
    let made = PreferencesWindow(session: player.session, over: window)
    made.onClose = { [weak self] in self?.preferences = nil }
    preferences = made
    made.present()
  }

  /// The main menu, as GNOME programs have it: a button over the video's top right corner (in
  /// every language: the messages take the top left), shown with the controls (and F10,
  /// GNOME's key for it), which opens Open…, Preferences, the keys' list and Quit.
  func addMainMenu() {
    let menu = g_menu_new()!
    let sections: [[(String, String)]] = [
      [(translated("Open…"), ApplicationAction.open.detailedName)],
      [
        (translated("Preferences"), ApplicationAction.preferences.detailedName),
        (translated("Keyboard Shortcuts"), "win.keys"),
      ],
      [(translated("Quit"), ApplicationAction.quit.detailedName)],
    ]
    for items in sections {
      let section = g_menu_new()!
      for (label, action) in items { g_menu_append(section, label, action) }
      g_menu_append_section(menu, nil, playhead_menu_model(section))
      g_object_unref(UnsafeMutableRawPointer(section))
    }
    let button = gtk_menu_button_new()!
    gtk_menu_button_set_menu_model(playhead_menu_button(button), playhead_menu_model(menu))
    g_object_unref(UnsafeMutableRawPointer(menu))
    gtk_widget_set_tooltip_text(button, translated("Main Menu"))
    playhead_accessible_set_label(button, translated("Main Menu"))
    player.showMainMenu(button)
    mainMenu = button
    addWindowAction("keys") { [weak self] in _ = self?.player.perform(.toggleHelp) }
    addWindowAction(ApplicationAction.mainMenu.name) { [weak self] in
      guard let self, let mainMenu else { return }
      gtk_widget_set_visible(mainMenu, 1)
      gtk_menu_button_popup(playhead_menu_button(mainMenu))
    }
    application?.bindKeys(of: .mainMenu)
  }

  /// Adds a `win` action named `name` that runs `body`.
  private func addWindowAction(_ name: String, _ body: @escaping @MainActor () -> Void) {
    let action = g_simple_action_new(name, nil)!
    connections.connect(action, "activate", as: Signal.activate, body)
    if let windowActions { playhead_add_action(playhead_action_group_map(windowActions), action) }
    g_object_unref(UnsafeMutableRawPointer(action))
  }
}
