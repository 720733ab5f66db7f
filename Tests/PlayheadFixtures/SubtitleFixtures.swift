import Foundation
import PlayheadCoreTesting

/// Subtitle files as people have them: written in the encodings of their place and time, by
/// iconv (glibc's converter, the tool such files are made and mended with).
extension MediaFixtures {
  /// A file named `name` holding `text` in `encoding` (iconv's name for it: "CP1251",
  /// "SHIFT_JIS", "UTF-16"), in a folder of its own for `folder`; written again each time.
  package static func subtitleFile(_ name: String, saying text: String, in encoding: String, folder: String)
    throws
    -> URL
  {
    let place = MediaFixtures.folder.appendingPathComponent("subtitle-files/\(folder)")
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    let source = place.appendingPathComponent("\(name).utf-8")
    try Data(text.utf8).write(to: source, options: .atomic)
    defer { try? FileManager.default.removeItem(at: source) }
    let file = place.appendingPathComponent(name)
    try run(
      "iconv", ["-f", "UTF-8", "-t", encoding, "-o", file.path, source.path],
      making: "\(name) in \(encoding)",
      partial: file)
    return file
  }
}

extension MediaFixtures {
  /// 8 s of one flat colour (0x406080) with WebVTT subtitles as FFmpeg (and yt-dlp, through
  /// it) embeds them (`D_WEBVTT/SUBTITLES`, the cue's settings kept): in Matroska (H.264) or
  /// WebM (VP8), `container` its file ending. Its cues: "<b>Bold</b> and <i>leaning</i>" from 1
  /// to 3 s where uncued text sits, "Second <u>cue</u>" from 4 to 7 s on the top line, at the
  /// left (`line:0 align:left position:5%`).
  package static func webVTTFilm(_ container: String) throws -> URL {
    let name = "webvtt-placed-film.\(container)"
    let cues = try webVTTFilmCues()
    let video =
      container == "webm" ? ["-c:v", "libvpx", "-b:v", "200k"] : ["-c:v", "libx264", "-preset", "veryfast"]
    return try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x406080:size=320x240:rate=25:duration=8", "-i",
          cues.path,
          "-map", "0", "-map", "1",
        ] + video + ["-c:s", "copy", "-f", container == "webm" ? "webm" : "matroska", partial.path],
        making: name, partial: partial)
    }
  }

  /// The cues of `webVTTFilm`, as a WebVTT file.
  private static func webVTTFilmCues() throws -> URL {
    try fixture("webvtt-placed-film-cues.vtt") { partial in
      let text =
        "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<b>Bold</b> and <i>leaning</i>\n\n"
        + "00:00:04.000 --> 00:00:07.000 line:0 align:left position:5%\nSecond <u>cue</u>\n"
      try Data(text.utf8).write(to: partial)
    }
  }

  /// `webVTTFilm`'s picture and cues in MP4 as ISO/IEC 14496-30 keeps WebVTT (`wvtt`, each cue
  /// with its settings), which no tool here writes: FFmpeg's MP4 with the cues as mov_text, that
  /// track then made WebVTT (`WebVTTInMP4`).
  package static func webVTTInMP4Film() throws -> URL {
    let source = try fixture("webvtt-mov-text-film.mp4") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x406080:size=320x240:rate=25:duration=8", "-i",
          try webVTTFilmCues().path, "-map", "0", "-map", "1", "-c:v", "libx264", "-preset", "veryfast",
          "-c:s", "mov_text", "-f", "mp4", partial.path,
        ], making: "webvtt-mov-text-film.mp4", partial: partial)
    }
    return try fixture("webvtt-film.mp4") { partial in
      let rewritten = try WebVTTInMP4.rewriting(
        try Data(contentsOf: source),
        cues: [
          ("<b>Bold</b> and <i>leaning</i>", ""), ("Second <u>cue</u>", "line:0 align:left position:5%"),
        ])
      try rewritten.write(to: partial)
    }
  }

  /// 30 s of one flat colour (0x406080) with a keyframe every second and two subtitle streams:
  /// "First stream's long cue" and "Second stream's long cue", each from 10 to 20 s, then a
  /// short one at 25 s. `container` is "webm" (VP8, WebVTT, as FFmpeg writes it: a cluster
  /// every 5 s, so a seek to 15 s starts after the blocks of the cues running there), "mp4"
  /// (H.264, mov_text) or "ts" (pictures instead: `longPictureFilm`).
  package static func longCueFilm(_ container: String) throws -> URL {
    if container == "ts" { return try longPictureFilm() }
    let streams = try ["First", "Second"].map { name in
      try fixture("long-cue-\(name.lowercased()).vtt") { partial in
        let text =
          "WEBVTT\n\n00:00:10.000 --> 00:00:20.000\n\(name) stream's long cue\n\n"
          + "00:00:25.000 --> 00:00:26.000\n\(name) stream's last cue\n"
        try Data(text.utf8).write(to: partial)
      }
    }
    let codecs =
      container == "webm"
      ? ["-c:v", "libvpx", "-b:v", "100k", "-c:s", "copy"]
      : ["-c:v", "libx264", "-preset", "veryfast", "-c:s", "mov_text"]
    let name = "long-cue-film.\(container)"
    return try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x406080:size=320x240:rate=25:duration=30", "-i",
          streams[0].path, "-i", streams[1].path, "-map", "0", "-map", "1", "-map", "2", "-g", "25",
        ] + codecs + ["-f", container, partial.path], making: name, partial: partial)
    }
  }

  /// `longCueFilm`'s in MPEG-TS, its two streams DVB subtitles (FFmpeg's `dvbsub`, from
  /// `PGSWriter`'s pictures) with a tone (for the duration GStreamer needs to seek): a white box
  /// with a black border of 200 × 40 at 60, 80 in the first stream, of 120 × 40 at 100, 80 in the
  /// second, each from 10 to 20 s and again from 25 to 26 s.
  private static func longPictureFilm() throws -> URL {
    let canvas = (width: 320, height: 240)
    let streams = try [(name: "first", width: 200, x: 60), (name: "second", width: 120, x: 100)].map { box in
      let picture = { (seconds: Double) in
        PGSWriter.show(
          PGSWriter.box(width: box.width, height: 40), width: box.width, height: 40, at: (box.x, 80),
          canvas: canvas, seconds: seconds, withHeaders: true)
      }
      let stream =
        PGSWriter.clear(canvas: canvas, seconds: 0, withHeaders: true) + picture(10)
        + PGSWriter.clear(canvas: canvas, seconds: 20, withHeaders: true) + picture(25)
        + PGSWriter.clear(canvas: canvas, seconds: 26, withHeaders: true)
      return try fixture("long-picture-\(box.name).sup") { partial in try Data(stream).write(to: partial) }
    }
    let name = "long-cue-film.ts"
    return try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x406080:size=320x240:rate=25:duration=30", "-f",
          "lavfi", "-i", "sine=duration=30", "-fix_sub_duration", "-i", streams[0].path, "-fix_sub_duration",
          "-i", streams[1].path, "-map", "0", "-map", "1", "-map", "2", "-map", "3", "-g", "25", "-c:v",
          "libx264", "-preset", "veryfast", "-c:a", "aac", "-c:s", "dvbsub", "-max_interleave_delta", "0",
          "-f",
          "mpegts", partial.path,
        ], making: name, partial: partial)
    }
  }

  /// A TTML file FFmpeg writes (its `ttml` muxer) from a SubRip file saying "<i>Timed</i> text
  /// markup" from 0.5 to 5 s: a region on each span, clock times.
  package static func ffmpegTTML() throws -> URL {
    let subRip = try fixture("ttml-source.srt") { partial in
      try Data("1\n00:00:00,500 --> 00:00:05,000\n<i>Timed</i> text markup\n".utf8).write(to: partial)
    }
    return try fixture("ffmpeg.ttml") { partial in
      try run(
        "ffmpeg", ["-v", "error", "-y", "-i", subRip.path, "-f", "ttml", partial.path], making: "ffmpeg.ttml",
        partial: partial)
    }
  }

  /// 6 s of one flat colour (0x406080) with a SubRip stream FFmpeg muxes into Matroska from a
  /// file saying, from 1 to 4 s, "{\an8}<font color="yellow">Top sign</font>" and "<i>Bottom</i>
  /// line".
  package static func subRipInMatroska() throws -> URL {
    let subRip = try fixture("an8-source.srt") { partial in
      let text =
        "1\n00:00:01,000 --> 00:00:04,000\n{\\an8}<font color=\"yellow\">Top sign</font>\n\n"
        + "2\n00:00:01,000 --> 00:00:04,000\n<i>Bottom</i> line\n"
      try Data(text.utf8).write(to: partial)
    }
    return try fixture("subrip-an8.mkv") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x406080:size=320x240:rate=25:duration=6", "-i",
          subRip.path, "-map", "0", "-map", "1", "-c:v", "libx264", "-preset", "veryfast", "-c:s", "srt",
          partial.path,
        ], making: "subrip-an8.mkv", partial: partial)
    }
  }
}
