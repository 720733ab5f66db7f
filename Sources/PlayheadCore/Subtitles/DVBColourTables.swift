/// A DVB colour table (CLUT): 4, 16 and 256 entries for regions of 2, 4 and 8 bits a pixel,
/// premultiplied ARGB, starting from the standard's defaults (ETSI EN 300 743, 10) until a
/// stream's definition sets them.
struct DVBColourTables: Sendable {
  private var twoBit: [UInt32]
  private var fourBit: [UInt32]
  private var eightBit: [UInt32]

  /// The default tables.
  init() {
    let pixel = Self.rgba
    twoBit = [0, pixel(255, 255, 255, 255), pixel(0, 0, 0, 255), pixel(127, 127, 127, 255)]
    fourBit = (0..<16).map { index in
      guard index > 0 else { return 0 }
      let level = index < 8 ? 255 : 127
      return pixel(index & 1 != 0 ? level : 0, index & 2 != 0 ? level : 0, index & 4 != 0 ? level : 0, 255)
    }
    eightBit = (0..<256).map { index in
      guard index > 0 else { return 0 }
      let bit = { (mask: Int, value: Int) in index & mask != 0 ? value : 0 }
      if index < 8 { return pixel(bit(1, 255), bit(2, 255), bit(4, 255), 63) }
      let low = (bit(1, 85) + bit(0x10, 170), bit(2, 85) + bit(0x20, 170), bit(4, 85) + bit(0x40, 170))
      let high = (bit(1, 43) + bit(0x10, 85), bit(2, 43) + bit(0x20, 85), bit(4, 43) + bit(0x40, 85))
      switch index & 0x88 {
      case 0x00: return pixel(low.0, low.1, low.2, 255)
      case 0x08: return pixel(low.0, low.1, low.2, 127)
      case 0x80: return pixel(127 + high.0, 127 + high.1, 127 + high.2, 255)
      default: return pixel(high.0, high.1, high.2, 255)
      }
    }
  }

  /// Sets `entry` to `colour` in the tables `depths` names (its bits: 4 the 2-bit table, 2 the
  /// 4-bit, 1 the 8-bit).
  mutating func set(_ entry: UInt8, to colour: UInt32, forDepths depths: UInt8) {
    let index = Int(entry)
    if depths & 4 != 0, index < 4 { twoBit[index] = colour }
    if depths & 2 != 0, index < 16 { fourBit[index] = colour }
    if depths & 1 != 0 { eightBit[index] = colour }
  }

  /// The colour of pixel `code` in a region of `depth` bits a pixel.
  func colour(_ code: UInt8, depth: Int) -> UInt32 {
    switch depth {
    case 2: twoBit[Int(code & 0x3)]
    case 4: fourBit[Int(code & 0xF)]
    default: eightBit[Int(code)]
    }
  }

  private static func rgba(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int) -> UInt32 {
    PixelImage.pixel(red: red, green: green, blue: blue, alpha: alpha)
  }
}
