/// The run-length codes bitmap subtitles carry their pictures in, read into one palette index
/// (pixel code) a pixel, rows top to bottom.
enum RunLengthPicture {
  /// Reads PGS's code: a non-zero byte is one pixel of that entry; a zero byte starts a run —
  /// `00` ends the line, `00LLLLLL` is L pixels of entry 0, `01LLLLLL LLLLLLLL` more of them,
  /// `10LLLLLL C` L pixels of entry C, `11LLLLLL LLLLLLLL C` more. Rows short of `width` are
  /// padded with entry 0; what runs past the picture is dropped.
  static func decodePGS(_ data: [UInt8], width: Int, height: Int) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: width * height)
    var (row, column, at) = (0, 0, 0)
    func put(_ entry: UInt8, _ count: Int) {
      guard row < height, column < width else {
        column += count
        return
      }
      let end = min(column + count, width)
      if entry != 0 { for x in column..<end { pixels[row * width + x] = entry } }
      column += count
    }
    while at < data.count, row < height {
      let byte = data[at]
      at += 1
      guard byte == 0 else {
        put(byte, 1)
        continue
      }
      guard at < data.count else { break }
      let flags = data[at]
      at += 1
      if flags == 0 {
        (row, column) = (row + 1, 0)
        continue
      }
      var count = Int(flags & 0x3F)
      if flags & 0x40 != 0 {
        guard at < data.count else { break }
        count = count << 8 | Int(data[at])
        at += 1
      }
      var entry: UInt8 = 0
      if flags & 0x80 != 0 {
        guard at < data.count else { break }
        entry = data[at]
        at += 1
      }
      put(entry, count)
    }
    return pixels
  }

  /// Draws one field of a DVB object (`data`: its pixel-data sub-blocks) into a region's pixel
  /// codes, `width` × `height` at `depth` bits, the object's top-left corner at `origin`, on
  /// every other row from `firstRow` (0 the top field, 1 the bottom). Strings of 2-, 4- and
  /// 8-bit codes are mapped to the region's depth by the map tables, the standard's unless the
  /// object gives its own; an end of line goes two rows down. A string ends at its end code or
  /// where the region's line is full (as FFmpeg's decoder reads its encoder's short ends); what
  /// runs past the region is dropped.
  static func drawDVB(
    _ data: [UInt8], into pixels: inout [UInt8], width: Int, height: Int, depth: Int,
    at origin: (x: Int, y: Int),
    firstRow: Int
  ) {
    var maps = (
      twoToFour: [UInt8]([0x0, 0x7, 0x8, 0xF]), twoToEight: [UInt8]([0x00, 0x77, 0x88, 0xFF]),
      fourToEight: (0..<16).map { UInt8($0 * 0x11) }
    )
    var (x, y) = (origin.x, origin.y + firstRow)
    var reader = BitReader(data)
    /// Puts `count` pixels of `code`; returns whether the line has room for more.
    func put(_ code: UInt8, _ count: Int, bits: Int) -> Bool {
      let mapped: UInt8 =
        switch (bits, depth) {
        case (2, 4): maps.twoToFour[Int(code & 0x3)]
        case (2, 8): maps.twoToEight[Int(code & 0x3)]
        case (4, 8): maps.fourToEight[Int(code & 0xF)]
        default: code & UInt8((1 << depth) - 1)
        }
      if y >= 0, y < height, x < width, pixels.count == width * height {
        for column in max(x, 0)..<min(x + count, width) { pixels[y * width + column] = mapped }
      }
      x += count
      return x < width
    }
    while let type = reader.byte() {
      switch type {
      case 0x10: readTwoBitString(&reader) { put($0, $1, bits: 2) }
      case 0x11: readFourBitString(&reader) { put($0, $1, bits: 4) }
      case 0x12: readEightBitString(&reader) { put($0, $1, bits: 8) }
      case 0x20: maps.twoToFour = (0..<4).map { _ in UInt8(reader.bits(4)) }
      case 0x21: maps.twoToEight = (0..<4).map { _ in UInt8(reader.bits(8)) }
      case 0x22: maps.fourToEight = (0..<16).map { _ in UInt8(reader.bits(8)) }
      case 0xF0: (x, y) = (origin.x, y + 2)
      default: continue  // Stuffing, or a string's end an encoder wrote short (FFmpeg's "00 F0").
      }
      if reader.isExhausted { return }
    }
  }

  private static func readTwoBitString(_ reader: inout BitReader, put: (UInt8, Int) -> Bool) {
    while !reader.isExhausted {
      let code = reader.bits(2)
      if code != 0 {
        guard put(UInt8(code), 1) else { return reader.align() }
      } else if reader.bits(1) == 1 {
        let count = reader.bits(3) + 3
        guard put(UInt8(reader.bits(2)), count) else { return reader.align() }
      } else if reader.bits(1) == 1 {
        guard put(0, 1) else { return reader.align() }
      } else {
        switch reader.bits(2) {
        case 0: return reader.align()
        case 1: guard put(0, 2) else { return reader.align() }
        case 2:
          let count = reader.bits(4) + 12
          guard put(UInt8(reader.bits(2)), count) else { return reader.align() }
        default:
          let count = reader.bits(8) + 29
          guard put(UInt8(reader.bits(2)), count) else { return reader.align() }
        }
      }
    }
  }

  private static func readFourBitString(_ reader: inout BitReader, put: (UInt8, Int) -> Bool) {
    while !reader.isExhausted {
      let code = reader.bits(4)
      if code != 0 {
        guard put(UInt8(code), 1) else { return reader.align() }
      } else if reader.bits(1) == 0 {
        let count = reader.bits(3)
        guard count != 0 else { return reader.align() }
        guard put(0, count + 2) else { return reader.align() }
      } else if reader.bits(1) == 0 {
        let count = reader.bits(2) + 4
        guard put(UInt8(reader.bits(4)), count) else { return reader.align() }
      } else {
        switch reader.bits(2) {
        case 0: guard put(0, 1) else { return reader.align() }
        case 1: guard put(0, 2) else { return reader.align() }
        case 2:
          let count = reader.bits(4) + 9
          guard put(UInt8(reader.bits(4)), count) else { return reader.align() }
        default:
          let count = reader.bits(8) + 25
          guard put(UInt8(reader.bits(4)), count) else { return reader.align() }
        }
      }
    }
  }

  private static func readEightBitString(_ reader: inout BitReader, put: (UInt8, Int) -> Bool) {
    while !reader.isExhausted {
      let code = reader.bits(8)
      if code != 0 {
        guard put(UInt8(code), 1) else { return reader.align() }
      } else if reader.bits(1) == 0 {
        let count = reader.bits(7)
        guard count != 0 else { return }
        guard put(0, count) else { return reader.align() }
      } else {
        let count = reader.bits(7)
        guard put(UInt8(reader.bits(8)), count) else { return reader.align() }
      }
    }
  }
}

/// Reads bits from bytes, the most significant first; past the end it reads zeros and says it
/// is exhausted.
private struct BitReader {
  private let data: [UInt8]
  private var position = 0

  init(_ data: [UInt8]) { self.data = data }

  /// Whether a read went past the end.
  private(set) var isExhausted = false

  /// The next `count` bits (up to 8), as a number.
  mutating func bits(_ count: Int) -> Int {
    var value = 0
    for _ in 0..<count {
      let byte = position / 8
      guard byte < data.count else {
        isExhausted = true
        return value << 1
      }
      value = value << 1 | Int(data[byte] >> (7 - position % 8) & 1)
      position += 1
    }
    return value
  }

  /// The next whole byte, or `nil` at the end.
  mutating func byte() -> UInt8? {
    align()
    guard position / 8 < data.count else { return nil }
    return UInt8(bits(8))
  }

  /// Moves on to the next byte's start.
  mutating func align() {
    position = (position + 7) / 8 * 8
  }
}
