import Foundation
import PlayheadCore

/// The chapters an MP4, M4A, M4B or MOV file keeps in Nero's `chpl` atom (`moov/udta/chpl`),
/// which FFmpeg, MP4Box and most audiobook tools write, and which GStreamer 1.22's qtdemux does
/// not read. Each entry is a start in units of 100 ns and a title of up to 255 UTF-8 bytes.
enum MP4ChapterList {
  /// The chapters of the file at `url`, by start; empty when it has no `chpl` atom or is no
  /// MP4. Reads only the atoms' headers on the way to `moov`, then `moov` itself.
  static func chapters(inFileAt url: URL) -> [Chapter] {
    guard let file = try? FileHandle(forReadingFrom: url) else { return [] }
    defer { try? file.close() }
    guard let first = try? file.read(upToCount: 8), first.count == 8,
      firstAtoms.contains(String(decoding: first.suffix(4), as: UTF8.self))
    else { return [] }
    guard let moov = topLevelAtom("moov", in: file) else { return [] }
    return chapters(inMovie: moov)
  }

  /// The atoms an MP4 or QuickTime file begins with.
  private static let firstAtoms: Set<String> = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot"]

  /// The chapters of a `moov` atom's body.
  static func chapters(inMovie moov: Data) -> [Chapter] {
    guard let udta = child("udta", of: [UInt8](moov)), let chpl = child("chpl", of: udta) else { return [] }
    return chapters(inList: chpl)
  }

  /// The chapters of a `chpl` atom's body: version and flags (4 bytes), 4 reserved bytes in
  /// version 1, the count (1 byte), then each start (8 bytes) and title (its length, 1 byte).
  static func chapters(inList body: [UInt8]) -> [Chapter] {
    guard let version = body.first else { return [] }
    var at = version == 1 ? 8 : 4
    guard at < body.count else { return [] }
    let count = Int(body[at])
    at += 1
    var found: [Chapter] = []
    for _ in 0..<count {
      guard at + 9 <= body.count else { break }
      let start = body[at..<(at + 8)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      let length = Int(body[at + 8])
      at += 9
      guard at + length <= body.count else { break }
      let title = String(decoding: body[at..<(at + length)], as: UTF8.self)
      at += length
      found.append(Chapter(start: Double(start) / 10_000_000, title: title.isEmpty ? nil : title))
    }
    var seen = Set<Double>()
    return found.sorted { $0.start < $1.start }.filter { seen.insert($0.start).inserted }
  }

  /// The body of the first child atom of type `type` in `body` (atoms one after another).
  private static func child(_ type: String, of body: [UInt8]) -> [UInt8]? {
    var at = 0
    while at + 8 <= body.count {
      var size = body[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
      var header = 8
      if size == 1, at + 16 <= body.count {
        size = body[(at + 8)..<(at + 16)].reduce(0) { $0 << 8 | Int($1) }
        header = 16
      } else if size == 0 {
        size = body.count - at
      }
      guard size >= header, size <= body.count - at else { return nil }
      if body[(at + 4)..<(at + 8)].elementsEqual(type.utf8) {
        return Array(body[(at + header)..<(at + size)])
      }
      at += size
    }
    return nil
  }

  /// The largest `moov` read whole: a film's is a few megabytes at most.
  private static let largestMovieAtom = 64 << 20

  /// The body of the top-level atom `type` of `file`, found by reading each atom's header and
  /// skipping its body.
  private static func topLevelAtom(_ type: String, in file: FileHandle) -> Data? {
    var offset: UInt64 = 0
    while true {
      guard (try? file.seek(toOffset: offset)) != nil, let header = try? file.read(upToCount: 16),
        header.count >= 8
      else { return nil }
      let bytes = [UInt8](header)
      var size = bytes[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      var headerLength: UInt64 = 8
      if size == 1, bytes.count == 16 {
        size = bytes[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        headerLength = 16
      }
      let isWanted = bytes[4..<8].elementsEqual(type.utf8)
      if isWanted {
        let length = size == 0 ? Int(largestMovieAtom) : Int(clamping: size - min(size, headerLength))
        guard length <= largestMovieAtom, (try? file.seek(toOffset: offset + headerLength)) != nil else {
          return nil
        }
        return try? file.read(upToCount: length)
      }
      guard size >= headerLength else { return nil }
      let (next, overflows) = offset.addingReportingOverflow(size)
      guard !overflows else { return nil }
      offset = next
    }
  }
}
