import Foundation

/// How long an MPEG program stream (a `.mpg` or `.vob` file, MPEG-PS) runs, from the timestamps of
/// its own packets: from the earliest packet's presentation time near the start to the end of the
/// latest near the end. GStreamer 1.22's mpegpsdemux reckons the duration from the pack clock
/// instead, which can be half a second off either way (7.43 s for a film of 190 frames at 25 fps).
enum ProgramStreamTimestamps {
  /// Bytes read at each end of the file.
  static let searchedLength = 2 << 20

  /// The duration of the program stream at `url`, in seconds; `nil` when it holds too few
  /// timestamped packets to tell.
  static func duration(ofFileAt url: URL) -> Double? {
    guard let file = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? file.close() }
    guard let size = try? file.seekToEnd(), let head = try? readBytes(of: file, at: 0, count: searchedLength)
    else { return nil }
    let tailStart = size > UInt64(searchedLength) ? size - UInt64(searchedLength) : 0
    guard let tail = try? readBytes(of: file, at: tailStart, count: searchedLength) else { return nil }
    return duration(head: packets(in: head), tail: packets(in: tail))
  }

  /// A media packet's stream id, presentation time (90 kHz ticks) if its header gives one, and
  /// how many MPEG video pictures begin in it.
  struct Packet: Equatable {
    let stream: UInt8
    let time: Int64?
    let pictures: Int
  }

  /// The span from the earliest timestamp of `head`'s pictures (of its packets, without video)
  /// to the end of the last picture or
  /// sound of `tail`'s. A packet's timestamp is its first picture's: the pictures after it, in
  /// that packet and in later ones without a timestamp (FFmpeg gives the last frames none), each
  /// last as long as the shortest step between the stream's timestamps, and so does a sound
  /// packet.
  static func duration(head: [Packet], tail: [Packet]) -> Double? {
    // The media's timeline starts at its picture where it has one (as the engine's does: its
    // first preroll is the first frame's); the sound may start a little before.
    let pictures = head.filter { $0.stream >= 0xE0 && $0.time != nil }
    guard let start = (pictures.isEmpty ? head : pictures).compactMap(\.time).min() else { return nil }
    let ends = Dictionary(grouping: tail, by: \.stream).values.compactMap { packets -> Int64? in
      let times = Set(packets.compactMap(\.time)).sorted()
      guard let latest = times.last, times.count > 1,
        let lastTimed = packets.lastIndex(where: { $0.time != nil }), let time = packets[lastTimed].time
      else { return nil }
      let step = zip(times.dropFirst(), times).map { $0 - $1 }.min() ?? 0
      let counted = max(packets[lastTimed...].map(\.pictures).reduce(0, +), 1)
      return max(latest + step, time + Int64(counted) * step)
    }
    guard let end = ends.max(), end > start else { return nil }
    return Double(end - start) / 90_000
  }

  /// The audio and video packets in `bytes` (MPEG-1 and MPEG-2 packet headers), in order.
  static func packets(in bytes: [UInt8]) -> [Packet] {
    var found: [Packet] = []
    var at = 0
    while at + 14 <= bytes.count {
      guard bytes[at] == 0, bytes[at + 1] == 0, bytes[at + 2] == 1 else {
        at += 1
        continue
      }
      let id = bytes[at + 3]
      guard (0xC0...0xEF).contains(id) || id == 0xBD else {
        at += 4
        continue
      }
      let length = Int(bytes[at + 4]) << 8 | Int(bytes[at + 5])
      let end = min(at + 6 + length, bytes.count)
      let pictures = id >= 0xE0 ? pictureCount(in: bytes[(at + 6)..<end]) : 0
      found.append(Packet(stream: id, time: presentationTime(inPacketAt: at, of: bytes), pictures: pictures))
      at = max(end, at + 4)
    }
    return found
  }

  /// How many MPEG-1 or MPEG-2 picture start codes (00 00 01 00) `bytes` hold.
  private static func pictureCount(in bytes: ArraySlice<UInt8>) -> Int {
    var count = 0
    var at = bytes.startIndex
    while at + 3 < bytes.endIndex {
      if bytes[at + 2] > 1 {
        at += 3
      } else if bytes[at] == 0, bytes[at + 1] == 0, bytes[at + 2] == 1, bytes[at + 3] == 0 {
        count += 1
        at += 4
      } else {
        at += 1
      }
    }
    return count
  }

  /// The presentation time of the packet starting at `start`, if its header has one.
  private static func presentationTime(inPacketAt start: Int, of bytes: [UInt8]) -> Int64? {
    var at = start + 6
    if bytes[at] & 0xC0 == 0x80 {
      // MPEG-2: flags, then the header's length; a PTS when the first flag bit says so.
      guard bytes[at + 1] & 0x80 != 0, at + 8 <= bytes.count else { return nil }
      return time(at: at + 3, of: bytes)
    }
    // MPEG-1: stuffing, an optional buffer size, then the PTS's marker.
    while at < bytes.count, bytes[at] == 0xFF { at += 1 }
    if at < bytes.count, bytes[at] & 0xC0 == 0x40 { at += 2 }
    guard at + 5 <= bytes.count, bytes[at] & 0xE0 == 0x20 else { return nil }
    return time(at: at, of: bytes)
  }

  /// The 33-bit timestamp in the five bytes at `at`, with their marker bits.
  private static func time(at: Int, of bytes: [UInt8]) -> Int64? {
    guard at + 5 <= bytes.count, bytes[at] & 1 == 1, bytes[at + 2] & 1 == 1, bytes[at + 4] & 1 == 1 else {
      return nil
    }
    let high = Int64(bytes[at] >> 1 & 0x07) << 30
    let middle = Int64(bytes[at + 1]) << 22 | Int64(bytes[at + 2] >> 1) << 15
    return high | middle | Int64(bytes[at + 3]) << 7 | Int64(bytes[at + 4] >> 1)
  }

  private static func readBytes(of file: FileHandle, at offset: UInt64, count: Int) throws -> [UInt8] {
    try file.seek(toOffset: offset)
    return [UInt8](try file.read(upToCount: count) ?? Data())
  }
}
