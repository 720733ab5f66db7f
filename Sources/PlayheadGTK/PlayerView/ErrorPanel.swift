internal import CGTK
import PlayheadCore

/// Why the media cannot play, over the video, with what a person can do next: "Open…" other
/// media (the application's `app.open`) or "Close" the window (`win.close`), as Clapper and Totem
/// offer. Outside an application that has those actions, GTK leaves the buttons insensitive.
@MainActor
final class ErrorPanel {
  /// The panel: the message above its two buttons, centred over the video.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let label: UnsafeMutablePointer<GtkWidget>

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    label = gtk_label_new(nil)
    gtk_label_set_wrap(playhead_label(label), 1)
    gtk_label_set_max_width_chars(playhead_label(label), 60)
    gtk_label_set_justify(playhead_label(label), GTK_JUSTIFY_CENTER)
    gtk_widget_add_css_class(widget, "playhead-error")
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_visible(widget, 0)
    let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
    gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
    for (text, action) in [(translated("Open…"), "app.open"), (translated("Close"), "win.close")] {
      let button = gtk_button_new_with_label(text)!
      gtk_actionable_set_action_name(playhead_actionable(button), action)
      gtk_box_append(playhead_box(buttons), button)
    }
    gtk_box_append(playhead_box(widget), label)
    gtk_box_append(playhead_box(widget), buttons)
  }

  /// Whether the panel is shown.
  var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

  /// Shows `text`, or hides the panel when it is `nil`.
  func show(_ text: String?) {
    if let text { gtk_label_set_text(playhead_label(label), text) }
    gtk_widget_set_visible(widget, text == nil ? 0 : 1)
  }
}
