import Foundation

/// Media written by FFmpeg where GStreamer's muxers cannot write it (a display matrix that turns
/// the picture, as phones write; MPEG-TS whose timestamps start late; MPEG-PS), and the frames
/// FFmpeg decodes, to compare the engine's with.
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
  /// tone, written by FFmpeg as `container` ("ts": MPEG-TS, whose timestamps start 1.4 s in;
  /// "mpg": MPEG-PS in MPEG-2 video and MP2 sound).
  package static func ffmpegPattern(seconds: Int, container: String) throws -> URL {
    let name = "ffmpeg-pattern-\(seconds)s.\(container)"
    let codecs =
      container == "mpg"
      ? ["-c:v", "mpeg2video", "-q:v", "2", "-c:a", "mp2"] : ["-c:v", "libx264", "-c:a", "aac"]
    return try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i",
          "testsrc=size=320x240:rate=25:duration=\(seconds),hue=H=2*PI*t/4",
          "-f", "lavfi", "-i", "sine=duration=\(seconds)", "-g", "25",
        ] + codecs + ["-f", container == "mpg" ? "mpeg" : "mpegts", partial.path], making: name,
        partial: partial)
    }
  }

  /// A 7.2 s tone in MP3, constant bit rate, without the Xing header that would give its length:
  /// a parser knows the duration only once it has read enough of it.
  package static func mp3WithoutXingHeader() throws -> URL {
    let name = "tone-cbr-no-xing.mp3"
    return try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=7.2", "-c:a", "libmp3lame", "-b:a", "128k",
          "-write_xing", "0", "-f", "mp3", partial.path,
        ], making: name, partial: partial)
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
}
