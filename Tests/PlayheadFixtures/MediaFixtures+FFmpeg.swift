import Foundation
import PlayheadCoreTesting

/// Media written by FFmpeg, as most media people meet is, and where GStreamer's muxers cannot write
/// it (a display matrix that turns the picture, as phones write; MPEG-TS whose timestamps start
/// late; MPEG-PS; MP3 without a Xing header; ADPCM WAV), and what FFmpeg reads in it: the frames
/// it decodes and the durations it finds, to compare the engine's with.
extension MediaFixtures {
  /// H.264 in MP4 (`mp4(seconds: 2, keyframeSpacing: 1)`) with a display matrix that turns the
  /// picture a quarter turn, written by FFmpeg ("rotate" 90: GStreamer reads it as the
  /// `image-orientation` rotate-270, the same picture, counted the other way round).
  package static func turned() throws -> URL {
    let source = try mp4(seconds: 2, keyframeSpacing: 1)
    return try fixture("h264-turned.mp4") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-i", source.path, "-c", "copy", "-metadata:s:v:0", "rotate=90", "-f", "mp4",
          partial.path,
        ],
        making: "h264-turned.mp4", partial: partial)
    }
  }

  /// The frame FFmpeg decodes at `seconds` into `url` (from its start, as FFmpeg counts time),
  /// turned upright as FFmpeg shows it (its autorotation), as BGRx rows without padding: its
  /// size is the upright picture's. FFmpeg decodes up to it from the start, as exact as it gets.
  package static func referenceFrame(of url: URL, at seconds: Double) throws -> Data {
    let name = "reference-\(url.lastPathComponent)-\(seconds).bgrx"
    let frame = try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-i", url.path, "-ss", "\(seconds)", "-frames:v", "1", "-f", "rawvideo",
          "-pix_fmt", "bgr0", partial.path,
        ], making: name, partial: partial)
    }
    return try Data(contentsOf: frame)
  }

  /// FFmpeg's test pattern, its hue turning once every 4 s (so frames a fraction of a second
  /// apart differ everywhere), `seconds` long at 25 fps with a keyframe every second, and a
  /// tone, written by FFmpeg in `container` with the codecs it usually carries.
  package static func ffmpegPattern(seconds: Int, container: PatternContainer) throws -> URL {
    let name = "ffmpeg-pattern-\(seconds)s.\(container.rawValue)"
    return try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i",
          "testsrc=size=320x240:rate=25:duration=\(seconds),hue=H=2*PI*t/4",
          "-f", "lavfi", "-i", "sine=duration=\(seconds)", "-g", "25",
        ] + container.ffmpegArguments + [partial.path], making: name, partial: partial)
    }
  }

  /// A 7.2 s sound, a tone then noise (so a variable bit rate varies: an estimate from the first
  /// frames is far off), titled "Tone then noise", written by FFmpeg as `format`.
  package static func toneThenNoise(_ format: SoundFormat) throws -> URL {
    let name = "titled-tone-then-noise-\(format.rawValue).\(format.fileExtension)"
    return try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=220:duration=3.6", "-f", "lavfi", "-i",
          "anoisesrc=duration=3.6:amplitude=0.5", "-filter_complex", "[0][1]concat=n=2:v=0:a=1",
          "-metadata", "title=Tone then noise",
        ] + format.ffmpegArguments + [partial.path], making: name, partial: partial)
    }
  }

  /// FFmpeg's pattern in Snow, a video codec GStreamer does not know (Matroska keeps it as a
  /// Video for Windows fourcc), with Opus sound, in Matroska: the sound plays, the picture cannot.
  package static func partiallySupportedMatroska() throws -> URL {
    try fixture("snow-with-opus.mkv") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25:duration=2", "-f", "lavfi",
          "-i",
          "sine=duration=2", "-c:v", "snow", "-strict", "experimental", "-c:a", "libopus", "-f", "matroska",
          partial.path,
        ], making: "snow-with-opus.mkv", partial: partial)
    }
  }

  /// FFmpeg's pattern and a tone, 12 s of H.264 and Vorbis in Matroska, with three chapters:
  /// "Opening" from 0 s, "The middle part" from 4 s and "End credits" from 9 s.
  package static func chapteredMatroska() throws -> URL {
    let chapters = try fixture("three-chapters.ffmetadata") { partial in
      let text = [(0, 4000, "Opening"), (4000, 9000, "The middle part"), (9000, 12000, "End credits")]
        .map { "[CHAPTER]\nTIMEBASE=1/1000\nSTART=\($0.0)\nEND=\($0.1)\ntitle=\($0.2)\n" }.joined()
      try Data((";FFMETADATA1\n" + text).utf8).write(to: partial)
    }
    return try fixture("three-chapters.mkv") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=30:duration=12", "-f", "lavfi",
          "-i", "sine=duration=12", "-i", chapters.path, "-map", "0", "-map", "1", "-map_chapters", "2",
          "-c:v", "libx264", "-preset", "ultrafast", "-g", "30", "-c:a", "libvorbis", "-f", "matroska",
          partial.path,
        ], making: "three-chapters.mkv", partial: partial)
    }
  }

  /// 40 s of FFmpeg's pattern in Matroska with two sound streams, an English one titled "Main"
  /// (a 440 Hz tone) and a French one titled "Commentaire" (880 Hz), and two SRT subtitle
  /// streams, English ("Hello in English" from 0.5 s to 39.5 s) and German titled "Forced".
  /// Long enough that no test plays to its end, however busy the machine.
  package static func multiTrackMatroska() throws -> URL {
    let english = try fixture("english-40s.srt") { partial in
      try Data("1\n00:00:00,500 --> 00:00:39,500\nHello in English\n".utf8).write(to: partial)
    }
    let german = try fixture("german-40s.srt") { partial in
      try Data("1\n00:00:00,500 --> 00:00:39,500\nHallo auf Deutsch\n".utf8).write(to: partial)
    }
    return try fixture("two-sounds-two-subtitles-40s.mkv") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=30:duration=40", "-f", "lavfi",
          "-i", "sine=frequency=440:duration=40", "-f", "lavfi", "-i", "sine=frequency=880:duration=40", "-i",
          english.path, "-i", german.path, "-map", "0", "-map", "1", "-map", "2", "-map", "3", "-map", "4",
          "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "libvorbis", "-c:s", "srt",
          "-metadata:s:a:0", "language=eng", "-metadata:s:a:0", "title=Main", "-metadata:s:a:1",
          "language=fre",
          "-metadata:s:a:1", "title=Commentaire", "-metadata:s:s:0", "language=eng", "-metadata:s:s:1",
          "language=ger", "-metadata:s:s:1", "title=Forced", "-f", "matroska", partial.path,
        ], making: "two-sounds-two-subtitles-40s.mkv", partial: partial)
    }
  }

  /// The kinds of bitmap subtitles a film can carry, and the container each comes in.
  package enum BitmapSubtitles: Sendable {
    /// Blu-ray's PGS, in Matroska.
    case pgs
    /// Blu-ray's PGS, in MPEG-TS as Blu-ray discs carry it (M2TS), with a tone.
    case pgsTransportStream
    /// Television's DVB, in MPEG-TS (FFmpeg's encoder, from the same pictures), with a tone.
    case dvb
    /// DVD's VobSub, in Matroska (FFmpeg's encoder), with a tone: not drawn.
    case dvd

    /// The kinds Playhead draws.
    package static let drawn: [BitmapSubtitles] = [.pgs, .pgsTransportStream, .dvb]

    /// The fixture's file name.
    var fileName: String {
      switch self {
      case .pgs: "blue-with-pgs.mkv"
      case .pgsTransportStream: "blue-with-pgs.m2ts"
      case .dvb: "blue-with-dvb.ts"
      case .dvd: "blue-with-dvd.mkv"
      }
    }
  }

  /// 6 s of plain blue video, 320 × 240, with bitmap subtitles of `kind` drawn from the same
  /// `.sup` file `PGSWriter` writes: a white box of 200 × 40 with a black border at 60, 180
  /// from 1 to 3 s, and one of 100 × 30 at 20, 20 from 4 to 5 s.
  package static func filmWithBitmapSubtitles(_ kind: BitmapSubtitles = .pgs) throws -> URL {
    let canvas = (width: 320, height: 240)
    let stream =
      PGSWriter.clear(canvas: canvas, seconds: 0, withHeaders: true)
      + PGSWriter.show(
        PGSWriter.box(width: 200, height: 40), width: 200, height: 40, at: (60, 180), canvas: canvas,
        seconds: 1, withHeaders: true)
      + PGSWriter.clear(canvas: canvas, seconds: 3, withHeaders: true)
      + PGSWriter.show(
        PGSWriter.box(width: 100, height: 30), width: 100, height: 30, at: (20, 20), canvas: canvas,
        seconds: 4, withHeaders: true)
      + PGSWriter.clear(canvas: canvas, seconds: 5, withHeaders: true)
    let subtitles = try fixture("boxes.sup") { partial in try Data(stream).write(to: partial) }
    let video = ["-f", "lavfi", "-i", "color=color=blue:size=320x240:rate=25:duration=6"]
    let name = kind.fileName
    let arguments =
      switch kind {
      case .pgs:
        video + ["-i", subtitles.path, "-map", "0", "-map", "1", "-c:s", "copy", "-f", "matroska"]
      case .pgsTransportStream:
        video + [
          "-f", "lavfi", "-i", "sine=duration=6", "-i", subtitles.path, "-map", "0", "-map", "1", "-map", "2",
          "-c:a", "aac", "-c:s", "copy", "-mpegts_m2ts_mode", "1", "-f", "mpegts",
        ]
      case .dvb:
        // The tone makes GStreamer find the duration (and so seek); FFmpeg's encoder needs each
        // picture's end before it writes it.
        video + [
          "-f", "lavfi", "-i", "sine=duration=6", "-fix_sub_duration", "-i", subtitles.path, "-map", "0",
          "-map",
          "1", "-map", "2", "-c:a", "aac", "-c:s", "dvbsub", "-max_interleave_delta", "0", "-f", "mpegts",
        ]
      case .dvd:
        video + [
          "-f", "lavfi", "-i", "sine=duration=6", "-fix_sub_duration", "-i", subtitles.path, "-map", "0",
          "-map",
          "1", "-map", "2", "-c:a", "aac", "-c:s", "dvdsub", "-f", "matroska",
        ]
      }
    return try fixture(name) { partial in
      try run(
        "ffmpeg",
        ["-v", "error", "-y"] + arguments + ["-c:v", "libx264", "-preset", "ultrafast", partial.path],
        making: name, partial: partial)
    }
  }

  /// An 8 s tone in MP3 with ID3 tags: the title "Clair de lune", the artist "Claude Debussy",
  /// the album "Suite bergamasque" and a red 300 × 300 JPEG as its front cover.
  package static func taggedSong() throws -> URL {
    let cover = try fixture("red-cover.jpg") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "color=color=red:size=300x300", "-frames:v", "1", "-f",
          "mjpeg", partial.path,
        ], making: "red-cover.jpg", partial: partial)
    }
    return try fixture("clair-de-lune.mp3") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=8", "-i", cover.path, "-map", "0", "-map",
          "1",
          "-c:a", "libmp3lame", "-c:v", "copy", "-disposition:v", "attached_pic", "-id3v2_version", "3",
          "-metadata", "title=Clair de lune", "-metadata", "artist=Claude Debussy", "-metadata",
          "album=Suite bergamasque", "-f", "mp3", partial.path,
        ], making: "clair-de-lune.mp3", partial: partial)
    }
  }

  /// The duration FFprobe reads from `url`'s container, in seconds.
  package static func ffprobeDuration(of url: URL) throws -> Double {
    let name = "duration-\(url.lastPathComponent).txt"
    let text = try fixture(name) { partial in
      try run(
        "ffprobe",
        ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", "-o", partial.path, url.path],
        making: name, partial: partial)
    }
    guard
      let seconds = Double(
        try String(contentsOf: text, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw Failure(description: "ffprobe gave no duration for \(url.path)") }
    return seconds
  }

  /// How long the sound in `url` lasts by FFprobe's reading of every packet: the end of the last
  /// one, from the start of the first (exact where the container's stated duration is an estimate).
  package static func packetDuration(of url: URL) throws -> Double {
    let name = "packets-\(url.lastPathComponent).txt"
    let text = try fixture(name) { partial in
      try run(
        "ffprobe",
        [
          "-v", "error", "-select_streams", "a:0", "-show_entries", "packet=pts_time,duration_time", "-of",
          "csv=p=0", "-o", partial.path, url.path,
        ], making: name, partial: partial)
    }
    let packets = try String(contentsOf: text, encoding: .utf8).split(separator: "\n").map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    guard let first = packets.first?.first, let last = packets.last, last.count == 2 else {
      throw Failure(description: "ffprobe read no packets in \(url.path)")
    }
    return last[0] + last[1] - first
  }
}
