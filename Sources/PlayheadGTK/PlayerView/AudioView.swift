internal import CGTK
import Foundation
import PlayheadCairo
import PlayheadCore

/// What the video area shows for sound without a picture: the cover art the file carries, or a
/// placeholder coloured from its title, above its title, artist and album.
@MainActor
final class AudioView {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let picture: UnsafeMutablePointer<GtkWidget>
  private let titleLabel: UnsafeMutablePointer<GtkWidget>
  private let artistLabel: UnsafeMutablePointer<GtkWidget>
  private let albumLabel: UnsafeMutablePointer<GtkWidget>
  private var shown: MediaTags?

  /// The side of the placeholder picture, in pixels; GTK scales it to the space there is.
  static let placeholderSide = 512.0

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
    g_object_ref_sink(widget)
    picture = gtk_picture_new()
    titleLabel = gtk_label_new(nil)
    artistLabel = gtk_label_new(nil)
    albumLabel = gtk_label_new(nil)
    gtk_picture_set_can_shrink(playhead_picture(picture), 1)
    gtk_picture_set_content_fit(playhead_picture(picture), GTK_CONTENT_FIT_CONTAIN)
    gtk_widget_set_size_request(picture, 96, 96)
    gtk_widget_set_vexpand(picture, 1)
    gtk_box_append(playhead_box(widget), picture)
    for (label, style) in [
      (titleLabel, "playhead-audio-title"), (artistLabel, "playhead-audio"), (albumLabel, "playhead-audio"),
    ] {
      gtk_label_set_ellipsize(playhead_label(label), PANGO_ELLIPSIZE_END)
      gtk_widget_add_css_class(label, style)
      gtk_box_append(playhead_box(widget), label)
    }
    gtk_widget_add_css_class(widget, "playhead-audio-view")
    gtk_widget_set_halign(widget, GTK_ALIGN_FILL)
    gtk_widget_set_valign(widget, GTK_ALIGN_FILL)
    gtk_widget_set_can_target(widget, 0)
    gtk_widget_set_visible(widget, 0)
  }

  isolated deinit { g_object_unref(widget) }

  /// Shows `tags` (the media's file name standing in for a missing title), or hides the view
  /// for `nil`.
  func show(_ tags: MediaTags?, fallbackTitle: String?) {
    gtk_widget_set_visible(widget, tags == nil ? 0 : 1)
    guard let tags, tags != shown else { return }
    shown = tags
    let words = [
      (titleLabel, tags.title ?? fallbackTitle), (artistLabel, tags.artist), (albumLabel, tags.album),
    ]
    for (label, text) in words {
      gtk_label_set_text(playhead_label(label), text ?? "")
      gtk_widget_set_visible(label, text == nil ? 0 : 1)
    }
    let cover = tags.coverArt.flatMap(Self.texture(from:))
    let texture = cover ?? Self.placeholder(for: tags)
    gtk_picture_set_paintable(playhead_picture(picture), texture)
    if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
    playhead_accessible_set_label(
      picture, cover == nil ? translated("No cover art") : translated("Cover art"))
  }

  /// The placeholder for `tags`, drawn by Cairo and handed to GTK as a PNG.
  private static func placeholder(for tags: MediaTags) -> OpaquePointer? {
    let scene = CoverPlaceholder.scene(for: tags, side: placeholderSide)
    return (try? SceneRenderer.image(of: scene).pngData()).flatMap(texture(from:))
  }

  /// The picture in an image file's bytes, or `nil` when GTK cannot read them.
  private static func texture(from data: Data) -> OpaquePointer? {
    data.withUnsafeBytes { bytes in playhead_texture_from_data(bytes.baseAddress, gsize(bytes.count)) }
  }
}
