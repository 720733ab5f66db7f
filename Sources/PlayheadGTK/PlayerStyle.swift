import CGTK

/// The player's CSS: the controls bar's shade, white tabular time labels, the error box, the
/// notice bar, the audio view.
enum PlayerStyle {
  static let css = """
    .playhead-controls {
      background-image: linear-gradient(to bottom, rgba(0,0,0,0), rgba(0,0,0,0.7));
      padding: 24px 16px 8px 16px;
    }
    .playhead-controls label { color: white; font-feature-settings: "tnum"; }
    .playhead-error, .playhead-notice {
      color: white; background-color: rgba(0,0,0,0.7); padding: 12px 16px; border-radius: 8px;
    }
    .playhead-notice { padding: 6px 8px 6px 16px; }
    .playhead-audio-view { background-color: black; padding: 24px 24px 120px 24px; }
    .playhead-audio-view label { color: white; }
    .playhead-audio-title { font-size: 150%; font-weight: bold; }
    .playhead-audio { color: rgba(255,255,255,0.8); }
    """

  /// Adds the style to the default display, once.
  @MainActor static func install() {
    guard !installed, let display = gdk_display_get_default() else { return }
    installed = true
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }

  @MainActor private static var installed = false
}
