/// A line of text laid out by the renderer's text engine (Pango on Linux).
public struct TextRun: Hashable, Sendable {
  /// The text to draw.
  public var text: String
  /// The font, its size in scene units.
  public var font: Font
  /// The text's layout box; the text is centred in it.
  public var frame: Rect
  /// What fills the glyphs.
  public var paint: Paint

  /// Creates a text run.
  public init(text: String, font: Font, frame: Rect, paint: Paint) {
    self.text = text
    self.font = font
    self.frame = frame
    self.paint = paint
  }
}
