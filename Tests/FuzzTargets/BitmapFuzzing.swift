import Foundation

@testable import PlayheadCore

/// The fuzz targets of bitmap subtitles and transport-stream tables.
enum BitmapFuzzing {
  /// A PGS stream in two halves: the decoder keeps its state between buffers, and a segment
  /// may be cut anywhere.
  static func pgs(_ bytes: [UInt8]) {
    var decoder = PGSDecoder()
    let middle = bytes.count / 2
    for buffer in [Array(bytes[..<middle]), Array(bytes[middle...])] {
      checkPictures(decoder.decode(buffer))
    }
  }

  /// A DVB stream in two buffers.
  static func dvb(_ bytes: [UInt8]) {
    var decoder = DVBSubtitleDecoder()
    let middle = bytes.count / 2
    for buffer in [Array(bytes[..<middle]), Array(bytes[middle...])] {
      checkPictures(decoder.decode(buffer))
    }
  }

  /// Run-length data drawn as PGS and as DVB at a size from the first four bytes (each side at
  /// most 1023), a DVB depth and origin from the next two.
  static func runLength(_ bytes: [UInt8]) {
    guard bytes.count >= 6 else { return }
    let width = Int(bytes[0]) << 2 | Int(bytes[1] & 3)
    let height = Int(bytes[2]) << 2 | Int(bytes[3] & 3)
    let data = Array(bytes[6...])
    let picture = RunLengthPicture.decodePGS(data, width: width, height: height)
    require(
      picture.count == width * height, "a PGS picture of \(width) × \(height) has \(picture.count) pixels")
    var pixels = [UInt8](repeating: 0, count: width * height)
    let depth = [2, 4, 8][Int(bytes[4]) % 3]
    // Anywhere from the region's corner to past its far side, as a stream may put an object.
    let origin = (x: Int(bytes[5] >> 4) * width / 8, y: Int(bytes[5] & 15) * height / 8)
    RunLengthPicture.drawDVB(
      data, into: &pixels, width: width, height: height, depth: depth, at: origin, firstRow: Int(bytes[4] & 1)
    )
    require(pixels.count == width * height, "a DVB region of \(width) × \(height) grew to \(pixels.count)")
  }

  /// The start of a transport stream, its tables' packets kept.
  static func transportStreamTables(_ bytes: [UInt8]) {
    let kept = TransportStreamTables.packets(in: Data(bytes))
    require(
      kept.count % TransportStreamTables.packetLength == 0, "kept \(kept.count) bytes, not whole packets")
    require(kept.count <= bytes.count, "kept \(kept.count) bytes of \(bytes.count)")
  }

  /// Every picture shown fits its pixels and has a canvas.
  private static func checkPictures(_ changes: [SubtitlePictureChange]) {
    for case .show(let picture, let timeout) in changes {
      require(timeout.map { $0.isFinite && $0 >= 0 } ?? true, "a time-out of \(timeout!)")
      for piece in picture.pieces {
        let image = piece.image
        require(
          image.pixels.count == image.width * image.height,
          "an image of \(image.width) × \(image.height) holds \(image.pixels.count) pixels")
      }
    }
  }
}
