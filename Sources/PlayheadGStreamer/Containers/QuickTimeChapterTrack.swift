import Foundation
import PlayheadCore

/// A QuickTime chapter track, as Apple's tools (and FFmpeg, beside `chpl`) write chapters into
/// MOV, MP4, M4A and M4B files: a disabled text track that another track names in its
/// `tref/chap` atom, whose samples are the chapters' titles and whose times are their starts.
/// qtdemux leaves such a track out of the streams and makes no table of contents of it.
enum QuickTimeChapterTrack {
  /// The most chapters read: a sample table larger than this is no chapter list.
  private static let mostChapters = 10_000
  /// The longest title read, in bytes.
  private static let longestTitle = 1024

  /// The chapters of the chapter track of `moov` (a `moov` atom's body), read from `file`, by
  /// start; empty when no track names one or its tables do not hold together.
  static func chapters(inMovie moov: [UInt8], file: FileHandle) -> [Chapter] {
    let tracks = MP4Atoms.children("trak", of: moov)
    let named = chapterTrackIDs(amongTracks: tracks)
    guard let track = tracks.first(where: { trackID(of: $0).map(named.contains) == true }),
      let samples = samples(of: track), !samples.isEmpty
    else { return [] }
    var seen = Set<Double>()
    return samples.compactMap { sample -> Chapter? in
      guard (try? file.seek(toOffset: sample.offset)) != nil,
        let bytes = try? file.read(upToCount: min(sample.size, longestTitle + 2))
      else { return nil }
      return Chapter(start: sample.start, title: title(inSample: [UInt8](bytes)))
    }.sorted { $0.start < $1.start }.filter { seen.insert($0.start).inserted }
  }

  /// A sample of the chapter track: where it starts in seconds, and where its bytes are.
  struct Sample: Equatable {
    let start: Double
    let offset: UInt64
    let size: Int
  }

  /// The samples of `track` (a `trak` atom's body), from its media's time scale and sample
  /// tables (`stts`, `stsz`, `stsc`, and `stco` or `co64`).
  static func samples(of track: [UInt8]) -> [Sample]? {
    guard let mdhd = MP4Atoms.descendant("mdia", "mdhd", of: track),
      let timeScale = MP4Atoms.number(mdhd, at: mdhd.first == 1 ? 20 : 12, length: 4), timeScale > 0,
      let table = MP4Atoms.descendant("mdia", "minf", "stbl", of: track),
      let durations = sampleDurations(table), let sizes = sampleSizes(table),
      let offsets = sampleOffsets(table, sizes: sizes)
    else { return nil }
    var time: UInt64 = 0
    return zip(durations, zip(offsets, sizes)).map { duration, place in
      defer { time += duration }
      return Sample(start: Double(time) / Double(timeScale), offset: place.0, size: place.1)
    }
  }

  /// The IDs of the tracks that others among `tracks` (`trak` atoms' bodies) name as their
  /// chapters (`tref/chap`).
  static func chapterTrackIDs(amongTracks tracks: [[UInt8]]) -> Set<UInt64> {
    Set(
      tracks.compactMap { MP4Atoms.descendant("tref", "chap", of: $0) }.flatMap { chap in
        stride(from: 0, to: chap.count - 3, by: 4).compactMap { MP4Atoms.number(chap, at: $0, length: 4) }
      })
  }

  /// The track ID in a `trak` atom's `tkhd`.
  static func trackID(of track: [UInt8]) -> UInt64? {
    guard let tkhd = MP4Atoms.child("tkhd", of: track) else { return nil }
    return MP4Atoms.number(tkhd, at: tkhd.first == 1 ? 20 : 12, length: 4)
  }

  /// Each sample's duration, from `stts`'s runs.
  private static func sampleDurations(_ table: [UInt8]) -> [UInt64]? {
    guard let stts = MP4Atoms.child("stts", of: table), let runs = entries(stts, width: 8, at: 4) else {
      return nil
    }
    var durations: [UInt64] = []
    for run in runs {
      guard let count = MP4Atoms.number(stts, at: run, length: 4),
        let duration = MP4Atoms.number(stts, at: run + 4, length: 4),
        durations.count + Int(count) <= mostChapters
      else { return nil }
      durations += repeatElement(duration, count: Int(count))
    }
    return durations
  }

  /// Each sample's size in bytes, from `stsz`.
  private static func sampleSizes(_ table: [UInt8]) -> [Int]? {
    guard let stsz = MP4Atoms.child("stsz", of: table), let common = MP4Atoms.number(stsz, at: 4, length: 4),
      let count = MP4Atoms.number(stsz, at: 8, length: 4), count <= mostChapters
    else { return nil }
    if common != 0 { return Array(repeating: Int(common), count: Int(count)) }
    return (0..<Int(count)).map { MP4Atoms.number(stsz, at: 12 + 4 * $0, length: 4).map(Int.init) }
      .reduce(into: [Int]?([])) { sizes, size in
        guard let size else { return sizes = nil }
        sizes?.append(size)
      }
  }

  /// Where each sample's bytes start in the file: the chunks' offsets (`stco` or `co64`), the
  /// samples each chunk holds (`stsc`'s runs), and the sizes of those before it in its chunk.
  private static func sampleOffsets(_ table: [UInt8], sizes: [Int]) -> [UInt64]? {
    let wide = MP4Atoms.child("co64", of: table)
    guard let chunkTable = wide ?? MP4Atoms.child("stco", of: table),
      let chunks = entries(chunkTable, width: wide == nil ? 4 : 8, at: 4),
      let stsc = MP4Atoms.child("stsc", of: table), let runs = entries(stsc, width: 12, at: 4)
    else { return nil }
    let chunkOffsets = chunks.compactMap { MP4Atoms.number(chunkTable, at: $0, length: wide == nil ? 4 : 8) }
    let firstChunks = runs.compactMap { MP4Atoms.number(stsc, at: $0, length: 4).map(Int.init) }
    let perChunk = runs.compactMap { MP4Atoms.number(stsc, at: $0 + 4, length: 4).map(Int.init) }
    guard firstChunks.count == runs.count, perChunk.count == runs.count else { return nil }
    var offsets: [UInt64] = []
    for (index, chunkOffset) in chunkOffsets.enumerated() where offsets.count < sizes.count {
      // The last run whose first chunk (counted from 1) is at or before this one.
      guard let run = firstChunks.lastIndex(where: { $0 <= index + 1 }) else { return nil }
      var offset = chunkOffset
      for _ in 0..<perChunk[run] where offsets.count < sizes.count {
        offsets.append(offset)
        offset += UInt64(sizes[offsets.count - 1])
      }
    }
    return offsets.count == sizes.count ? offsets : nil
  }

  /// The offsets of a full atom's entries of `width` bytes, whose count (4 bytes) stands at
  /// `countOffset`; `nil` when they do not fit in it.
  private static func entries(_ atom: [UInt8], width: Int, at countOffset: Int) -> [Int]? {
    guard let count = MP4Atoms.number(atom, at: countOffset, length: 4), count <= mostChapters,
      countOffset + 4 + Int(count) * width <= atom.count
    else { return nil }
    return (0..<Int(count)).map { countOffset + 4 + $0 * width }
  }

  /// A text sample's title: its length (2 bytes), then UTF-8, or UTF-16 after a byte-order mark.
  static func title(inSample sample: [UInt8]) -> String? {
    guard let length = MP4Atoms.number(sample, at: 0, length: 2) else { return nil }
    let text = Array(sample.dropFirst(2).prefix(Int(length)))
    let decoded: String? =
      text.starts(with: [0xFE, 0xFF]) || text.starts(with: [0xFF, 0xFE])
      ? String(bytes: text, encoding: .utf16) : String(bytes: text, encoding: .utf8)
    let title = decoded?.trimmingCharacters(in: .whitespacesAndNewlines.union(["\0"]))
    return title?.isEmpty == false ? title : nil
  }
}
