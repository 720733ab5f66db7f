import Foundation
import PlayheadCore
import PlayheadCoreTesting

/// The seeds Playhead's own writers make: PGS and DVB subtitles as discs and broadcasts code
/// them (`PGSWriter`, `DVBWriter`), their run-length pictures, ADPCM parameters, and the state
/// files as Playhead writes them. Those made by other tools (FFmpeg's subtitles, manifests,
/// MP3 and transport streams) come from `scripts/make-fuzz-seeds`.
enum GeneratedSeeds {
  /// Writes the seeds into `corpus`, a folder per target.
  static func write(into corpus: URL) throws {
    let box = PGSWriter.box(width: 24, height: 10)
    let canvas = (width: 1920, height: 1080)
    try save(
      [
        "show": PGSWriter.show(box, width: 24, height: 10, at: (100, 900), canvas: canvas),
        "show-cropped": PGSWriter.show(
          box, width: 24, height: 10, at: (100, 900), canvas: canvas, crop: (2, 2, 12, 6)),
        "show-then-clear": PGSWriter.show(box, width: 24, height: 10, at: (10, 10), canvas: canvas)
          + PGSWriter.clear(canvas: canvas, seconds: 2),
        "sup-file": PGSWriter.show(box, width: 24, height: 10, at: (0, 0), canvas: canvas, withHeaders: true)
          + PGSWriter.clear(canvas: canvas, seconds: 1, withHeaders: true),
      ], as: "pgs", in: corpus)
    let codes = (0..<48).map { UInt8($0 % 4) }
    let colours: [DVBWriter.Entry] = [(1, 235, 128, 128, 0, true), (2, 16, 128, 128, 0, false)]
    var dvb: [String: [UInt8]] = ["clear": DVBWriter.clear()]
    for bits in [2, 4, 8] {
      dvb["page-\(bits)-bit"] = DVBWriter.page(
        codes, width: 12, height: 4, at: (40, 500), depth: max(bits, 4), stringBits: bits, colours: colours,
        display: (1920, 1080), timeout: 5)
    }
    dvb["page-mapped"] = DVBWriter.page(
      codes, width: 12, height: 4, at: (0, 0), depth: 4, stringBits: 2, colours: colours,
      mapTable: [0, 3, 7, 15], fieldsApart: false)
    try save(dvb, as: "dvb", in: corpus)
    // Size bytes (24 × 10), a DVB depth and an origin, then the PGS run-length code.
    try save(
      [
        "box": [6, 0, 2, 2, 1, 0x11] + PGSWriter.runLength(box, width: 24),
        "dvb-strings": [3, 0, 1, 0, 2, 0x00] + [0x11] + DVBWriter.string(Array(codes[..<12]), bits: 4) + [
          0xF0
        ],
      ], as: "run-length", in: corpus)
    // Layout, size (3 bytes), channels + 1, rate + 1 (3 bytes), given milliseconds (5 bytes).
    try save(
      [
        "microsoft-stereo": [0, 0, 0x08, 0x00, 3, 0x00, 0xAC, 0x45] + milliseconds(116_000),
        "dvi-mono": [1, 0, 0x02, 0x00, 2, 0x00, 0x56, 0x23] + milliseconds(46_000),
      ], as: "adpcm", in: corpus)
    let settings = PlayerSettings(
      volume: 0.5, showsRemainingTime: true, windowSize: .init(width: 960, height: 540))
    var positions = ResumePositions()
    positions.remember(754.5, for: URL(fileURLWithPath: "/films/Red Planet (2021).mkv"))
    positions.remember(12, for: URL(string: "https://example.com/live/stream.m3u8")!)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try save(["written": Array(try encoder.encode(settings))], as: "settings", in: corpus)
    try save(["written": Array(try encoder.encode(positions))], as: "resume-positions", in: corpus)
  }

  /// Five bytes of `count` milliseconds.
  private static func milliseconds(_ count: Int) -> [UInt8] {
    (0..<5).reversed().map { UInt8(count >> ($0 * 8) & 0xFF) }
  }

  /// Writes each of `seeds` to a file of its name in the target's folder.
  private static func save(_ seeds: [String: [UInt8]], as target: String, in corpus: URL) throws {
    let folder = corpus.appendingPathComponent(target, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, bytes) in seeds { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
  }
}
