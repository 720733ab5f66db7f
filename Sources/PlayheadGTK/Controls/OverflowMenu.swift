internal import CGTK
import PlayheadCore

/// The bar's "⋯" button and its menu: a popover above it with an entry for each control the bar
/// has no room for (`OverlayLayout.overflowed`), in the bar's order (the volume slider last), so
/// a narrow player loses no control: pointer, keyboard and screen reader reach them here. The volume slider comes as a
/// slider on the same level as the bar's (`volume`); every other entry is a button handed to
/// `onChoose`, which does what the control does (a menu of its own opens above this button).
@MainActor
final class OverflowMenu {
  /// The "⋯" button, its face drawn in the bar (`OverflowBadge`).
  let button: UnsafeMutablePointer<GtkWidget>
  /// The popover above the button.
  let popover: BarPopover
  /// Receives the control whose entry was pressed; the menu has closed.
  var onChoose: (OverlayControl) -> Void = { _ in }
  /// Receives a level set on the menu's volume slider; true when it was taken.
  var onVolume: (Double) -> Bool = { _ in false }
  /// The entries shown, and each one's text.
  private var entries: [Entry] = []
  /// The volume's adjustment, shared by the bar's slider and the menu's.
  private let volume: UnsafeMutablePointer<GtkAdjustment>
  private let entryConnections = Connections()

  /// An entry of the menu: a control, what its button says, and whether it can be pressed now
  /// (the first item of a queue has no previous).
  struct Entry: Equatable {
    let control: OverlayControl
    let text: String
    var isEnabled = true
  }

  /// A menu whose slider shares `volume` with the bar's.
  init(volume: UnsafeMutablePointer<GtkAdjustment>) {
    self.volume = volume
    button = gtk_button_new()
    gtk_widget_add_css_class(button, "playhead-bare-button")
    playhead_accessible_set_label(button, translated("More controls"))
    popover = BarPopover(openedBy: button)
  }

  /// Shows `entries`, building the column again when they changed.
  func show(_ entries: [Entry]) {
    guard entries != self.entries else { return }
    self.entries = entries
    entryConnections.removeAll()
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    // The buttons first, the slider last: the arrow keys move through buttons, and change a
    // focused slider's level.
    let ordered =
      entries.filter { $0.control != .volumeSlider } + entries.filter { $0.control == .volumeSlider }
    for entry in ordered {
      gtk_box_append(playhead_box(column), widget(for: entry))
    }
    popover.setChild(column)
  }

  /// Removes every callback and takes the popover off its button.
  func tearDown() {
    entryConnections.removeAll()
    popover.tearDown()
  }

  private func widget(for entry: Entry) -> UnsafeMutablePointer<GtkWidget> {
    guard entry.control != .volumeSlider else { return slider(saying: entry.text) }
    let choice = gtk_button_new()!
    let label = gtk_label_new(entry.text)!
    gtk_widget_set_halign(label, GTK_ALIGN_START)
    gtk_button_set_child(playhead_button(choice), label)
    playhead_accessible_set_label(choice, entry.text)
    gtk_widget_add_css_class(choice, "flat")
    gtk_widget_set_sensitive(choice, entry.isEnabled ? 1 : 0)
    entryConnections.connect(choice, "clicked", as: Signal.plain) { [weak self] in
      self?.popover.close()
      self?.onChoose(entry.control)
    }
    return choice
  }

  /// A row with `text` and a slider on the shared volume.
  private func slider(saying text: String) -> UnsafeMutablePointer<GtkWidget> {
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    let label = gtk_label_new(text)!
    let slider = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, volume)!
    gtk_scale_set_draw_value(playhead_scale(slider), 0)
    gtk_widget_set_size_request(slider, 160, -1)
    playhead_accessible_set_label(slider, text)
    entryConnections.connect(slider, "change-value", as: Signal.changeValue) { [weak self] value in
      self?.onVolume(value) ?? false
    }
    gtk_box_append(playhead_box(row), label)
    gtk_box_append(playhead_box(row), slider)
    return row
  }
}
