import Foundation

extension MediaFixtures {
  /// A `seconds` long HLS stream as FFmpeg's `hls` muxer writes one: two variants (1280×720 at
  /// about 2.8 Mb/s, `s0_N.ts`; 640×360 at about 0.7 Mb/s, `s1_N.ts`) of 2 s MPEG-TS segments, two
  /// sound renditions (English, French), and a WebVTT subtitle rendition written by hand into the
  /// multivariant playlist, as FFmpeg 5.1 writes none. Returns `master.m3u8`.
  package static func hlsVariants(seconds: Int = 20) throws -> URL {
    let stream = try fixture(seconds == 20 ? "hls-variants" : "hls-variants-\(seconds)s") { partial in
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      try run(
        "ffmpeg",
        [
          "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i",
          "testsrc2=size=1280x720:rate=25:duration=\(seconds)",
          "-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)", "-f", "lavfi", "-i",
          "sine=frequency=660:duration=\(seconds)", "-filter_complex",
          "[0:v]split=2[a][b];[b]scale=640:360[c]",
          "-map", "[a]", "-map", "[c]", "-map", "1:a", "-map", "2:a", "-c:v", "libx264", "-preset",
          "ultrafast",
          "-g", "50", "-keyint_min", "50", "-sc_threshold", "0", "-b:v:0", "2500k", "-b:v:1", "600k", "-c:a",
          "aac",
          "-metadata:s:a:0", "language=eng", "-metadata:s:a:1", "language=fra", "-f", "hls", "-hls_time", "2",
          "-hls_playlist_type", "vod", "-master_pl_name", "master.m3u8", "-var_stream_map",
          "v:0,agroup:aud v:1,agroup:aud a:0,agroup:aud,language:en,default:yes a:1,agroup:aud,language:fr",
          "-hls_segment_filename", partial.path + "/s%v_%d.ts", partial.path + "/s%v.m3u8",
        ], making: "the HLS variants", partial: partial)
      try subtitleRendition(in: partial, seconds: seconds)
    }
    return stream.appendingPathComponent("master.m3u8")
  }

  /// Adds an English WebVTT rendition, named "English", to the multivariant playlist in `folder`,
  /// one file covering the stream's `seconds`.
  private static func subtitleRendition(in folder: URL, seconds: Int) throws {
    let cues =
      "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\n\n"
      + "00:00:01.000 --> 00:00:04.000\nHello from the subtitles\n"
    try cues.write(to: folder.appendingPathComponent("subs.vtt"), atomically: true, encoding: .utf8)
    let list =
      "#EXTM3U\n#EXT-X-TARGETDURATION:\(seconds)\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:\(seconds).0,\nsubs.vtt\n"
      + "#EXT-X-ENDLIST\n"
    try list.write(to: folder.appendingPathComponent("subs.m3u8"), atomically: true, encoding: .utf8)
    let master = folder.appendingPathComponent("master.m3u8")
    let text = try String(contentsOf: master, encoding: .utf8)
      .replacingOccurrences(
        of: "#EXT-X-VERSION:3\n",
        with:
          "#EXT-X-VERSION:3\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=\"subs\",NAME=\"English\",LANGUAGE=\"en\","
          + "AUTOSELECT=YES,URI=\"subs.m3u8\"\n"
      )
      .replacingOccurrences(of: "AUDIO=\"group_aud\"", with: "AUDIO=\"group_aud\",SUBTITLES=\"subs\"")
    try text.write(to: master, atomically: true, encoding: .utf8)
  }
}

extension MediaFixtures {
  /// A 12 s DASH stream as FFmpeg's `dash` muxer writes one: one video set of two
  /// representations (1280×720 at 2 Mb/s, 640×360 at 0.5 Mb/s) and one sound set, in 2 s fMP4
  /// segments with a SegmentTemplate and SegmentTimeline. Returns `manifest.mpd`.
  package static func dashVariants() throws -> URL {
    let stream = try fixture("dash-variants") { partial in
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      try run(
        "ffmpeg",
        [
          "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=25:duration=12",
          "-f", "lavfi", "-i", "sine=duration=12", "-map", "0:v", "-map", "0:v", "-map", "1:a", "-c:v",
          "libx264",
          "-preset", "ultrafast", "-g", "50", "-c:a", "aac", "-b:v:0", "2000k", "-s:v:1", "640x360", "-b:v:1",
          "500k", "-adaptation_sets", "id=0,streams=v id=1,streams=a", "-f", "dash", "-seg_duration", "2",
          "-use_template", "1", "-use_timeline", "1", partial.path + "/manifest.mpd",
        ], making: "the DASH variants", partial: partial)
    }
    return stream.appendingPathComponent("manifest.mpd")
  }
}
