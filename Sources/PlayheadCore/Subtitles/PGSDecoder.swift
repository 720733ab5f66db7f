/// Reads Blu-ray's bitmap subtitles (Presentation Graphic Stream, PGS: `subpicture/x-pgs` in
/// Matroska and MPEG-TS, `.sup` files) into pictures. A stream is a run of segments: a
/// composition (the canvas, and which objects show where), palettes, objects (run-length coded
/// pictures, in palette entries) and windows, each display set closed by an end segment. At the
/// end of a set the decoder has a picture to show, or none (the screen is cleared).
///
/// Segments come with the 3-byte header Matroska and MPEG-TS carry (type, length) or the
/// 13-byte one of `.sup` files ("PG", two timestamps, type, length). What does not parse is
/// skipped: a damaged set shows nothing rather than garbage.
public struct PGSDecoder: Sendable {
  /// Where the composition shows an object, and the part of it shown when cropped.
  private struct Placement {
    var object: UInt16
    var origin: Point
    var crop: Crop?
  }

  private struct Crop {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  private struct Object {
    var width: Int
    var height: Int
    /// The run-length coded picture, as far as its segments have come.
    var data: [UInt8]
    /// How long the first segment said the code is: later segments add no more.
    var length: Int
  }

  /// The most pixels a display set may show together, its objects' and each one's: a picture
  /// of 4096 × 4096 (a stream saying more is damaged, and is not given the memory).
  static let largestArea = 4096 * 4096

  private var canvas = Size(width: 1920, height: 1080)
  private var paletteID: UInt8 = 0
  private var placements: [Placement] = []
  private var palettes: [UInt8: [UInt32]] = [:]
  private var objects: [UInt16: Object] = [:]

  /// A decoder at the start of a stream.
  public init() {}

  /// Reads the segments in `bytes` (one buffer of the stream); returns what each display set
  /// closed in it does.
  public mutating func decode(_ bytes: [UInt8]) -> [SubtitlePictureChange] {
    var outputs: [SubtitlePictureChange] = []
    var at = 0
    while at + 3 <= bytes.count {
      if bytes[at] == 0x50, at + 1 < bytes.count, bytes[at + 1] == 0x47 {
        at += 10  // "PG", the presentation and decoding timestamps: the buffer's time rules.
        continue
      }
      let type = bytes[at]
      let length = Int(bytes[at + 1]) << 8 | Int(bytes[at + 2])
      let start = at + 3
      guard start + length <= bytes.count else { break }
      let payload = Array(bytes[start..<start + length])
      at = start + length
      switch type {
      case 0x14: readPalette(payload)
      case 0x15: readObject(payload)
      case 0x16: readComposition(payload)
      case 0x80: outputs.append(displaySetEnded())
      default: break  // 0x17, windows: the composition places the objects.
      }
    }
    return outputs
  }

  private mutating func readComposition(_ payload: [UInt8]) {
    guard payload.count >= 11 else { return }
    let width = Int(payload[0]) << 8 | Int(payload[1])
    let height = Int(payload[2]) << 8 | Int(payload[3])
    if width > 0, height > 0 { canvas = Size(width: Double(width), height: Double(height)) }
    // An epoch's start forgets the objects and palettes of the one before.
    if payload[7] & 0x80 != 0 {
      objects = [:]
      palettes = [:]
    }
    paletteID = payload[9]
    placements = []
    var at = 11
    for _ in 0..<Int(payload[10]) {
      guard at + 8 <= payload.count else { break }
      let object = UInt16(payload[at]) << 8 | UInt16(payload[at + 1])
      let isCropped = payload[at + 3] & 0x40 != 0
      let origin = Point(
        x: Double(Int(payload[at + 4]) << 8 | Int(payload[at + 5])),
        y: Double(Int(payload[at + 6]) << 8 | Int(payload[at + 7])))
      var placement = Placement(object: object, origin: origin)
      at += 8
      if isCropped {
        guard at + 8 <= payload.count else { break }
        let word = { (offset: Int) in Int(payload[at + offset]) << 8 | Int(payload[at + offset + 1]) }
        placement.crop = Crop(x: word(0), y: word(2), width: word(4), height: word(6))
        at += 8
      }
      placements.append(placement)
    }
  }

  private mutating func readPalette(_ payload: [UInt8]) {
    guard payload.count >= 2 else { return }
    var palette = palettes[payload[0]] ?? Array(repeating: 0, count: 256)
    let isHighDefinition = canvas.height > 576
    var at = 2
    while at + 5 <= payload.count {
      palette[Int(payload[at])] = Self.colour(
        y: payload[at + 1], cr: payload[at + 2], cb: payload[at + 3], alpha: payload[at + 4],
        isHighDefinition: isHighDefinition)
      at += 5
    }
    palettes[payload[0]] = palette
  }

  private mutating func readObject(_ payload: [UInt8]) {
    guard payload.count >= 4 else { return }
    let id = UInt16(payload[0]) << 8 | UInt16(payload[1])
    if payload[3] & 0x80 != 0 {
      // The first of the object's segments: its length (3 bytes, with the size), then the size.
      guard payload.count >= 11 else { return }
      // The length counts the size's four bytes.
      let length = max((Int(payload[4]) << 16 | Int(payload[5]) << 8 | Int(payload[6])) - 4, 0)
      let width = Int(payload[7]) << 8 | Int(payload[8])
      let height = Int(payload[9]) << 8 | Int(payload[10])
      objects[id] = Object(
        width: width, height: height, data: Array(payload[11...].prefix(length)), length: length)
    } else if var object = objects[id] {
      object.data += payload[4...].prefix(max(object.length - object.data.count, 0))
      objects[id] = object
    }
  }

  private func displaySetEnded() -> SubtitlePictureChange {
    let palette = palettes[paletteID] ?? Array(repeating: 0, count: 256)
    var area = 0
    let pieces = placements.compactMap { placement -> SubtitlePicture.Piece? in
      guard let object = objects[placement.object] else { return nil }
      area += object.width * object.height
      guard area <= Self.largestArea,
        let image = Self.image(of: object, palette: palette, crop: placement.crop)
      else { return nil }
      return SubtitlePicture.Piece(image: image, origin: placement.origin)
    }
    return pieces.isEmpty ? .clear : .show(SubtitlePicture(canvas: canvas, pieces: pieces), timeout: nil)
  }

  /// The object's picture, cropped when its composition says so; `nil` when it is empty or
  /// wholly clear.
  private static func image(
    of object: Object, palette: [UInt32], crop: Crop?
  ) -> PixelImage? {
    guard object.width > 0, object.height > 0 else { return nil }
    let indices = RunLengthPicture.decodePGS(object.data, width: object.width, height: object.height)
    var pixels = indices.map { palette[Int($0)] }
    var (width, height) = (object.width, object.height)
    if let crop, crop.width > 0, crop.height > 0, crop.x + crop.width <= width, crop.y + crop.height <= height
    {
      pixels = (crop.y..<crop.y + crop.height).flatMap { row in
        pixels[(row * width + crop.x)..<(row * width + crop.x + crop.width)]
      }
      (width, height) = (crop.width, crop.height)
    }
    guard pixels.contains(where: { $0 >> 24 != 0 }) else { return nil }
    return PixelImage(width: width, height: height, pixels: pixels)
  }

  /// A palette entry's colour: studio-range Y′CbCr (BT.709 for high definition, BT.601 below)
  /// at `alpha`, premultiplied ARGB.
  static func colour(y: UInt8, cr: UInt8, cb: UInt8, alpha: UInt8, isHighDefinition: Bool) -> UInt32 {
    let luma = 1.164 * (Double(y) - 16)
    let (red, blue) = (Double(cr) - 128, Double(cb) - 128)
    let rgb =
      isHighDefinition
      ? (luma + 1.793 * red, luma - 0.213 * blue - 0.533 * red, luma + 2.112 * blue)
      : (luma + 1.596 * red, luma - 0.392 * blue - 0.813 * red, luma + 2.017 * blue)
    return PixelImage.pixel(
      red: Int(rgb.0.rounded()), green: Int(rgb.1.rounded()), blue: Int(rgb.2.rounded()), alpha: Int(alpha))
  }
}
