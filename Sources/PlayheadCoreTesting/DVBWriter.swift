/// Writes television bitmap subtitles (DVB, ETSI EN 300 743) for tests: PES packets' data of a
/// page with one region holding one object, coded in 2-, 4- or 8-bit pixel code strings with
/// every run form the standard has, to feed `DVBSubtitleDecoder`.
public enum DVBWriter {
  /// A colour table entry: its pixel code, Y′, Cr, Cb (studio range) and transparency (0
  /// opaque, 255 clear); `isFullRange` false codes it in the 2-byte short form.
  public typealias Entry = (
    code: UInt8, y: UInt8, cr: UInt8, cb: UInt8, transparency: UInt8, isFullRange: Bool
  )

  /// The packet showing `codes` (`width` × `height` pixel codes) as one object in a region of
  /// `depth` bits a pixel at `origin`, coded as `stringBits`-bit strings (mapped by `mapTable`
  /// when given, else the standard's); `display` adds a display definition; `timeout` is the
  /// page's time-out in seconds; `modeChange` starts an epoch; `fieldsApart` codes the bottom
  /// field (odd rows) on its own, else the top field serves both.
  public static func page(
    _ codes: [UInt8], width: Int, height: Int, at origin: (x: Int, y: Int), depth: Int, stringBits: Int,
    colours: [Entry], mapTable: [UInt8]? = nil, display: (width: Int, height: Int)? = nil, timeout: UInt8 = 0,
    modeChange: Bool = true, fieldsApart: Bool = true
  ) -> [UInt8] {
    var segments: [(UInt8, [UInt8])] = []
    if let display { segments.append((0x14, [0x00] + words(display.width - 1, display.height - 1))) }
    segments.append((0x10, [timeout, (modeChange ? 2 : 0) << 2 | 0x3, 0, 0xFF] + words(origin.x, origin.y)))
    let depthCode = UInt8([2: 1, 4: 2, 8: 3][depth] ?? 3)
    var region: [UInt8] = [0, 0x07] + words(width, height)
    region += [depthCode << 5 | depthCode << 2 | 0x3, 0, 0, 0x03]
    region += words(0, 0) + [0xF0, 0]
    segments.append((0x11, region))
    let entries = colours.flatMap { entry -> [UInt8] in
      let depths: UInt8 = 0xE0
      guard entry.isFullRange else {
        let bits =
          UInt16(entry.y >> 2) << 10 | UInt16(entry.cr >> 4) << 6 | UInt16(entry.cb >> 4) << 2
          | UInt16(entry.transparency >> 6)
        return [entry.code, depths | 0x1E, UInt8(bits >> 8), UInt8(bits & 0xFF)]
      }
      return [entry.code, depths | 0x1F, entry.y, entry.cr, entry.cb, entry.transparency]
    }
    segments.append((0x12, [0, 0x0F] + entries))
    let rows = (0..<height).map { Array(codes[$0 * width..<($0 + 1) * width]) }
    let field = { (first: Int) -> [UInt8] in
      var data: [UInt8] = []
      if let mapTable {
        data +=
          mapTable.count == 4 && depth == 4
          ? [0x20] + pack(mapTable, bits: 4) : [stringBits == 2 ? 0x21 : 0x22] + mapTable
      }
      for row in stride(from: first, to: height, by: 2) {
        data += [[2: 0x10, 4: 0x11][stringBits] ?? 0x12] + string(rows[row], bits: stringBits) + [0xF0]
      }
      return data
    }
    let top = field(0)
    let bottom = fieldsApart ? field(1) : []
    segments.append((0x13, words(0) + [0x01] + words(top.count, bottom.count) + top + bottom))
    segments.append((0x80, []))
    return packet(segments)
  }

  /// The packet of a page with nothing on it: the screen clears.
  public static func clear() -> [UInt8] {
    packet([(0x10, [0, 0x03]), (0x80, [])])
  }

  /// One line of pixel codes as a `bits`-bit pixel code string, its end code and stuffing
  /// included: runs as long as each form takes, in every form the standard has.
  public static func string(_ line: [UInt8], bits: Int) -> [UInt8] {
    var writer = BitWriter()
    var x = 0
    while x < line.count {
      let code = line[x]
      var count = 1
      while x + count < line.count, line[x + count] == code { count += 1 }
      x += count
      while count > 0 { count -= run(code, count, bits: bits, into: &writer) }
    }
    switch bits {
    case 2: writer.put(0, 6)  // 00 0 0 00
    case 4: writer.put(0, 8)  // 0000 0 000
    default: writer.put(0, 16)
    }
    return writer.bytes
  }

  /// Writes the longest run of `code` the form allows, at most `count`; returns its length.
  private static func run(_ code: UInt8, _ count: Int, bits: Int, into writer: inout BitWriter) -> Int {
    let c = Int(code)
    switch bits {
    case 2:
      if count >= 29 {
        return putRun(
          min(count, 284), [(0, 2), (0, 1), (0, 1), (3, 2)], length: 8, offset: 29, c, 2, &writer)
      }
      if count >= 12 {
        return putRun(min(count, 27), [(0, 2), (0, 1), (0, 1), (2, 2)], length: 4, offset: 12, c, 2, &writer)
      }
      if count >= 3 { return putRun(min(count, 10), [(0, 2), (1, 1)], length: 3, offset: 3, c, 2, &writer) }
      if c == 0 && count == 2 { writer.put(0b0000_01, 6); return 2 }
      if c == 0 { writer.put(0b0001, 4); return 1 }
      writer.put(c, 2)
      return 1
    case 4:
      if count >= 25 {
        return putRun(
          min(count, 280), [(0, 4), (1, 1), (1, 1), (3, 2)], length: 8, offset: 25, c, 4, &writer)
      }
      if count >= 9 {
        return putRun(min(count, 24), [(0, 4), (1, 1), (1, 1), (2, 2)], length: 4, offset: 9, c, 4, &writer)
      }
      if count >= 4 {
        return putRun(min(count, 7), [(0, 4), (1, 1), (0, 1)], length: 2, offset: 4, c, 4, &writer)
      }
      if c == 0 && count == 3 {
        writer.put(0, 4)
        writer.put(0, 1)
        writer.put(1, 3)
        return 3
      }
      if c == 0 {
        writer.put(0b0000_1100 | (count == 2 ? 1 : 0), 8)
        return count
      }
      writer.put(c, 4)
      return 1
    default:
      if c == 0 {
        let length = min(count, 127)
        writer.put(0, 8)
        writer.put(length, 8)
        return length
      }
      if count >= 3 {
        let length = min(count, 127)
        writer.put(0, 8)
        writer.put(0x80 | length, 8)
        writer.put(c, 8)
        return length
      }
      writer.put(c, 8)
      return 1
    }
  }

  /// A run in a long form: `prefix` (values and widths), the length less `offset` in `length`
  /// bits, then the code in `bits` bits.
  private static func putRun(
    _ count: Int, _ prefix: [(Int, Int)], length: Int, offset: Int, _ code: Int, _ bits: Int,
    _ writer: inout BitWriter
  ) -> Int {
    for (value, width) in prefix { writer.put(value, width) }
    writer.put(count - offset, length)
    writer.put(code, bits)
    return count
  }

  private static func packet(_ segments: [(UInt8, [UInt8])]) -> [UInt8] {
    var data: [UInt8] = [0x20, 0x00]
    for (type, payload) in segments {
      data += [0x0F, type]
      data += words(1, payload.count)
      data += payload
    }
    return data + [0xFF]
  }

  private static func pack(_ values: [UInt8], bits: Int) -> [UInt8] {
    var writer = BitWriter()
    for value in values { writer.put(Int(value), bits) }
    return writer.bytes
  }

  private static func words(_ values: Int...) -> [UInt8] {
    values.flatMap { [UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
  }
}

/// Writes bits, the most significant first, padding the last byte with zeros.
private struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var used = 8

  mutating func put(_ value: Int, _ count: Int) {
    for shift in stride(from: count - 1, through: 0, by: -1) {
      if used == 8 {
        bytes.append(0)
        used = 0
      }
      bytes[bytes.count - 1] |= UInt8(value >> shift & 1) << (7 - used)
      used += 1
    }
  }
}
