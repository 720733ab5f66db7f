import Foundation

/// SSA/ASS scripts as people write them, each showing part of what ASS can say, a font no
/// system has (DejaVu Serif Bold under another name), a Matroska film that carries a script and
/// that font as FFmpeg muxes them, and the frames FFmpeg's `subtitles` filter (libass) draws
/// from them, to compare Playhead's with.
extension MediaFixtures {
  /// The family of the font `attachableFont()` makes: no system has it.
  package static let attachableFontFamily = "Playhead Attached"

  /// The scripts, by name, each over a 640×360 picture from 0 to 10 s.
  package static let styledScripts: [String: String] = [
    "styles": styledScript(
      styles: [
        "Default,DejaVu Sans,28,&H0000FFFF,&H000000FF,&H00000000,&H80000000,-1,0,0,0,100,100,0,0,1,2,2,2,10,10,20,1",
        "Top,DejaVu Serif,24,&H00FF8000,&H000000FF,&H00FFFFFF,&H80000000,0,-1,0,0,100,100,0,0,1,3,0,8,10,10,20,1",
        "Box,DejaVu Sans,20,&H00FFFFFF,&H000000FF,&H00202080,&H80000000,0,0,-1,0,120,100,2,0,3,4,0,4,30,10,10,1",
      ],
      events: [
        "0,0:00:00.00,0:00:10.00,Default,,0,0,0,,Yellow, bold, at the bottom",
        "0,0:00:00.00,0:00:10.00,Top,,0,0,0,,Blue italic serif at the top",
        "0,0:00:00.00,0:00:10.00,Box,,0,0,0,,A boxed line on the left",
        "0,0:00:00.00,0:00:10.00,Default,,0,0,60,,Collides{\\c&H0000FF&} above",
      ]),
    "placement": styledScript(
      events: [
        "0,0:00:00.00,0:00:10.00,Default,,0,0,0,,{\\pos(160,120)\\c&H00FF00&\\frz20}Turned green",
        "0,0:00:00.00,0:00:10.00,Default,,0,0,0,,{\\move(100,300,500,60)\\fad(500,500)}Moving",
        "1,0:00:00.00,0:00:10.00,Default,,0,0,0,,{\\an5\\pos(320,180)\\fry40\\3c&HFF00FF&\\bord4}Layer one",
        "0,0:00:00.00,0:00:10.00,Default,,0,0,0,,{\\an5\\pos(330,190)\\1a&H80&}Layer zero",
        "0,0:00:00.00,0:00:10.00,Default,,0,0,0,,{\\p1\\pos(500,250)\\c&H0080FF&}m 0 0 l 80 0 80 40 0 40",
      ]),
    "karaoke": styledScript(
      playRes: (384, 288),
      events: [
        "0,0:00:00.00,0:00:10.00,Default,,0,0,0,,{\\k100}Ka{\\k150}ra{\\kf300}o{\\ko200}ke {\\k250}sings",
        "0,0:00:01.00,0:00:09.00,Default,,0,0,0,,{\\an8\\blur2\\kf400}Blurred and swept",
      ]),
    "attached": styledScript(
      styles: [
        "Default,\(attachableFontFamily),30,&H00FFFFFF,&H000000FF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,2,1,8,10,10,20,1"
      ],
      events: [
        "0,0:00:00.00,0:00:10.00,Default,,0,0,0,,The attached font, at the top"
      ]),
  ]

  /// An ASS script over a picture of `playRes`, its `styles` (a yellow-on-black "Default" when
  /// none) and `events` (Dialogue lines' values).
  static func styledScript(playRes: (Int, Int) = (640, 360), styles: [String] = [], events: [String])
    -> String
  {
    let fields =
      "Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, "
      + "Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, "
      + "MarginL, MarginR, MarginV, Encoding"
    let defaultStyle =
      "Default,DejaVu Sans,26,&H0000FFFF,&H00FF0000,&H00000000,&H80000000,-1,0,0,0,100,100,0,0,1,2,1,2,10,10,20,1"
    return """
      [Script Info]
      ScriptType: v4.00+
      PlayResX: \(playRes.0)
      PlayResY: \(playRes.1)
      WrapStyle: 0
      ScaledBorderAndShadow: yes

      [V4+ Styles]
      Format: \(fields)
      \((styles.isEmpty ? [defaultStyle] : styles).map { "Style: \($0)" }.joined(separator: "\n"))

      [Events]
      Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
      \(events.map { "Dialogue: \($0)" }.joined(separator: "\n"))

      """
  }

  /// The script `name` of `styledScripts`, as a file.
  package static func styledScriptFile(_ name: String) throws -> URL {
    try fixture("styled-\(name).ass") { partial in
      try Data((styledScripts[name] ?? "").utf8).write(to: partial)
    }
  }

  /// 10 s of FFmpeg's test pattern at 640×360 and 25 fps, H.264 in Matroska, on which the
  /// scripts are drawn.
  package static func styledCanvas() throws -> URL {
    try fixture("styled-canvas.mkv") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=640x360:rate=25:duration=10", "-c:v",
          "libx264",
          "-preset", "veryfast", "-pix_fmt", "yuv420p", "-g", "25", "-f", "matroska", partial.path,
        ], making: "styled-canvas.mkv", partial: partial)
    }
  }

  /// DejaVu Serif Bold (fonts-dejavu-core) named `attachableFontFamily` in its name table, so
  /// that only a renderer given the file itself finds it.
  package static func attachableFont() throws -> URL {
    try fixture("playhead-attached.ttf") { partial in
      let original = try Data(
        contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"))
      try FontRenaming.renamed(original, family: attachableFontFamily).write(to: partial)
    }
  }

  /// A folder holding `attachableFont()` alone, for FFmpeg's `fontsdir`.
  package static func attachableFontFolder() throws -> URL {
    let (font, place) = (try attachableFont(), folder.appendingPathComponent("attachable-font"))
    let copy = place.appendingPathComponent(font.lastPathComponent)
    guard !FileManager.default.fileExists(atPath: copy.path) else { return place }
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    try? FileManager.default.copyItem(at: font, to: copy)
    return place
  }

  /// The canvas with the script `name` as its subtitle stream, and `attachableFont()` attached,
  /// as FFmpeg muxes them into Matroska (`S_TEXT/ASS`, the font an attachment of type
  /// `application/x-truetype-font`).
  package static func styledMatroska(_ name: String) throws -> URL {
    let (canvas, script, font) = (try styledCanvas(), try styledScriptFile(name), try attachableFont())
    return try fixture("film-styled-\(name).mkv") { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-i", canvas.path, "-i", script.path, "-attach", font.path,
          "-metadata:s:t", "mimetype=application/x-truetype-font", "-map", "0", "-map", "1", "-c:v", "copy",
          "-c:s", "ass", "-f", "matroska", partial.path,
        ], making: "film-styled-\(name).mkv", partial: partial)
    }
  }

  /// The frame FFmpeg decodes at `seconds` into `url`, in RGB, with subtitles drawn by libass
  /// as `drawing` says (none: the bare frame): BGRx rows without padding.
  package static func ffmpegFrame(of url: URL, at seconds: Double, drawing: FFmpegSubtitles? = nil) throws
    -> Data
  {
    let filter = "format=rgb24" + (drawing.map { ",\($0.filter)" } ?? "")
    let name = "ffmpeg-\(url.lastPathComponent)-\(drawing?.name ?? "bare")-\(seconds).bgrx"
    let frame = try fixture(name) { partial in
      try run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-i", url.path, "-ss", "\(seconds)", "-frames:v", "1", "-vf", filter, "-f",
          "rawvideo", "-pix_fmt", "bgr0", partial.path,
        ], making: name, partial: partial)
    }
    return try Data(contentsOf: frame)
  }
}

/// How FFmpeg draws subtitles over a frame, both through libass.
package enum FFmpegSubtitles {
  /// The `subtitles` filter on a script or a Matroska file (its stream and attached fonts),
  /// read through FFmpeg's own subtitle decoder.
  case subtitles(URL)
  /// The `ass` filter: libass reads the script itself, finding fonts in `fonts` too.
  case ass(URL, fonts: URL?)

  /// The filter's text.
  var filter: String {
    switch self {
    case .subtitles(let url): "subtitles=\(url.path)"
    case .ass(let url, let fonts): "ass=\(url.path)" + (fonts.map { ":fontsdir=\($0.path)" } ?? "")
    }
  }

  /// A name for the frame's fixture.
  var name: String {
    switch self {
    case .subtitles(let url): "subtitles-\(url.lastPathComponent)"
    case .ass(let url, let fonts): "ass-\(url.lastPathComponent)\(fonts == nil ? "" : "-fonts")"
    }
  }
}
