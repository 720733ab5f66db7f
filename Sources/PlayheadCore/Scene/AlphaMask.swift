/// A greyscale coverage image: one byte of alpha a pixel, row by row, the shape of a template
/// image. Paint shows where the alpha is high.
public struct AlphaMask: Hashable, Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// `width × height` alpha bytes, rows top to bottom.
  public let alpha: [UInt8]

  /// Creates a mask; throws when the size is empty or the byte count does not match it.
  public init(width: Int, height: Int, alpha: [UInt8]) throws(AlphaMaskError) {
    guard width > 0, height > 0, alpha.count == width * height else {
      throw .sizeMismatch(width: width, height: height, byteCount: alpha.count)
    }
    self.width = width
    self.height = height
    self.alpha = alpha
  }
}
