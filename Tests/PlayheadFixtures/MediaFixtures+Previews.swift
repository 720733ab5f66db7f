import Foundation

extension MediaFixtures {
  /// A 12 s HLS stream with an I-frame playlist, as a packager's: FFmpeg's `hls` muxer writes the
  /// 640×360 variant (`main.m3u8`, 2 s segments), and the pictures for previews (`iframes.m3u8`:
  /// a 192×108 keyframe a second, each its own segment, marked `EXT-X-I-FRAMES-ONLY`, in grey, so
  /// that a thumbnail tells where it came from); the multivariant playlist is written by hand, as
  /// FFmpeg 5.1 lists no I-frame playlist. Returns `master.m3u8`.
  package static func hlsWithIFrames() throws -> URL {
    let stream = try fixture("hls-iframes") { partial in
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      try run(
        "ffmpeg",
        [
          "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=12",
          "-c:v", "libx264", "-preset", "ultrafast", "-g", "50", "-f", "hls", "-hls_time", "2",
          "-hls_playlist_type", "vod", "-hls_segment_filename", partial.path + "/main%d.ts",
          partial.path + "/main.m3u8",
        ], making: "the HLS stream", partial: partial)
      try run(
        "ffmpeg",
        [
          "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=12",
          "-vf", "scale=192:108,hue=s=0", "-r", "1", "-c:v", "libx264", "-preset", "ultrafast", "-g", "1",
          "-f", "hls", "-hls_time", "1", "-hls_playlist_type", "vod", "-hls_segment_filename",
          partial.path + "/iframe%d.ts", partial.path + "/iframes.m3u8",
        ], making: "the I-frame playlist", partial: partial)
      let iframes = partial.appendingPathComponent("iframes.m3u8")
      try String(contentsOf: iframes, encoding: .utf8)
        .replacingOccurrences(
          of: "#EXT-X-PLAYLIST-TYPE:VOD\n", with: "#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-I-FRAMES-ONLY\n"
        )
        .write(to: iframes, atomically: true, encoding: .utf8)
      try writeMaster(
        in: partial, codecs: "avc1.42c01e",
        iframes: "BANDWIDTH=60000,RESOLUTION=192x108,CODECS=\"avc1.42c00a\"")
    }
    return stream.appendingPathComponent("master.m3u8")
  }

  /// A 12 s HLS stream whose I-frame playlist is Apple's kind: byte ranges into the stream's own
  /// transport stream segments, each a keyframe's packets alone, without the program tables at
  /// the segment's start (FFmpeg's `hls` muxer writes the segments, 4 s with a keyframe each 2 s
  /// and B-frames; the playlist is written from the packets' random access flags, as Apple's
  /// `mediastreamsegmenter` writes it). Returns `master.m3u8`.
  package static func hlsWithByteRangeIFrames() throws -> URL {
    let stream = try fixture("hls-byte-range-iframes") { partial in
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      try run(
        "ffmpeg",
        [
          "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=12",
          "-c:v", "libx264", "-preset", "veryfast", "-bf", "2", "-g", "50", "-keyint_min", "50",
          "-sc_threshold", "0", "-f", "hls", "-hls_time", "4", "-hls_playlist_type", "vod",
          "-hls_segment_filename", partial.path + "/main%d.ts", partial.path + "/main.m3u8",
        ], making: "the HLS stream", partial: partial)
      var playlist = "#EXTM3U\n#EXT-X-VERSION:4\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n"
      playlist += "#EXT-X-I-FRAMES-ONLY\n"
      for segment in 0..<3 {
        let data = try Data(contentsOf: partial.appendingPathComponent("main\(segment).ts"))
        for range in keyframeRanges(inTransportStream: [UInt8](data)) {
          playlist += "#EXTINF:2.0,\n#EXT-X-BYTERANGE:\(range.count)@\(range.lowerBound)\nmain\(segment).ts\n"
        }
      }
      playlist += "#EXT-X-ENDLIST\n"
      try playlist.write(
        to: partial.appendingPathComponent("iframes.m3u8"), atomically: true, encoding: .utf8)
      try writeMaster(
        in: partial, codecs: "avc1.64001e",
        iframes: "BANDWIDTH=200000,RESOLUTION=640x360,CODECS=\"avc1.64001e\"")
    }
    return stream.appendingPathComponent("master.m3u8")
  }

  /// Writes `master.m3u8` in `folder`, by hand (FFmpeg 5.1 lists no I-frame playlist): the
  /// 640×360 variant `main.m3u8` of `codecs`, and the I-frame playlist `iframes.m3u8` with the
  /// attributes `iframes` ("BANDWIDTH=…,RESOLUTION=…,CODECS=…").
  private static func writeMaster(in folder: URL, codecs: String, iframes: String) throws {
    let master = """
      #EXTM3U
      #EXT-X-VERSION:4
      #EXT-X-STREAM-INF:BANDWIDTH=1500000,RESOLUTION=640x360,CODECS="\(codecs)"
      main.m3u8
      #EXT-X-I-FRAME-STREAM-INF:\(iframes),URI="iframes.m3u8"

      """
    try master.write(to: folder.appendingPathComponent("master.m3u8"), atomically: true, encoding: .utf8)
  }

  /// The byte ranges of a video-only transport stream's keyframes: from each packet starting a
  /// PES packet with the random access flag up to the next packet starting one.
  private static func keyframeRanges(inTransportStream bytes: [UInt8]) -> [Range<Int>] {
    let packets = stride(from: 0, to: bytes.count - 187, by: 188).filter { bytes[$0] == 0x47 }
    let pid = { (at: Int) in Int(bytes[at + 1] & 0x1F) << 8 | Int(bytes[at + 2]) }
    let startsPES = { (at: Int) in bytes[at + 1] & 0x40 != 0 && pid(at) >= 0x100 && pid(at) < 0x1FFF }
    let isRandomAccess = { (at: Int) in
      bytes[at + 3] & 0x20 != 0 && bytes[at + 4] > 0 && bytes[at + 5] & 0x40 != 0
    }
    let starts = packets.filter(startsPES)
    return starts.enumerated().compactMap { index, start in
      guard isRandomAccess(start) else { return nil }
      return start..<(index + 1 < starts.count ? starts[index + 1] : bytes.count)
    }
  }

  /// A 12 s DASH stream with a trick-mode set: FFmpeg's `dash` muxer writes a 640×360 set, a
  /// 192×108 one of a keyframe a second (in grey, so that a thumbnail tells where it came from)
  /// and a sound set; the trick-mode property (DASH-IF IOP 3.2.9) is written into the second by
  /// hand, as FFmpeg writes none. Returns `manifest.mpd`.
  package static func dashWithTrickMode() throws -> URL {
    let stream = try fixture("dash-trick-mode") { partial in
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      try run(
        "ffmpeg",
        [
          "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=12",
          "-f", "lavfi", "-i", "sine=duration=12", "-filter_complex",
          "[0:v]split=2[a][b];[b]scale=192:108,hue=s=0,fps=1[c]",
          "-map", "[a]", "-map", "[c]", "-map", "1:a", "-c:v", "libx264", "-preset", "ultrafast", "-g:v:0",
          "50",
          "-g:v:1", "1", "-c:a", "aac", "-adaptation_sets", "id=0,streams=0 id=1,streams=1 id=2,streams=2",
          "-f", "dash", "-seg_duration", "2", "-use_template", "1", "-use_timeline", "1",
          partial.path + "/manifest.mpd",
        ], making: "the DASH stream", partial: partial)
      let manifest = partial.appendingPathComponent("manifest.mpd")
      let text = try String(contentsOf: manifest, encoding: .utf8)
      guard let set = text.range(of: "<AdaptationSet id=\"1\""),
        let end = text[set.upperBound...].range(of: ">")
      else { throw Failure(description: "FFmpeg's manifest has no second set") }
      let property =
        "\n<EssentialProperty schemeIdUri=\"http://dashif.org/guidelines/trickmode\" value=\"0\"/>"
      var marked = text
      marked.insert(contentsOf: property, at: end.upperBound)
      try marked.write(to: manifest, atomically: true, encoding: .utf8)
    }
    return stream.appendingPathComponent("manifest.mpd")
  }
}
