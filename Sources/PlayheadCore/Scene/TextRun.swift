/// Text laid out by the renderer's text engine (Pango on Linux).
public struct TextRun: Hashable, Sendable {
  /// The text to draw: plain, or Pango markup (`isMarkup`).
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
  /// Whether `text` is Pango markup (`<i>`, `<b>`, `&amp;`…) rather than plain text.
  public var isMarkup: Bool
  /// Whether lines longer than the box is wide wrap at word boundaries, each line aligned in
  /// the box as `alignment` says.
  public var wraps: Bool
  /// How a wrapped run's lines align in its box.
  public var alignment: TextAlignment
  /// A line drawn around the glyphs, under their fill, or `nil`.
  public var outline: TextOutline?

  /// Creates a text run.
  public init(
    text: String, font: Font, frame: Rect, paint: Paint, isLeading: Bool = false, isMarkup: Bool = false,
    wraps: Bool = false, alignment: TextAlignment = .center, outline: TextOutline? = nil
  ) {
    self.text = text
    self.font = font
    self.frame = frame
    self.paint = paint
    self.isLeading = isLeading
    self.isMarkup = isMarkup
    self.wraps = wraps
    self.alignment = alignment
    self.outline = outline
  }
}

/// A line around text's glyphs, drawn before their fill, so half of it shows outside them.
public struct TextOutline: Hashable, Sendable {
  /// The line's width in scene units.
  public var width: Double
  /// What the line is drawn with.
  public var paint: Paint

  /// An outline `width` units wide in `paint`.
  public init(width: Double, paint: Paint) {
    self.width = width
    self.paint = paint
  }
}
