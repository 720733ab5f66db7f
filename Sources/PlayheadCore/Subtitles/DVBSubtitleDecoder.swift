/// Reads television's bitmap subtitles (DVB, ETSI EN 300 743: `subpicture/x-dvb` in MPEG-TS)
/// into pictures. Each buffer is a PES packet's data: segments, each `0x0F`, a type, a page
/// and a length. A page composition places regions on the display; a region composition gives
/// a region's size, colour depth, colour table and the objects drawn in it; colour tables and
/// objects (run-length coded, in 2-, 4- or 8-bit pixel codes, two interlaced fields) fill them
/// in; a display definition says the display's size (720 × 576 without one).
///
/// At the end of a packet with a page composition, the page shows, for at most its time-out, or
/// the screen clears when no region has anything on it. What does not parse is skipped.
public struct DVBSubtitleDecoder: Sendable {
  private struct Region {
    var width = 0
    var height = 0
    /// Bits a pixel: 2, 4 or 8.
    var depth = 8
    var table: UInt8 = 0
    var fill: UInt8?
    var objects: [(id: UInt16, x: Int, y: Int)] = []
    /// Pixel codes, `width × height`, as the objects drew them.
    var pixels: [UInt8] = []
  }

  /// The largest display a stream may define, each side (the standard's field allows 65 536).
  static let largestSide = 4096
  /// The most pixels the regions may hold together, and a page show.
  static let largestArea = largestSide * largestSide

  private var canvas = Size(width: 720, height: 576)
  private var timeout: Double?
  private var placements: [(region: UInt8, x: Int, y: Int)] = []
  private var regions: [UInt8: Region] = [:]
  private var tables: [UInt8: DVBColourTables] = [:]

  /// A decoder at the start of a stream.
  public init() {}

  /// Reads the segments in `bytes` (one PES packet's data, with or without its data identifier
  /// 0x20 and stream id 0x00); returns what the page does, if the packet composed one.
  public mutating func decode(_ bytes: [UInt8]) -> [SubtitlePictureChange] {
    var at = bytes.count >= 2 && bytes[0] == 0x20 && bytes[1] == 0x00 ? 2 : 0
    var composed = false
    while at + 6 <= bytes.count, bytes[at] == 0x0F {
      let type = bytes[at + 1]
      let length = Int(bytes[at + 4]) << 8 | Int(bytes[at + 5])
      let start = at + 6
      guard start + length <= bytes.count else { break }
      let payload = Array(bytes[start..<start + length])
      at = start + length
      switch type {
      case 0x10: composed = readPage(payload) || composed
      case 0x11: readRegion(payload)
      case 0x12: readColours(payload)
      case 0x13: readObject(payload)
      case 0x14: readDisplay(payload)
      default: break  // 0x80, the end of the display set; stuffing.
      }
    }
    return composed ? [page()] : []
  }

  /// A page composition; returns whether it was one.
  private mutating func readPage(_ payload: [UInt8]) -> Bool {
    guard payload.count >= 2 else { return false }
    timeout = payload[0] > 0 ? Double(payload[0]) : nil
    // A mode change starts an epoch: what the one before defined is gone.
    if payload[1] >> 2 & 0x3 == 2 {
      regions = [:]
      tables = [:]
    }
    placements = stride(from: 2, to: payload.count - 5, by: 6).map { at in
      (
        payload[at], Int(payload[at + 2]) << 8 | Int(payload[at + 3]),
        Int(payload[at + 4]) << 8 | Int(payload[at + 5])
      )
    }
    return true
  }

  private mutating func readRegion(_ payload: [UInt8]) {
    guard payload.count >= 10 else { return }
    let id = payload[0]
    var region = regions[id] ?? Region()
    let width = Int(payload[2]) << 8 | Int(payload[3])
    let height = Int(payload[4]) << 8 | Int(payload[5])
    let depth = [2, 4, 8][min(max(Int(payload[6] >> 2 & 0x7) - 1, 0), 2)]
    let fills = payload[1] & 0x08 != 0
    // A region is no wider or taller than a display can be, and all of them hold no more than
    // `largestArea`: a stream saying more is damaged, and is not given the memory. (A region may
    // be larger than the display said: streams without a definition put wide ones on it.)
    let othersArea = regions.filter { $0.key != id }.values.reduce(0) { $0 + $1.width * $1.height }
    guard width <= Self.largestSide, height <= Self.largestSide,
      othersArea + width * height <= Self.largestArea
    else { return }
    if width != region.width || height != region.height || depth != region.depth || fills {
      region.pixels = Array(repeating: 0, count: max(width * height, 0))
    }
    (region.width, region.height, region.depth, region.table) = (width, height, depth, payload[7])
    let fill = depth == 8 ? payload[8] : depth == 4 ? payload[9] >> 4 : payload[9] >> 2 & 0x3
    region.fill = fills ? fill : nil
    if let fill = region.fill { region.pixels = Array(repeating: fill, count: width * height) }
    region.objects = []
    var at = 10
    while at + 6 <= payload.count {
      let object = UInt16(payload[at]) << 8 | UInt16(payload[at + 1])
      let type = payload[at + 2] >> 6
      let x = Int(payload[at + 2] & 0x0F) << 8 | Int(payload[at + 3])
      let y = Int(payload[at + 4] & 0x0F) << 8 | Int(payload[at + 5])
      region.objects.append((object, x, y))
      at += type == 1 || type == 2 ? 8 : 6
    }
    regions[id] = region
  }

  private mutating func readColours(_ payload: [UInt8]) {
    guard payload.count >= 2 else { return }
    var table = tables[payload[0]] ?? DVBColourTables()
    let isHighDefinition = canvas.height > 576
    var at = 2
    while at + 2 <= payload.count {
      let entry = payload[at]
      let flags = payload[at + 1]
      let colour: UInt32
      if flags & 0x01 != 0 {
        guard at + 6 <= payload.count else { break }
        colour = Self.colour(
          y: payload[at + 2], cr: payload[at + 3], cb: payload[at + 4], transparency: payload[at + 5],
          isHighDefinition: isHighDefinition)
        at += 6
      } else {
        guard at + 4 <= payload.count else { break }
        let bits = UInt16(payload[at + 2]) << 8 | UInt16(payload[at + 3])
        colour = Self.colour(
          y: UInt8(bits >> 10) << 2, cr: UInt8(bits >> 6 & 0xF) << 4, cb: UInt8(bits >> 2 & 0xF) << 4,
          transparency: UInt8(bits & 0x3) << 6, isHighDefinition: isHighDefinition)
        at += 4
      }
      table.set(entry, to: colour, forDepths: flags >> 5)
    }
    tables[payload[0]] = table
  }

  private mutating func readObject(_ payload: [UInt8]) {
    guard payload.count >= 7, payload[2] >> 2 & 0x3 == 0 else { return }  // Pixels, not characters.
    let id = UInt16(payload[0]) << 8 | UInt16(payload[1])
    let top = Int(payload[3]) << 8 | Int(payload[4])
    let bottom = Int(payload[5]) << 8 | Int(payload[6])
    guard 7 + top + bottom <= payload.count else { return }
    let topField = Array(payload[7..<7 + top])
    let bottomField = bottom == 0 ? topField : Array(payload[7 + top..<7 + top + bottom])
    for (key, placement) in regionsShowing(id) {
      guard var region = regions[key] else { continue }
      RunLengthPicture.drawDVB(
        topField, into: &region.pixels, width: region.width, height: region.height, depth: region.depth,
        at: (placement.x, placement.y), firstRow: 0)
      RunLengthPicture.drawDVB(
        bottomField, into: &region.pixels, width: region.width, height: region.height, depth: region.depth,
        at: (placement.x, placement.y), firstRow: 1)
      regions[key] = region
    }
  }

  private mutating func readDisplay(_ payload: [UInt8]) {
    guard payload.count >= 5 else { return }
    let width = Int(payload[1]) << 8 | Int(payload[2])
    let height = Int(payload[3]) << 8 | Int(payload[4])
    guard width < Self.largestSide, height < Self.largestSide else { return }  // Sides less 1.
    canvas = Size(width: Double(width + 1), height: Double(height + 1))
  }

  /// The regions that show object `id`, and where in each.
  private func regionsShowing(_ id: UInt16) -> [(UInt8, (x: Int, y: Int))] {
    regions.flatMap { key, region in region.objects.filter { $0.id == id }.map { (key, ($0.x, $0.y)) } }
  }

  /// The page as it stands: each region placed on it, in its colours; a clear screen when
  /// nothing on it shows.
  private func page() -> SubtitlePictureChange {
    var area = 0
    let pieces = placements.compactMap { placement -> SubtitlePicture.Piece? in
      guard let region = regions[placement.region], region.width > 0, region.height > 0 else { return nil }
      area += region.width * region.height
      guard area <= Self.largestArea else { return nil }
      let table = tables[region.table] ?? DVBColourTables()
      let pixels = region.pixels.map { table.colour($0, depth: region.depth) }
      guard pixels.contains(where: { $0 >> 24 != 0 }),
        let image = PixelImage(width: region.width, height: region.height, pixels: pixels)
      else { return nil }
      return SubtitlePicture.Piece(
        image: image, origin: Point(x: Double(placement.x), y: Double(placement.y)))
    }
    return pieces.isEmpty ? .clear : .show(SubtitlePicture(canvas: canvas, pieces: pieces), timeout: timeout)
  }

  /// A colour table entry's colour: studio-range Y′CbCr (BT.709 for high definition, BT.601
  /// below) at `transparency` (0 opaque, 255 clear), premultiplied ARGB; a Y′ of 0 is wholly
  /// clear, whatever the rest says.
  static func colour(y: UInt8, cr: UInt8, cb: UInt8, transparency: UInt8, isHighDefinition: Bool) -> UInt32 {
    guard y != 0 else { return 0 }
    return PGSDecoder.colour(
      y: y, cr: cr, cb: cb, alpha: 255 - transparency, isHighDefinition: isHighDefinition)
  }
}
