/// A font: a Pango-style name (family and style words, such as `"DejaVu Sans Bold"`) and a size
/// in scene units.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// Family and style words, without the size.
  public var name: String
  /// The size in scene units (the em height); positive.
  public var size: Double

  /// Creates a font; a size that is not positive and finite is 12.
  public init(name: String, size: Double) {
    self.name = name
    self.size = size.isFinite && size > 0 ? size : 12
  }

  /// Parses a description such as `"DejaVu Sans Bold 32"`: the last word, when a number, is
  /// the size. Throws for an empty name or a size that is not positive and finite.
  public init(description: String) throws(FontError) {
    var words = description.split(separator: " ").map(String.init)
    var size = 12.0
    if let last = words.last, let number = Double(last) {
      guard number.isFinite, number > 0 else { throw .invalidSize(description) }
      size = number
      words.removeLast()
    }
    guard !words.isEmpty else { throw .noName(description) }
    self.init(name: words.joined(separator: " "), size: size)
  }

  /// The same font at another size.
  public func withSize(_ size: Double) -> Font { Font(name: name, size: size) }

  /// `"name size"`, as Pango reads it.
  public var description: String { "\(name) \(size)" }
}
