internal import CGTK

/// The player's CSS: the error box, the notice bar, the audio view; and the controls bar's
/// sliders, time labels, the total's and the speed's buttons and the on-screen message's alert
/// made to draw nothing, as the pictures blended into the video show what they hold (the focus
/// rings too). The sliders' negative margin makes their centre travel the whole trough, so a
/// press lands where the drawn track says.
enum PlayerStyle {
  static let css = """
    .playhead-time, .playhead-message { color: transparent; }
    .playhead-bare-button, menubutton.playhead-bare-button > button {
      background: none; border: none; box-shadow: none; outline: none;
      padding: 0; margin: 0; min-height: 0; min-width: 0;
    }
    .playhead-scrubber { padding: 0; margin: 0; min-height: 0; min-width: 0; }
    .playhead-scrubber trough, .playhead-scrubber highlight, .playhead-scrubber fill,
    .playhead-scrubber slider {
      background: none; border: none; box-shadow: none; outline: none;
      padding: 0; margin: 0; min-height: 0; min-width: 0;
    }
    .playhead-scrubber slider { min-width: 14px; min-height: 14px; margin: -7px; border-radius: 50%; }
    .playhead-error, .playhead-notice, .playhead-start {
      color: white; background-color: rgba(0,0,0,0.7); padding: 12px 16px; border-radius: 8px;
    }
    .playhead-notice { padding: 6px 8px 6px 16px; }
    .playhead-start button.flat { color: white; }
    .playhead-help {
      color: white; background-color: rgba(0,0,0,0.8); padding: 12px 20px; border-radius: 8px;
      font-feature-settings: "tnum";
    }
    .playhead-audio-view { padding: 24px 24px 8px 24px; }
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
