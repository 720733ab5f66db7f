/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour; each component is clamped to 0…1 and a NaN component becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// The colour `0xRRGGBB` (as CSS writes `#rrggbb`) at `alpha`: `Color(rgb: 0x1a73e8)`.
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255,
      alpha: alpha)
  }

  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); throws for anything else.
  public init(hex: String) throws(ColorError) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
      throw .invalidHex(hex)
    }
    let full = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: Double(full >> 24 & 0xFF) / 255, green: Double(full >> 16 & 0xFF) / 255,
      blue: Double(full >> 8 & 0xFF) / 255, alpha: Double(full & 0xFF) / 255)
  }

  /// The same colour with its alpha multiplied by `factor`.
  public func multiplyingAlpha(by factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// `#rrggbbaa`.
  public var description: String {
    let byte = { (value: Double) in
      let text = String(Int((value * 255).rounded()), radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + [red, green, blue, alpha].map(byte).joined()
  }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}

extension Color: Interpolatable {
  /// Component-wise blend in sRGB, as Core Animation does; the fraction is clamped to 0…1.
  public func interpolated(to other: Color, fraction: Double) -> Color {
    let f = min(max(fraction, 0), 1)
    let mix = { (a: Double, b: Double) in a + (b - a) * f }
    return Color(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      alpha: mix(alpha, other.alpha))
  }
}
