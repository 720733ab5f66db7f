internal import CGTK

/// A popover above one of the bar's buttons (below it the bar ends at the bottom of the player),
/// telling `onOpen` when it opens (`true`) and closes, so the controls stay shown meanwhile. The
/// speed, sound-and-subtitles and queue menus are each one.
@MainActor
final class BarPopover {
  /// The popover, parented to its button, and held here too: the window destroys its button,
  /// and the popover with it, before the view is torn down.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// Told when the popover opens (`true`) and closes.
  var onOpen: (Bool) -> Void = { _ in }
  private let connections = Connections()

  /// The button it opens above, unless it is opened above another (`open(above:)`).
  private let home: UnsafeMutablePointer<GtkWidget>

  /// A popover opened above `button`.
  init(openedBy button: UnsafeMutablePointer<GtkWidget>) {
    home = button
    widget = gtk_popover_new()
    gtk_popover_set_position(playhead_popover(widget), GTK_POS_TOP)
    gtk_widget_set_parent(widget, button)
    g_object_ref(widget)
    connections.connect(widget, "show", as: Signal.plain) { [weak self] in self?.onOpen(true) }
    connections.connect(widget, "closed", as: Signal.plain) { [weak self] in self?.onOpen(false) }
  }

  /// Shows `child` in the popover, in place of what it held.
  func setChild(_ child: UnsafeMutablePointer<GtkWidget>) {
    gtk_popover_set_child(playhead_popover(widget), child)
  }

  /// Opens the popover above its button.
  func open() { open(above: home) }

  /// Opens the popover above `anchor`: the overflow's button, when the bar has no room for its
  /// own.
  func open(above anchor: UnsafeMutablePointer<GtkWidget>) {
    if gtk_widget_get_parent(widget) != anchor {
      gtk_widget_unparent(widget)
      gtk_widget_set_parent(widget, anchor)
    }
    gtk_popover_popup(playhead_popover(widget))
  }

  /// Closes the popover, if it is open.
  func close() {
    gtk_popover_popdown(playhead_popover(widget))
  }

  /// Removes its callbacks, takes the popover off its button, as GTK wants before the button
  /// goes, and lets it go; running it again does nothing.
  func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    connections.removeAll()
    if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
    g_object_unref(widget)
  }

  private var isTornDown = false
}
