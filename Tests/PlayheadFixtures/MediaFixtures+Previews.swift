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
      let master = """
        #EXTM3U
        #EXT-X-VERSION:4
        #EXT-X-STREAM-INF:BANDWIDTH=1500000,RESOLUTION=640x360,CODECS="avc1.42c01e"
        main.m3u8
        #EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=60000,RESOLUTION=192x108,CODECS="avc1.42c00a",URI="iframes.m3u8"

        """
      try master.write(to: partial.appendingPathComponent("master.m3u8"), atomically: true, encoding: .utf8)
    }
    return stream.appendingPathComponent("master.m3u8")
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
