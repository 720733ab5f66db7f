/// A message as written in the source, `"Speed \(text)"`, kept as its catalog key (`"Speed %s"`)
/// and the values that fill it, for `translated(_:)`.
public struct TranslatableText: ExpressibleByStringInterpolation, Sendable {
  /// The key: the literal text, each `%` doubled, each value `%s`.
  public let message: String
  /// The values, in the order they appear.
  public let values: [String]

  /// A message with no values.
  public init(stringLiteral value: String) {
    message = value.replacing("%", with: "%%")
    values = []
  }

  /// A message with values.
  public init(stringInterpolation: StringInterpolation) {
    message = stringInterpolation.message
    values = stringInterpolation.values
  }

  /// Builds the key and values of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var message = ""
    var values: [String] = []

    /// Room for the literal's pieces.
    public init(literalCapacity: Int, interpolationCount: Int) {
      message.reserveCapacity(literalCapacity + interpolationCount * 2)
    }

    /// A piece of the literal text.
    public mutating func appendLiteral(_ literal: String) { message += literal.replacing("%", with: "%%") }

    /// A value, written as `String(describing:)` does.
    public mutating func appendInterpolation(_ value: some Any) {
      message += "%s"
      values.append(String(describing: value))
    }
  }
}
