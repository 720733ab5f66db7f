/// What a MaskButton shows: text, a template image (its alpha is the shape), or both with the
/// image leading the text.
public struct MaskContent: Hashable, Sendable {
  /// The text, or `nil`.
  public var text: String?
  /// The font; its size is the largest the text is drawn at.
  public var font: Font
  /// The template image, or `nil`.
  public var image: AlphaMask?

  /// Creates content; empty text counts as none.
  public init(
    text: String? = nil, font: Font = Font(name: "DejaVu Sans Bold", size: 32), image: AlphaMask? = nil
  ) {
    self.text = text?.isEmpty == true ? nil : text
    self.font = font
    self.image = image
  }
}
