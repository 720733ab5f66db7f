import Foundation
import PlayheadCore

/// The chapters an MP3 keeps in its ID3v2 tag's `CHAP` frames (ID3v2 Chapter Frame Addendum),
/// which FFmpeg and podcast tools write, and which GStreamer 1.22's id3demux does not read: each
/// holds an element id, its start and end in milliseconds, two byte offsets, then frames of its
/// own, its title among them (`TIT2`).
enum ID3ChapterFrames {
  /// The chapters of the file at `url`, by start; empty without an ID3v2 tag holding any.
  static func chapters(inFileAt url: URL) -> [Chapter] {
    guard let file = try? FileHandle(forReadingFrom: url) else { return [] }
    defer { try? file.close() }
    guard let header = try? file.read(upToCount: 10), header.count == 10 else { return [] }
    let head = [UInt8](header)
    guard head[0] == 0x49, head[1] == 0x44, head[2] == 0x33, (3...4).contains(head[3]) else { return [] }
    let size = syncsafe(head[6..<10])
    guard let body = try? file.read(upToCount: size) else { return [] }
    return chapters(inTag: [UInt8](body), version: head[3])
  }

  /// The chapters among the frames of a tag's body (ID3v2.3 or 2.4: frame sizes are plain
  /// 32-bit numbers in 2.3, 7-bit bytes in 2.4).
  static func chapters(inTag body: [UInt8], version: UInt8) -> [Chapter] {
    var found: [Chapter] = []
    for (id, content) in frames(in: body[...], version: version) where id == "CHAP" {
      guard let end = content.firstIndex(of: 0), end + 17 <= content.endIndex else { continue }
      let start = content[(end + 1)..<(end + 5)].reduce(0) { $0 << 8 | Int($1) }
      let title = frames(in: content[(end + 17)...], version: version).first { $0.id == "TIT2" }
        .flatMap { text(of: $0.content) }
      found.append(Chapter(start: Double(start) / 1000, title: title))
    }
    var seen = Set<Double>()
    return found.sorted { $0.start < $1.start }.filter { seen.insert($0.start).inserted }
  }

  /// The frames one after another in `bytes`, until padding or their end.
  private static func frames(in bytes: ArraySlice<UInt8>, version: UInt8) -> [(
    id: String, content: ArraySlice<UInt8>
  )] {
    var found: [(String, ArraySlice<UInt8>)] = []
    var at = bytes.startIndex
    while at + 10 <= bytes.endIndex, bytes[at] != 0 {
      let id = String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
      let sizeBytes = bytes[(at + 4)..<(at + 8)]
      let size = version == 4 ? syncsafe(sizeBytes) : sizeBytes.reduce(0) { $0 << 8 | Int($1) }
      guard size >= 0, at + 10 + size <= bytes.endIndex else { break }
      found.append((id, bytes[(at + 10)..<(at + 10 + size)]))
      at += 10 + size
    }
    return found
  }

  /// A text frame's words: its encoding byte (ISO-8859-1, UTF-16 with a byte-order mark,
  /// UTF-16BE, UTF-8), then the text, up to a terminator.
  private static func text(of content: ArraySlice<UInt8>) -> String? {
    guard let encoding = content.first else { return nil }
    let bytes = Data(content.dropFirst())
    let decoded: String? =
      switch encoding {
      case 0: String(data: bytes, encoding: .isoLatin1)
      case 1: String(data: bytes, encoding: .utf16)
      case 2: String(data: bytes, encoding: .utf16BigEndian)
      default: String(data: bytes, encoding: .utf8)
      }
    let trimmed = decoded?.trimmingCharacters(
      in: CharacterSet(charactersIn: "\0").union(.whitespacesAndNewlines))
    return trimmed?.isEmpty == false ? trimmed : nil
  }

  /// Four 7-bit bytes as one number.
  private static func syncsafe(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 7 | Int($1 & 0x7F) }
  }
}
