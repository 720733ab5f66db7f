internal import CGTK
import PlayheadCore

/// The speed button's menu: a popover of toggle buttons, one per `PlaybackSpeed.choices`, the
/// current speed's pressed (a screen reader hears each as a toggle button, "pressed" for the
/// current one). Choosing one hands it to `onChoose` and closes the menu; while it is open,
/// `onOpen(true)` keeps the controls shown.
@MainActor
final class SpeedMenu {
  /// The popover, parented to the button that opens it.
  let popover: UnsafeMutablePointer<GtkWidget>
  /// Receives the speed chosen.
  var onChoose: (Double) -> Void = { _ in }
  /// Told when the menu opens (`true`) and closes.
  var onOpen: (Bool) -> Void = { _ in }
  private let choices: [(speed: Double, button: UnsafeMutablePointer<GtkWidget>)]
  private let connections = Connections()
  private var shown: Double?

  /// A menu opened by `button`.
  init(openedBy button: UnsafeMutablePointer<GtkWidget>) {
    popover = gtk_popover_new()
    let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    var group: UnsafeMutablePointer<GtkWidget>?
    choices = PlaybackSpeed.choices.map { speed in
      let choice = gtk_toggle_button_new_with_label(PlaybackSpeed.text(speed))!
      gtk_widget_add_css_class(choice, "flat")
      if let group {
        gtk_toggle_button_set_group(playhead_toggle_button(choice), playhead_toggle_button(group))
      }
      group = group ?? choice
      gtk_box_append(playhead_box(list), choice)
      return (speed, choice)
    }
    gtk_popover_set_child(playhead_popover(popover), list)
    // Above the button: below it the bar ends at the bottom of the player.
    gtk_popover_set_position(playhead_popover(popover), GTK_POS_TOP)
    gtk_widget_set_parent(popover, button)
    for (speed, choice) in choices {
      connections.connect(choice, "toggled", as: Signal.plain) { [weak self] in
        guard let self, gtk_toggle_button_get_active(playhead_toggle_button(choice)) != 0, speed != shown
        else {
          return
        }
        shown = speed
        onChoose(speed)
        gtk_popover_popdown(playhead_popover(popover))
      }
    }
    connections.connect(popover, "show", as: Signal.plain) { [weak self] in self?.onOpen(true) }
    connections.connect(popover, "closed", as: Signal.plain) { [weak self] in self?.onOpen(false) }
  }

  /// Opens the menu.
  func open() {
    gtk_popover_popup(playhead_popover(popover))
  }

  /// Presses the button of `speed` (none when it is not a choice, as a start-up `--speed 1.1`).
  func show(speed: Double) {
    guard speed != shown else { return }
    shown = speed
    for (choice, button) in choices {
      gtk_toggle_button_set_active(playhead_toggle_button(button), choice == speed ? 1 : 0)
    }
  }

  /// Removes every callback and takes the popover off its button, as GTK wants before the
  /// button goes.
  func tearDown() {
    connections.removeAll()
    if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
  }
}
