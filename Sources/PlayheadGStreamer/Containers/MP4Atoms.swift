import Foundation

/// The atoms (boxes) of an MP4 or QuickTime file: a 32-bit big-endian size (1: a 64-bit size
/// follows the type; 0: to the end), a four-letter type, then the body. Read where GStreamer
/// 1.22's qtdemux leaves things out (chapters, a track's `name`).
enum MP4Atoms {
  /// The atoms an MP4 or QuickTime file begins with.
  private static let firstAtoms: Set<String> = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot"]

  /// The largest `moov` read whole: a film's is a few megabytes at most.
  private static let largestMovieAtom = 64 << 20

  /// The body of the `moov` atom of the MP4 or QuickTime file open as `file`, or `nil` when it is
  /// no such file or has none. Reads only the atoms' headers on the way to it.
  static func movie(in file: FileHandle) -> [UInt8]? {
    guard (try? file.seek(toOffset: 0)) != nil, let first = try? file.read(upToCount: 8), begins(first) else {
      return nil
    }
    return topLevelAtom("moov", in: file).map { [UInt8]($0) }
  }

  /// Whether `head`, a file's first bytes, begins as an MP4 or QuickTime file does.
  static func begins(_ head: Data) -> Bool {
    head.count >= 8 && firstAtoms.contains(String(decoding: head.dropFirst(4).prefix(4), as: UTF8.self))
  }

  /// The bodies of the child atoms of type `type` in `body` (atoms one after another), in order.
  static func children(_ type: String, of body: [UInt8]) -> [[UInt8]] {
    var found: [[UInt8]] = []
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
      guard size >= header, size <= body.count - at else { break }
      if body[(at + 4)..<(at + 8)].elementsEqual(type.utf8) {
        found.append(Array(body[(at + header)..<(at + size)]))
      }
      at += size
    }
    return found
  }

  /// The body of the first child atom of type `type` in `body`.
  static func child(_ type: String, of body: [UInt8]) -> [UInt8]? {
    children(type, of: body).first
  }

  /// The body at the end of `path` ("mdia", "minf", "stbl"…), each the first child of its type.
  static func descendant(_ path: String..., of body: [UInt8]) -> [UInt8]? {
    path.reduce(Optional(body)) { body, type in body.flatMap { child(type, of: $0) } }
  }

  /// The big-endian unsigned number of `length` bytes at `offset` in `bytes`, or `nil` past
  /// their end.
  static func number(_ bytes: [UInt8], at offset: Int, length: Int) -> UInt64? {
    guard offset >= 0, offset + length <= bytes.count else { return nil }
    return bytes[offset..<(offset + length)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

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
      if bytes[4..<8].elementsEqual(type.utf8) {
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
