import Foundation

/// Fixtures whose pictures are not shown as coded: non-square pixels and a display matrix that
/// turns the picture (as phones write), and the frames FFmpeg decodes from them to compare with.
extension MediaFixtures {
  /// H.264 in MP4, 320 × 240 pixels twice as wide as they are tall (shown 640 × 240), 2 s.
  package static func anamorphic() throws -> URL {
    try make("h264-par2.mp4") { out in
      "videotestsrc num-buffers=60 pattern=smpte ! "
        + "video/x-raw,format=I420,width=320,height=240,framerate=30/1,pixel-aspect-ratio=2/1 ! "
        + "x264enc speed-preset=ultrafast ! h264parse ! mp4mux ! filesink location=\(out)"
    }
  }

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

  /// The frame FFmpeg decodes at `seconds` into `url`, turned upright as FFmpeg shows it (its
  /// autorotation), as BGRx rows without padding: its size is the upright picture's.
  package static func referenceFrame(of url: URL, at seconds: Double) throws -> Data {
    let name = "reference-\(url.lastPathComponent)-\(seconds).bgrx"
    let frame = try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-ss", "\(seconds)", "-i", url.path, "-frames:v", "1", "-f", "rawvideo",
          "-pix_fmt",
          "bgr0", partial.path,
        ], making: name, partial: partial)
    }
    return try Data(contentsOf: frame)
  }
}
