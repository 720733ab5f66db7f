internal import CGTK
import PlayheadCore

/// A notice over the top of the video with a button that dismisses it: what cannot be played
/// while the rest plays. It shows what its owner gives it and tells its owner when dismissed.
@MainActor
final class NoticeBar {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let label: UnsafeMutablePointer<GtkWidget>
  private let connections = Connections()
  /// Runs when the person dismisses the notice.
  var onDismiss: @MainActor () -> Void = {}

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
    g_object_ref_sink(widget)
    label = gtk_label_new(nil)
    gtk_label_set_wrap(playhead_label(label), 1)
    gtk_label_set_max_width_chars(playhead_label(label), 60)
    let dismiss = gtk_button_new_with_label("×")!
    playhead_accessible_set_label(dismiss, translated("Dismiss notice"))
    gtk_widget_set_tooltip_text(dismiss, translated("Dismiss notice"))
    gtk_box_append(playhead_box(widget), label)
    gtk_box_append(playhead_box(widget), dismiss)
    gtk_widget_add_css_class(widget, "playhead-notice")
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_START)
    gtk_widget_set_margin_top(widget, 12)
    gtk_widget_set_visible(widget, 0)
    connections.connect(dismiss, "clicked", as: Signal.plain) { [weak self] in self?.onDismiss() }
  }

  isolated deinit {
    tearDown()
    g_object_unref(widget)
  }

  /// Disconnects the button: the bar no longer reports anything.
  func tearDown() { connections.removeAll() }

  /// Shows `text`, or hides the bar for `nil`.
  func show(_ text: String?) {
    if let text { gtk_label_set_text(playhead_label(label), text) }
    gtk_widget_set_visible(widget, text == nil ? 0 : 1)
  }
}
