/// Why bytes are not a mask.
public enum AlphaMaskError: Error, Equatable, CustomStringConvertible {
  /// The size is empty, or the bytes are not one per pixel of it.
  case sizeMismatch(width: Int, height: Int, byteCount: Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .sizeMismatch(let width, let height, let count):
      translated(
        "a \(width) × \(height) mask needs \(max(width, 0) * max(height, 0)) alpha bytes, one a pixel, not \(count)"
      )
    }
  }
}
