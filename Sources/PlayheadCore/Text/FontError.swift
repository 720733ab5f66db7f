/// Why a font description cannot be read.
public enum FontError: Error, Equatable, CustomStringConvertible {
  /// The description names no family.
  case noName(String)
  /// The description's size is not a positive, finite number.
  case invalidSize(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .noName(let text):
      translated("\"\(text)\" names no font family (write, for example, \"DejaVu Sans Bold 32\")")
    case .invalidSize(let text): translated("\"\(text)\" has a size that is not a positive number")
    }
  }
}
