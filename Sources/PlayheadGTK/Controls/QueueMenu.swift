internal import CGTK
import PlayheadCore

/// The queue's list: a popover above the bar's list button with a row per item (`QueueEntry`):
/// its name, which plays it when pressed (the playing one marked ▶), then Move up, Move down and
/// Remove. A row dragged onto another moves there; the drag offers the item's address, so a
/// file manager or a text field takes it too. Every command goes to `onCommand`; its `popover`
/// says when it opens and closes. A screen reader hears each row as
/// "2 of 5: b.mkv, playing" and each button by what it does.
@MainActor
final class QueueMenu {
  /// The popover above the button that opens it.
  let popover: BarPopover
  /// Receives what a person asked of the queue.
  var onCommand: (QueueCommand) -> Void = { _ in }
  /// The row being dragged, from its drag's start to its end.
  private var draggedIndex: Int?
  /// The queue the rows show.
  private var shown = PlayQueue()
  /// The rows' buttons: the name, up, down and remove, by row.
  private var rows: [[UnsafeMutablePointer<GtkWidget>]] = []
  /// The button to give the focus to once the rows are built again: a row's, by its place.
  private var focusAfterBuild: (row: Int, button: Int)?
  private let list: UnsafeMutablePointer<GtkWidget>
  /// The connections of the rows shown, made again with them.
  private let rowConnections = Connections()

  /// A list opened by `button`, empty until `show` gives it the queue.
  init(openedBy button: UnsafeMutablePointer<GtkWidget>) {
    popover = BarPopover(openedBy: button)
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    let heading = gtk_label_new(translated("Queue"))!
    gtk_widget_add_css_class(heading, "heading")
    gtk_widget_set_halign(heading, GTK_ALIGN_START)
    gtk_box_append(playhead_box(column), heading)
    list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    playhead_accessible_set_label(list, translated("Queue"))
    gtk_box_append(playhead_box(column), list)
    popover.setChild(column)
  }

  /// Opens the list.
  func open() {
    popover.open()
  }

  /// Shows `queue`'s items, building the rows again when they changed.
  func show(_ queue: PlayQueue) {
    guard queue != shown else { return }
    shown = queue
    build()
  }

  /// Removes every callback and takes the popover off its button, as GTK wants before the
  /// button goes.
  func tearDown() {
    rowConnections.removeAll()
    popover.tearDown()
  }

  /// Puts a row per entry in the list, in place of what it held.
  private func build() {
    rowConnections.removeAll()
    while let child = gtk_widget_get_first_child(list) { gtk_box_remove(playhead_box(list), child) }
    rows = shown.entries.enumerated().map { index, entry in row(for: entry, at: index) }
    if let (row, button) = focusAfterBuild, rows.indices.contains(row) {
      // The focus stays on the button that moved the item, in the item's new row.
      let buttons = rows[row]
      let focused = gtk_widget_get_sensitive(buttons[button]) != 0 ? buttons[button] : buttons[0]
      gtk_widget_grab_focus(focused)
    }
    focusAfterBuild = nil
  }

  private func row(for entry: QueueEntry, at index: Int) -> [UnsafeMutablePointer<GtkWidget>] {
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)!
    playhead_accessible_set_label(row, entry.spokenText)
    let name = gtk_button_new_with_label((entry.isCurrent ? "▶ " : "") + entry.name)!
    gtk_widget_add_css_class(name, "flat")
    gtk_widget_set_hexpand(name, 1)
    if let label = gtk_button_get_child(playhead_button(name)) {
      gtk_label_set_ellipsize(playhead_label(label), PANGO_ELLIPSIZE_MIDDLE)
      gtk_label_set_max_width_chars(playhead_label(label), 40)
      gtk_label_set_xalign(playhead_label(label), 0)
    }
    playhead_accessible_set_label(name, entry.spokenText)
    let buttons: [(text: String, spoken: String, command: QueueCommand?)] = [
      ("↑", translated("Move up"), index > 0 ? .move(from: index, to: index - 1) : nil),
      ("↓", translated("Move down"), index + 1 < entry.count ? .move(from: index, to: index + 1) : nil),
      ("×", translated("Remove"), entry.count > 1 ? .remove(index) : nil),
    ]
    var widgets = [name]
    rowConnections.connect(name, "clicked", as: Signal.plain) { [weak self] in self?.choose(.play(index)) }
    for (place, (text, spoken, command)) in buttons.enumerated() {
      let button = gtk_button_new_with_label(text)!
      gtk_widget_add_css_class(button, "flat")
      playhead_accessible_set_label(button, translated("\(spoken): \(entry.name)"))
      gtk_widget_set_tooltip_text(button, spoken)
      gtk_widget_set_sensitive(button, command == nil ? 0 : 1)
      if let command {
        rowConnections.connect(button, "clicked", as: Signal.plain) { [weak self] in
          guard let self else { return }
          if case .move(_, let destination) = command { focusAfterBuild = (destination, place + 1) }
          if case .remove = command { focusAfterBuild = (min(index, entry.count - 2), place + 1) }
          onCommand(command)
        }
      }
      widgets.append(button)
    }
    for widget in widgets { gtk_box_append(playhead_box(row), widget) }
    acceptDrags(of: row, at: index)
    gtk_box_append(playhead_box(list), row)
    return widgets
  }

  /// Lets the row be dragged onto another, which moves its item there.
  private func acceptDrags(of row: UnsafeMutablePointer<GtkWidget>, at index: Int) {
    let source = gtk_drag_source_new()!
    gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
    rowConnections.connect(source, "prepare", as: Signal.prepare) { [weak self] in
      guard let self, shown.items.indices.contains(index) else { return nil }
      draggedIndex = index
      return shown.items[index].absoluteString
    }
    rowConnections.connect(source, "drag-end", as: Signal.dragEnd) { [weak self] in self?.draggedIndex = nil }
    gtk_widget_add_controller(row, source)
    let target = playhead_text_drop_target_new()!
    rowConnections.connect(target, "drop", as: Signal.drop) { [weak self] _ in
      guard let self, let dragged = draggedIndex else { return false }
      draggedIndex = nil
      guard dragged != index else { return false }
      onCommand(.move(from: dragged, to: index))
      return true
    }
    gtk_widget_add_controller(row, target)
  }

  /// A name pressed: its item plays, and the list closes.
  private func choose(_ command: QueueCommand) {
    onCommand(command)
    popover.close()
  }
}
