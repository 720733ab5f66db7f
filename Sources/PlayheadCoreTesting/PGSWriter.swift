/// Writes Blu-ray bitmap subtitles (PGS) for tests: display sets of one object, coded as Blu-ray
/// discs and `.sup` files code them, to feed `PGSDecoder` and to mux into media. The segments
/// come as Matroska carries them (type, length), or with the `.sup` header ("PG", timestamps).
public enum PGSWriter {
  /// A palette entry: its index, Y′, Cr, Cb (studio range) and alpha.
  public typealias Entry = (index: UInt8, y: UInt8, cr: UInt8, cb: UInt8, alpha: UInt8)

  /// White and black, opaque, at entries 1 and 2 (entry 0 is left clear).
  public static let whiteAndBlack: [Entry] = [(1, 235, 128, 128, 255), (2, 16, 128, 128, 255)]

  /// A box `width` × `height` of entry 1 with a 2-pixel border of entry 2 and a clear pixel
  /// at each corner.
  public static func box(width: Int, height: Int) -> [UInt8] {
    (0..<height).flatMap { y in
      (0..<width).map { x -> UInt8 in
        let isCorner = (x == 0 || x == width - 1) && (y == 0 || y == height - 1)
        if isCorner { return 0 }
        return x < 2 || y < 2 || x >= width - 2 || y >= height - 2 ? 2 : 1
      }
    }
  }

  /// The display set showing `indices` (`width` × `height` palette entries) at `origin` on a
  /// `canvas`-sized screen, `seconds` into the stream; `crop` shows only part of it.
  public static func show(
    _ indices: [UInt8], width: Int, height: Int, at origin: (x: Int, y: Int),
    canvas: (width: Int, height: Int),
    palette: [Entry] = whiteAndBlack, crop: (x: Int, y: Int, width: Int, height: Int)? = nil,
    seconds: Double = 0, withHeaders: Bool = false
  ) -> [UInt8] {
    var composition: [UInt8] = words(canvas.width, canvas.height) + [0x10] + words(0) + [0x80, 0, 0, 1]
    composition += words(0) + [0, crop == nil ? 0 : 0x40] + words(origin.x, origin.y)
    if let crop { composition += words(crop.x, crop.y, crop.width, crop.height) }
    let window: [UInt8] = [1, 0] + words(origin.x, origin.y, width, height)
    let colours: [UInt8] =
      [0, 0]
      + palette.flatMap { entry -> [UInt8] in
        [entry.index, entry.y, entry.cr, entry.cb, entry.alpha]
      }
    let picture = words(width, height) + runLength(indices, width: width)
    let length = picture.count
    let object: [UInt8] =
      words(0) + [0, 0xC0, UInt8(length >> 16), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + picture
    let segments: [(UInt8, [UInt8])] = [
      (0x16, composition), (0x17, window), (0x14, colours), (0x15, object), (0x80, []),
    ]
    return segments.flatMap {
      segment($0.0, $0.1, seconds: seconds, withHeader: withHeaders)
    }
  }

  /// The display set that clears the screen, `seconds` into the stream.
  public static func clear(canvas: (width: Int, height: Int), seconds: Double = 0, withHeaders: Bool = false)
    -> [UInt8]
  {
    let composition: [UInt8] = words(canvas.width, canvas.height) + [0x10] + words(1) + [0, 0, 0, 0]
    let segments: [(UInt8, [UInt8])] = [(0x16, composition), (0x17, [0]), (0x80, [])]
    return segments.flatMap {
      segment($0.0, $0.1, seconds: seconds, withHeader: withHeaders)
    }
  }

  /// PGS's run-length code of `indices`, rows `width` long, each run as short as the code
  /// allows (single pixels, short and long runs of entry 0 and of others), each row ended.
  public static func runLength(_ indices: [UInt8], width: Int) -> [UInt8] {
    var out: [UInt8] = []
    for row in stride(from: 0, to: indices.count, by: width) {
      let line = indices[row..<row + width]
      var x = line.startIndex
      while x < line.endIndex {
        let entry = line[x]
        var count = 1
        while x + count < line.endIndex, line[x + count] == entry, count < 16383 { count += 1 }
        switch (entry, count) {
        case (0, ..<64): out += [0, UInt8(count)]
        case (0, _): out += [0, 0x40 | UInt8(count >> 8), UInt8(count & 0xFF)]
        case (_, ..<3): out += Array(repeating: entry, count: count)
        case (_, ..<64): out += [0, 0x80 | UInt8(count), entry]
        default: out += [0, 0xC0 | UInt8(count >> 8), UInt8(count & 0xFF), entry]
        }
        x += count
      }
      out += [0, 0]
    }
    return out
  }

  private static func segment(_ type: UInt8, _ payload: [UInt8], seconds: Double, withHeader: Bool) -> [UInt8]
  {
    let ticks = UInt32(seconds * 90_000)
    let time = [24, 16, 8, 0].map { UInt8(ticks >> $0 & 0xFF) }
    let header: [UInt8] = withHeader ? [0x50, 0x47] + time + time : []
    return header + [type] + words(payload.count) + payload
  }

  private static func words(_ values: Int...) -> [UInt8] {
    values.flatMap { [UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
  }
}
