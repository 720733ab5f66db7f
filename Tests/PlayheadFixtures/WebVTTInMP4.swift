import Foundation

/// WebVTT in MP4 as ISO/IEC 14496-30 keeps it (`wvtt`: Apple's tools, MP4Box, Shaka Packager),
/// which neither FFmpeg 5.1 nor GStreamer 1.22 writes: an MP4 of FFmpeg's with a mov_text track
/// has that track's samples made WebVTT ones — each cue a `vttc` box (its settings in `sttg`, its
/// text in `payl`), each gap a `vtte` — kept in an `mdat` of their own after FFmpeg's, and the
/// track's sample description, sizes and offsets written again. FFmpeg's `moov` comes last, so
/// no other track's offsets move.
enum WebVTTInMP4 {
  /// What is thrown for a file whose boxes are not as FFmpeg writes them.
  static let malformed = MediaFixtures.Failure(description: "not an MP4 as FFmpeg writes it")

  /// One box: its type and either its bytes or the boxes it holds.
  private struct Box {
    var type: String
    var payload: [UInt8]
    var children: [Box]?

    /// The boxes that hold boxes, down to a track's sample table.
    static let containers: Set<String> = ["moov", "trak", "mdia", "minf", "stbl", "dinf", "edts", "udta"]

    /// The boxes `bytes` holds, one after another.
    static func read(_ bytes: ArraySlice<UInt8>) throws -> [Box] {
      var boxes: [Box] = []
      var offset = bytes.startIndex
      while offset + 8 <= bytes.endIndex {
        let size = Int(bigEndian32(bytes, at: offset))
        guard size >= 8, offset + size <= bytes.endIndex else { throw WebVTTInMP4.malformed }
        let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        let body = bytes[(offset + 8)..<(offset + size)]
        boxes.append(
          containers.contains(type)
            ? Box(type: type, payload: [], children: try read(body)) : Box(type: type, payload: Array(body)))
        offset += size
      }
      return boxes
    }

    /// The box as bytes.
    var bytes: [UInt8] {
      let body = children.map { $0.flatMap(\.bytes) } ?? payload
      return bigEndian(UInt32(8 + body.count)) + Array(type.utf8) + body
    }

    /// The first box of `type` it holds, changed by `change`.
    mutating func change(_ type: String, _ change: (inout Box) throws -> Void) throws {
      guard let index = children?.firstIndex(where: { $0.type == type }) else { throw WebVTTInMP4.malformed }
      try change(&children![index])
    }

    /// The first box of `type` it holds.
    func child(_ type: String) throws -> Box {
      guard let found = children?.first(where: { $0.type == type }) else { throw WebVTTInMP4.malformed }
      return found
    }
  }

  /// `mp4` (FFmpeg's, `moov` last) with its mov_text track made WebVTT: the track's cues, in
  /// order, become `cues` (text with WebVTT's tags, and settings).
  static func rewriting(_ mp4: Data, cues: [(text: String, settings: String)]) throws -> Data {
    var top = try Box.read(ArraySlice(mp4))
    guard let movieIndex = top.firstIndex(where: { $0.type == "moov" }), movieIndex == top.count - 1,
      let trackIndex = top[movieIndex].children?.firstIndex(where: { (try? Self.isTimedText($0)) == true })
    else { throw WebVTTInMP4.malformed }
    var track = top[movieIndex].children![trackIndex]
    let samples = try Self.samples(of: track, in: [UInt8](mp4))
    var remaining = cues[...]
    let boxes = samples.map { sample -> [UInt8] in
      // A mov_text sample is its text's length then the text: none, a gap.
      guard sample.count > 2, sample.prefix(2).contains(where: { $0 != 0 }), let cue = remaining.popFirst()
      else {
        return Box(type: "vtte", payload: []).bytes
      }
      let settings = cue.settings.isEmpty ? [] : [Box(type: "sttg", payload: Array(cue.settings.utf8))]
      return Box(
        type: "vttc", payload: [], children: settings + [Box(type: "payl", payload: Array(cue.text.utf8))]
      )
      .bytes
    }
    let before = top.dropLast().flatMap(\.bytes)
    var offset = before.count + 8
    let offsets = boxes.map { box in
      defer { offset += box.count }
      return UInt32(offset)
    }
    try track.change("mdia") { media in
      try media.change("hdlr") { handler in handler.payload.replaceSubrange(8..<12, with: Array("text".utf8))
      }
      try media.change("minf") { information in
        try information.change("stbl") { table in
          let entry =
            [UInt8](repeating: 0, count: 6) + bigEndian(UInt16(1))
            + Box(type: "vttC", payload: Array("WEBVTT".utf8)).bytes
          try table.change("stsd") {
            $0.payload = fullBox(bigEndian(UInt32(1)) + Box(type: "wvtt", payload: entry).bytes)
          }
          try table.change("stsz") {
            $0.payload = fullBox(
              bigEndian(UInt32(0)) + bigEndian(UInt32(boxes.count))
                + boxes.flatMap { bigEndian(UInt32($0.count)) })
          }
          try table.change("stsc") { $0.payload = fullBox([1, 1, 1, 1].flatMap { bigEndian(UInt32($0)) }) }
          try table.change("stco") {
            $0.payload = fullBox(bigEndian(UInt32(offsets.count)) + offsets.flatMap(bigEndian))
          }
        }
      }
    }
    top[movieIndex].children![trackIndex] = track
    return Data(before + Box(type: "mdat", payload: boxes.flatMap { $0 }).bytes + top[movieIndex].bytes)
  }

  /// Whether `track`'s samples are timed text (its handler `sbtl` or `text`).
  private static func isTimedText(_ track: Box) throws -> Bool {
    let handler = try track.child("mdia").child("hdlr").payload
    return handler.count >= 12 && ["sbtl", "text"].contains(String(decoding: handler[8..<12], as: UTF8.self))
  }

  /// The bytes of each of `track`'s samples in the file `file`, from its sample table.
  private static func samples(of track: Box, in file: [UInt8]) throws -> [ArraySlice<UInt8>] {
    let table = try track.child("mdia").child("minf").child("stbl")
    let sizes = try table.child("stsz").payload
    let (fixed, count) = (Int(bigEndian32(sizes[...], at: 4)), Int(bigEndian32(sizes[...], at: 8)))
    let lengths = (0..<count).map { fixed != 0 ? fixed : Int(bigEndian32(sizes[...], at: 12 + 4 * $0)) }
    let chunks = try table.child("stco").payload
    let starts = (0..<Int(bigEndian32(chunks[...], at: 4))).map {
      Int(bigEndian32(chunks[...], at: 8 + 4 * $0))
    }
    let runs = try table.child("stsc").payload
    let perChunk = (0..<Int(bigEndian32(runs[...], at: 4))).map {
      (
        first: Int(bigEndian32(runs[...], at: 8 + 12 * $0)),
        count: Int(bigEndian32(runs[...], at: 12 + 12 * $0))
      )
    }
    var samples: [ArraySlice<UInt8>] = []
    for (chunk, start) in starts.enumerated() {
      var offset = start
      let inChunk = perChunk.last { $0.first <= chunk + 1 }?.count ?? 0
      for _ in 0..<inChunk where samples.count < lengths.count {
        let length = lengths[samples.count]
        guard offset + length <= file.count else { throw WebVTTInMP4.malformed }
        samples.append(file[offset..<(offset + length)])
        offset += length
      }
    }
    return samples
  }

  /// A full box's body: version 0 and no flags, then `body`.
  private static func fullBox(_ body: [UInt8]) -> [UInt8] { [0, 0, 0, 0] + body }
}

/// The 32-bit number at index `offset` of `bytes`, most significant byte first.
private func bigEndian32(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
  bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
}
