internal import CGTK
import Foundation
import PlayheadCore

/// What an empty window shows, started from the desktop with no media: where to drop files, an
/// "Open…" button (the application's `app.open`), and the media played recently, each a button
/// handed to `onChoose`, as Clapper's and Totem's empty windows ask for something to play.
@MainActor
final class StartPage {
  /// The page, centred over the player.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// Receives the recent media a person chose.
  var onChoose: (URL) -> Void = { _ in }
  private let connections = Connections()

  /// A page offering `recent` (the latest first).
  init(recent: [URL]) {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    g_object_ref_sink(widget)
    gtk_widget_add_css_class(widget, "playhead-start")
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    let heading = gtk_label_new(translated("Nothing to play yet"))!
    gtk_widget_add_css_class(heading, "title-2")
    let hint = gtk_label_new(translated("Drop video or music files here, or open them."))!
    let open = gtk_button_new_with_label(translated("Open…"))!
    gtk_widget_add_css_class(open, "suggested-action")
    gtk_widget_set_halign(open, GTK_ALIGN_CENTER)
    gtk_actionable_set_action_name(playhead_actionable(open), "app.open")
    for child in [heading, hint, open] { gtk_box_append(playhead_box(widget), child) }
    guard !recent.isEmpty else { return }
    let title = gtk_label_new(translated("Played recently"))!
    gtk_widget_add_css_class(title, "heading")
    gtk_widget_set_margin_top(title, 12)
    gtk_box_append(playhead_box(widget), title)
    for url in recent {
      let name = url.isFileURL ? url.lastPathComponent : url.absoluteString
      let button = gtk_button_new_with_label(name)!
      gtk_widget_add_css_class(button, "flat")
      gtk_widget_set_tooltip_text(button, url.isFileURL ? url.path : url.absoluteString)
      connections.connect(button, "clicked", as: Signal.plain) { [weak self] in self?.onChoose(url) }
      gtk_box_append(playhead_box(widget), button)
    }
  }

  isolated deinit {
    connections.removeAll()
    g_object_unref(widget)
  }
}
