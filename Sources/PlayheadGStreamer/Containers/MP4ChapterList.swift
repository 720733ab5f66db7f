import Foundation
import PlayheadCore

/// The chapters an MP4, M4A, M4B or MOV file keeps in Nero's `chpl` atom (`moov/udta/chpl`),
/// which FFmpeg, MP4Box and most audiobook tools write, or in a QuickTime chapter track, as
/// Apple's tools write them; GStreamer 1.22's qtdemux reads neither. Each `chpl` entry is a
/// start in units of 100 ns and a title of up to 255 UTF-8 bytes.
enum MP4ChapterList {
  /// The chapters of the file at `url`, by start: its `chpl` list, else its QuickTime chapter
  /// track (`QuickTimeChapterTrack`); empty when it has neither or is no MP4. Reads only the
  /// atoms' headers on the way to `moov`, then `moov` itself and the chapter track's samples.
  static func chapters(inFileAt url: URL) -> [Chapter] {
    guard let file = try? FileHandle(forReadingFrom: url) else { return [] }
    defer { try? file.close() }
    guard let moov = MP4Atoms.movie(in: file) else { return [] }
    let list = chapters(inMovie: moov)
    return list.isEmpty ? QuickTimeChapterTrack.chapters(inMovie: moov, file: file) : list
  }

  /// The chapters of a `moov` atom's `chpl` list.
  static func chapters(inMovie moov: [UInt8]) -> [Chapter] {
    guard let chpl = MP4Atoms.descendant("udta", "chpl", of: moov) else { return [] }
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
}
