/// A container FFmpeg writes its test pattern in, each with the codecs it usually carries.
package enum PatternContainer: String, CaseIterable, Sendable {
  /// H.264 and AAC in MP4.
  case mp4
  /// H.264 and Opus in Matroska.
  case mkv
  /// VP8 and Vorbis in WebM.
  case webm
  /// Theora and Vorbis in Ogg.
  case ogv
  /// H.264 and AAC in MPEG-TS, whose timestamps start 1.4 s in.
  case ts
  /// MPEG-2 video and MP2 sound in MPEG-PS, whose timestamps start half a second in.
  case mpg

  /// FFmpeg's codec and format options for the container.
  var ffmpegArguments: [String] {
    switch self {
    case .mp4: ["-c:v", "libx264", "-c:a", "aac", "-f", "mp4"]
    case .mkv: ["-c:v", "libx264", "-c:a", "libopus", "-f", "matroska"]
    case .webm: ["-c:v", "libvpx", "-deadline", "realtime", "-b:v", "1M", "-c:a", "libvorbis", "-f", "webm"]
    case .ogv: ["-c:v", "libtheora", "-q:v", "8", "-c:a", "libvorbis", "-f", "ogg"]
    case .ts: ["-c:v", "libx264", "-c:a", "aac", "-f", "mpegts"]
    case .mpg: ["-c:v", "mpeg2video", "-q:v", "2", "-c:a", "mp2", "-f", "mpeg"]
    }
  }
}
