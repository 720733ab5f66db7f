/// Why text is not a colour.
public enum ColorError: Error, Equatable, CustomStringConvertible {
  /// The text is not `#rgb`, `#rrggbb` or `#rrggbbaa`.
  case invalidHex(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidHex(let text): translated("\"\(text)\" is not a colour: write #rgb, #rrggbb or #rrggbbaa")
    }
  }
}
