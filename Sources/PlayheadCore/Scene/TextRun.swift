/// A line of text laid out by the renderer's text engine (Pango on Linux).
public struct TextRun: Hashable, Sendable {
  /// The text to draw.
  public var text: String
  /// The font, its size in scene units.
  public var font: Font
  /// The text's layout box; the text is centred in it, or set at its left (`isLeading`).
  public var frame: Rect
  /// What fills the glyphs.
  public var paint: Paint
  /// Whether the text starts at the box's left edge (cut short with "…" where it would run past
  /// the right one) rather than being centred.
  public var isLeading: Bool

  /// Creates a text run.
  public init(text: String, font: Font, frame: Rect, paint: Paint, isLeading: Bool = false) {
    self.text = text
    self.font = font
    self.frame = frame
    self.paint = paint
    self.isLeading = isLeading
  }
}
