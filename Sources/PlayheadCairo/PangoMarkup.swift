internal import CCairo

/// Pango markup read by Pango itself, as the renderer reads it.
public enum PangoMarkup {
  /// The text `markup` shows, its tags dropped and its entities (`&amp;`, `&#233;`) read;
  /// `markup` itself when Pango cannot parse it (the renderer then draws it as plain text).
  public static func plainText(_ markup: String) -> String {
    var text: UnsafeMutablePointer<CChar>?
    guard pango_parse_markup(markup, -1, 0, nil, &text, nil, nil) != 0, let text else { return markup }
    defer { g_free(text) }
    return String(cString: text)
  }
}
