/// PNG files of pictures, written without a compression library: the pixels in deflate's
/// stored blocks, as every PNG reader reads them. How a Lottie file carries a picture or an
/// image mask (`data:image/png;base64,…`).
enum LottiePNG {
  /// A PNG of `rows` × `width` pixels, each four bytes (red, green, blue, alpha, not
  /// premultiplied).
  static func data(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (width * 4 + 1))
    for row in 0..<height {
      raw.append(0)  // no filter
      raw.append(contentsOf: rgba[(row * width * 4)..<((row + 1) * width * 4)])
    }
    var header: [UInt8] = []
    header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8 bits a channel, RGBA, deflate, no filter choice, no interlace
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib(raw))
      + chunk("IEND", [])
  }

  /// The PNG of an image mask: white, as opaque as the mask.
  static func data(of mask: AlphaMask) -> [UInt8] {
    data(width: mask.width, height: mask.height, rgba: mask.alpha.flatMap { [255, 255, 255, $0] })
  }

  /// The PNG of a picture, its colours no longer premultiplied.
  static func data(of image: PixelImage) -> [UInt8] {
    let rgba = image.pixels.flatMap { pixel -> [UInt8] in
      let alpha = UInt8(pixel >> 24)
      guard alpha > 0 else { return [0, 0, 0, 0] }
      let channel = { (shift: UInt32) in
        UInt8(min(255, (Int((pixel >> shift) & 0xFF) * 255 + Int(alpha) / 2) / Int(alpha)))
      }
      return [channel(16), channel(8), channel(0), alpha]
    }
    return data(width: image.width, height: image.height, rgba: rgba)
  }

  /// `bytes` as a zlib stream of stored blocks.
  private static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, bytes.count - offset)
      let isLast = offset + count >= bytes.count
      stream.append(isLast ? 1 : 0)
      stream += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      stream.append(contentsOf: bytes[offset..<offset + count])
      offset += count
    } while offset < bytes.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return stream + bigEndian(b << 16 | a)
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// `bytes` in base64.
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var text = ""
    text.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(UInt32(0)) {
        $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset))
      }
      for position in 0..<4 {
        text.append(
          position <= chunk.count ? alphabet[Int((value >> (18 - 6 * UInt32(position))) & 0x3F)] : "=")
      }
      index += 3
    }
    return text
  }
}
