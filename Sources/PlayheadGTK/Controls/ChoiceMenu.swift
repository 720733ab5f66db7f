internal import CGTK
import PlayheadCore

/// A button's menu of choices: a popover above the button with one column of toggle buttons per
/// `ChoiceSection`, under the section's heading, the chosen one pressed (a screen reader hears
/// each as a toggle button, "pressed" for the one in effect). Choosing one hands its place to
/// `onChoose` and closes the menu; its `popover` says when it opens and closes.
@MainActor
final class ChoiceMenu {
  /// The popover above the button that opens it.
  let popover: BarPopover
  /// Receives the choice made: its index and its section's.
  var onChoose: (_ choice: Int, _ section: Int) -> Void = { _, _ in }
  private var sections: [ChoiceSection] = []
  private var buttons: [[UnsafeMutablePointer<GtkWidget>]] = []
  /// The connections of the buttons shown, made again with them.
  private let choiceConnections = Connections()

  /// A menu opened by `button`, empty until `show` gives it its sections.
  init(openedBy button: UnsafeMutablePointer<GtkWidget>) {
    popover = BarPopover(openedBy: button)
  }

  /// Opens the menu.
  func open() {
    popover.open()
  }

  /// Shows `sections`: builds the columns again when the lists changed, renames the buttons
  /// whose names alone changed ("Auto (720p)" to "Auto (360p)", the menu open and its focus
  /// kept), and presses the chosen buttons.
  func show(_ sections: [ChoiceSection]) {
    guard sections != self.sections else { return }
    if sections.map(\.choices.count) != self.sections.map(\.choices.count)
      || sections.map(\.title) != self.sections.map(\.title)
    {
      build(sections)
    }
    self.sections = sections
    for (section, column) in zip(sections, buttons) {
      for (index, button) in column.enumerated() {
        let name = section.choices[index]
        if gtk_button_get_label(playhead_button(button)).map({ String(cString: $0) }) != name {
          gtk_button_set_label(playhead_button(button), name)
        }
        gtk_toggle_button_set_active(playhead_toggle_button(button), index == section.chosen ? 1 : 0)
      }
    }
  }

  /// Removes every callback and takes the popover off its button, as GTK wants before the
  /// button goes.
  func tearDown() {
    choiceConnections.removeAll()
    popover.tearDown()
  }

  /// Puts a column per section in the popover, in place of what it held.
  private func build(_ sections: [ChoiceSection]) {
    choiceConnections.removeAll()
    let columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
    buttons = sections.enumerated().map { sectionIndex, section in
      let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      if let title = section.title {
        let heading = gtk_label_new(title)!
        gtk_widget_add_css_class(heading, "heading")
        gtk_widget_set_halign(heading, GTK_ALIGN_START)
        gtk_box_append(playhead_box(column), heading)
        playhead_accessible_set_label(column, title)
      }
      var group: UnsafeMutablePointer<GtkWidget>?
      let choices = section.choices.enumerated().map { index, name in
        let choice = gtk_toggle_button_new_with_label(name)!
        gtk_widget_add_css_class(choice, "flat")
        if let group {
          gtk_toggle_button_set_group(playhead_toggle_button(choice), playhead_toggle_button(group))
        }
        group = group ?? choice
        gtk_box_append(playhead_box(column), choice)
        choiceConnections.connect(choice, "toggled", as: Signal.plain) { [weak self] in
          self?.toggled(choice, index: index, section: sectionIndex)
        }
        return choice
      }
      gtk_box_append(playhead_box(columns), column)
      return choices
    }
    popover.setChild(columns)
  }

  /// A button came on: a choice made by a person (not `show` pressing the one in effect) goes to
  /// `onChoose` and closes the menu.
  private func toggled(_ button: UnsafeMutablePointer<GtkWidget>, index: Int, section: Int) {
    guard gtk_toggle_button_get_active(playhead_toggle_button(button)) != 0,
      sections.indices.contains(section), sections[section].chosen != index
    else { return }
    sections[section].chosen = index
    onChoose(index, section)
    popover.close()
  }
}
