import Foundation

/// The flags a Matroska or WebM file sets on its tracks (`FlagDefault`, `FlagForced`,
/// `FlagHearingImpaired` of each `TrackEntry`), which GStreamer 1.22's matroskademux does not pass
/// on: which subtitles a player takes unasked, which carry only the foreign lines (forced), which
/// are for the deaf and hard of hearing.
enum MatroskaTrackFlags {
  /// Bytes read from the start of the file to find the tracks: they come before the first
  /// cluster, after the file's header, seek head and segment information.
  static let searchedLength = 1 << 20

  /// The tracks of the Matroska file at `url` that playbin makes streams of, in order; empty when
  /// it is none or they are not within `searchedLength`.
  static func tracks(inFileAt url: URL) -> [TrackFlags] {
    guard let file = try? FileHandle(forReadingFrom: url) else { return [] }
    defer { try? file.close() }
    guard let data = try? file.read(upToCount: searchedLength) else { return [] }
    return tracks(in: [UInt8](data))
  }

  /// Whether `head`, a file's first bytes, begins as a Matroska or WebM file does: with EBML's
  /// header, which `tracks(in:)` reads.
  static func begins(_ head: Data) -> Bool {
    head.starts(with: [0x1A, 0x45, 0xDF, 0xA3])
  }

  /// The tracks in the first bytes of a Matroska file.
  static func tracks(in bytes: [UInt8]) -> [TrackFlags] {
    var at = 0
    guard let header = element(at: &at, in: bytes), header.id == 0x1A45_DFA3 else { return [] }
    at = header.end
    guard let segment = element(at: &at, in: bytes), segment.id == 0x1853_8067 else { return [] }
    while let child = element(at: &at, in: bytes) {
      if child.id == 0x1654_AE6B {
        return entries(in: bytes, from: child.start, to: min(child.end, bytes.count))
      }
      // A cluster before the tracks: they are not where this reads.
      guard child.id != 0x1F43_B675, child.end <= bytes.count else { return [] }
      at = child.end
    }
    return []
  }

  /// The `TrackEntry` children of a `Tracks` element.
  private static func entries(in bytes: [UInt8], from start: Int, to end: Int) -> [TrackFlags] {
    var found: [TrackFlags] = []
    var at = start
    while at < end, let entry = element(at: &at, in: bytes) {
      guard entry.end <= end else { break }
      if entry.id == 0xAE, let track = track(in: bytes, from: entry.start, to: entry.end) {
        found.append(track)
      }
      at = entry.end
    }
    return found
  }

  /// A `TrackEntry`'s kind (its type: 1 video, 2 audio, 17 subtitles; `nil` for another),
  /// flags (FlagDefault is set unless said otherwise, the others not) and, for the codecs
  /// GStreamer names vaguely, the format's name (from its `CodecID`).
  private static func track(in bytes: [UInt8], from start: Int, to end: Int) -> TrackFlags? {
    var values: [UInt32: Int] = [:]
    var codecID: String?
    var at = start
    while at < end, let field = element(at: &at, in: bytes), field.end <= end {
      if [0x83, 0x88, 0x55AA, 0x55AB].contains(field.id), field.end - field.start <= 8 {
        values[field.id] = bytes[field.start..<field.end].reduce(0) { $0 << 8 | Int($1) }
      } else if field.id == 0x86 {
        codecID = String(decoding: bytes[field.start..<field.end].prefix { $0 != 0 }, as: UTF8.self)
      }
      at = field.end
    }
    let kinds: [Int: TrackFlags.Kind] = [1: .video, 2: .audio, 17: .subtitles]
    guard let kind = values[0x83].flatMap({ kinds[$0] }) else { return nil }
    var track = TrackFlags(
      kind: kind, isDefault: (values[0x88] ?? 1) != 0, isForced: (values[0x55AA] ?? 0) != 0,
      isHearingImpaired: (values[0x55AB] ?? 0) != 0)
    track.formatName = codecID.flatMap { vaguelyNamed[$0] }
    return track
  }

  /// The names of the codecs GStreamer 1.22 names vaguely, by their Matroska `CodecID`.
  private static let vaguelyNamed = ["S_TEXT/UTF8": "SubRip", "S_TEXT/ASCII": "SubRip"]

  /// The element at `at`: its id (with its length marker, as the specification writes ids), where
  /// its body starts and ends (an unknown size runs to the end of `bytes`); moves `at` to its body.
  private static func element(at: inout Int, in bytes: [UInt8]) -> (id: UInt32, start: Int, end: Int)? {
    guard let id = variableInteger(at: &at, in: bytes, keepingMarker: true),
      let size = variableInteger(at: &at, in: bytes, keepingMarker: false)
    else { return nil }
    let start = at
    let end = size.isUnknown ? bytes.count : start + Int(min(size.value, UInt64(bytes.count)))
    return (UInt32(truncatingIfNeeded: id.value), start, end)
  }

  /// EBML's variable-length integer at `at`: its length in the leading zero bits of its first
  /// byte (at most 8 bytes); `isUnknown` when every value bit is set (an unknown size).
  private static func variableInteger(at: inout Int, in bytes: [UInt8], keepingMarker: Bool) -> (
    value: UInt64, isUnknown: Bool
  )? {
    guard at < bytes.count, bytes[at] != 0 else { return nil }
    let length = bytes[at].leadingZeroBitCount + 1
    guard at + length <= bytes.count else { return nil }
    var value = UInt64(keepingMarker ? bytes[at] : bytes[at] & (0xFF >> length))
    for byte in bytes[(at + 1)..<(at + length)] { value = value << 8 | UInt64(byte) }
    let allOnes = (UInt64(1) << UInt64(7 * length)) - 1
    at += length
    return (value, !keepingMarker && value == allOnes)
  }
}
