/// How the lines of a block of text align in its box.
public enum TextAlignment: Hashable, Sendable {
  /// Along the left edge.
  case left
  /// Centred.
  case center
  /// Along the right edge.
  case right
}
