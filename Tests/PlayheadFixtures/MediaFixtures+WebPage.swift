import Foundation

extension MediaFixtures {
  /// A web page holding a video as people write one (`page.html`): a `<video>` with two sources,
  /// 360p and 180p files FFmpeg made (4 s, with sound; `res` and `label` say their heights, as
  /// yt-dlp's generic extractor reads them), and an English WebVTT `<track>`; beside it, a page
  /// with no video (`empty.html`). Returns the folder.
  package static func webPage() throws -> URL {
    try fixture("web-page") { partial in
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      for (name, size) in [("clip-360.mp4", "640x360"), ("clip-180.mp4", "320x180")] {
        try run(
          "ffmpeg",
          [
            "-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=\(size):rate=25:duration=4",
            "-f", "lavfi", "-i", "sine=duration=4", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac",
            "-movflags", "+faststart", partial.appendingPathComponent(name).path,
          ], making: name, partial: partial)
      }
      let files = [
        "subs.en.vtt": "WEBVTT\n\n00:00:00.500 --> 00:00:03.500\nHello from the page\n",
        "page.html": """
        <!DOCTYPE html>
        <html><head><title>A Walk in the Park</title></head>
        <body>
        <h1>A Walk in the Park</h1>
        <video controls width="640">
          <source src="clip-360.mp4" type="video/mp4" res="360" label="360p">
          <source src="clip-180.mp4" type="video/mp4" res="180" label="180p">
          <track kind="subtitles" src="subs.en.vtt" srclang="en" label="English">
        </video>
        </body></html>

        """,
        "empty.html":
          "<!DOCTYPE html>\n<html><head><title>Nothing</title></head><body>No video here.</body></html>\n",
      ]
      for (name, text) in files {
        try text.write(to: partial.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    }
  }
}
