/// A picture in colour: one 32-bit word a pixel, alpha in the top byte then red, green and blue,
/// each colour already multiplied by the alpha (Cairo's ARGB32), rows top to bottom. What a
/// bitmap subtitle decodes to.
public struct PixelImage: Hashable, Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// `width × height` premultiplied ARGB words, rows top to bottom.
  public let pixels: [UInt32]

  /// An image of `pixels`; `nil` when the size is empty or the count does not match it.
  public init?(width: Int, height: Int, pixels: [UInt32]) {
    guard width > 0, height > 0, pixels.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The premultiplied ARGB word of a colour of `red`, `green` and `blue` (0…255, not
  /// premultiplied) at `alpha` (0…255).
  public static func pixel(red: Int, green: Int, blue: Int, alpha: Int) -> UInt32 {
    let clamp = { (value: Int) in UInt32(min(max(value, 0), 255)) }
    let a = clamp(alpha)
    let premultiplied = { (value: Int) in (clamp(value) * a + 127) / 255 }
    return a << 24 | premultiplied(red) << 16 | premultiplied(green) << 8 | premultiplied(blue)
  }
}
