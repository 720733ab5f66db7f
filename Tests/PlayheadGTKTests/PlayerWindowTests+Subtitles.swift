import Foundation
import PlayheadCairo
import PlayheadFixtures
import Testing

extension PlayerWindowTests {
  /// A SubRip file beside the video, named as it, is drawn over the picture above the controls'
  /// bar; V hides it and shows it again, X moves it later, and Shift+S saves the frame with it.
  /// The video is plain blue: white there is the subtitles' text.
  @Test func subtitlesBesideTheVideoAreDrawnAndVHidesThem() async throws {
    let video = try blueVideo()
    // GStreamer 1.22 takes a SubRip file under about 150 bytes for something else: the cues at
    // the end make it longer.
    let cues = (1...4).map { index in
      index == 1
        ? "1\n00:00:00,000 --> 00:00:19,000\nSubtitles here\n"
        : "\(index)\n00:00:19,\(index)00 --> 00:00:19,\(index)50\nThe end \(index)\n"
    }
    try Data(cues.joined(separator: "\n").utf8).write(
      to: URL(fileURLWithPath: video).deletingPathExtension().appendingPathExtension("srt"))
    let (config, pictures) = try privatePicturesFolder()
    try desktop.start(
      Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"],
      setting: ["XDG_CONFIG_HOME": config.path])
    _ = try await button("Pause")
    let frame = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    // Above the bar (112 of 360 points at the bottom), across the middle.
    let above = (x: frame.x + 160, y: frame.y + 150, width: 320, height: 98)
    _ = try await until("the subtitles over the picture") {
      try whitePixels(in: above, of: screenshot()) > 100 ? true : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "v"])
    _ = try await element("subtitles off said") { $0.role == "alert" && $0.name == "Subtitles off" }
    _ = try await until("the subtitles gone") {
      try whitePixels(in: above, of: screenshot()) == 0 ? true : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "v"])
    let file = URL(fileURLWithPath: video).deletingPathExtension().appendingPathExtension("srt")
      .lastPathComponent
    _ = try await element("subtitles on said, the file by its name") {
      $0.role == "alert" && $0.name == "Subtitles: \(file)"
    }
    _ = try await until("the subtitles back") {
      try whitePixels(in: above, of: screenshot()) > 100 ? true : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "x"])
    _ = try await element("the delay said") { $0.role == "alert" && $0.name == "Subtitle delay +100 ms" }
    try desktop.run("/usr/bin/xdotool", ["key", "shift+s"])
    let said = try await element("the screenshot said") {
      $0.role == "alert" && $0.name.hasPrefix("Screenshot saved: \(pictures.path)/")
    }
    let image = try ImageSurface(contentsOfPNG: String(said.name.dropFirst("Screenshot saved: ".count)))
    let white = (image.height * 3 / 4..<image.height).flatMap { y in
      image.pixels[(y * image.width)..<((y + 1) * image.width)]
    }.filter(Self.isWhite)
    #expect(white.count > 100, "the subtitles at the bottom of the saved frame")
  }

  /// Bitmap subtitles (PGS, DVB) are drawn where their stream puts them, scaled with the video
  /// (its 320 × 240 canvas shown 480 × 360): the low box rises above the controls' bar, and the
  /// next, high on the picture, shows once the first is cleared. The video is plain blue. Each
  /// box is looked at paused, as keys put the player at a time it shows (30 % and 70 % of 6 s),
  /// so no screenshot has to catch a moment of playback.
  @Test(arguments: MediaFixtures.BitmapSubtitles.drawn)
  func bitmapSubtitlesAreDrawnScaledWithTheVideo(kind: MediaFixtures.BitmapSubtitles) async throws {
    let film = try MediaFixtures.filmWithBitmapSubtitles(kind)
    try desktop.start(Self.playhead, ["play", film.path, "--size", "640x360", "--keep-controls"])
    let frame = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "k", "3"])
    // 200 × 40 at 60, 180 on the canvas, from 1 to 3 s: 300 × 60 from 170, 270 in the player,
    // raised to end 4 points above the bar (at 248).
    let low = (x: frame.x + 175, y: frame.y + 190, width: 290, height: 50)
    _ = try await until("the low box above the bar, at 1.8 s") {
      try whitePixels(in: low, of: screenshot()) > 10_000 ? true : nil
    }
    // 100 × 30 at 20, 20, from 4 to 5 s: 150 × 45 from 110, 30.
    try desktop.run("/usr/bin/xdotool", ["key", "7"])
    let high = (x: frame.x + 115, y: frame.y + 35, width: 140, height: 35)
    _ = try await until("the high box, the low one cleared, at 4.2 s") {
      let screen = try screenshot()
      return whitePixels(in: high, of: screen) > 3_000 && whitePixels(in: low, of: screen) == 0 ? true : nil
    }
  }

  /// WebVTT's cue settings place its cues in the window: in FFmpeg's WebM, paused at 2.4 s
  /// (30 %), the first cue sits where uncued text does, above the shown bar; at 4.8 s (60 %)
  /// the second sits on the top line at the left, and nothing is above the bar. The picture
  /// is 320 × 240 shown 480 × 360, one flat blue-grey: white there is the text.
  @Test func webVTTCueSettingsPlaceTheCueInTheWindow() async throws {
    let film = try MediaFixtures.webVTTFilm("webm")
    try desktop.start(Self.playhead, ["play", film.path, "--size", "640x360", "--keep-controls"])
    let frame = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "k", "3"])
    let top = (x: frame.x + 80, y: frame.y, width: 240, height: 40)
    let above = (x: frame.x + 160, y: frame.y + 150, width: 320, height: 98)
    _ = try await until("the first cue above the bar, none on the top line") {
      let screen = try screenshot()
      return whitePixels(in: above, of: screen) > 100 && whitePixels(in: top, of: screen) == 0 ? true : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "6"])
    _ = try await until("the second cue on the top line at the left, none above the bar") {
      let screen = try screenshot()
      return whitePixels(in: top, of: screen) > 100 && whitePixels(in: above, of: screen) == 0 ? true : nil
    }
  }

  /// In FFmpeg's WebM, MP4 and MPEG-TS (DVB pictures), started at 15 s and paused there, the
  /// cue running from 10 s shows (in WebM the seek starts from the cluster at 15 s, in MPEG-TS
  /// near it); C, still paused, shows the other stream's cue at once (its text or box differs,
  /// so the white there does), C twice more (off, then the first) the first's alone, and the
  /// second's, chosen again, stays once playing.
  @Test(arguments: ["webm", "mp4", "ts"])
  func theRunningCueShowsAfterASeekAndASwitchWhilePaused(container: String) async throws {
    let film = try MediaFixtures.longCueFilm(container)
    try desktop.start(
      Self.playhead, ["play", film.path, "--seek", "15", "--size", "640x360", "--keep-controls"])
    let frame = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "k"])
    _ = try await button("Play")
    let above = (x: frame.x + 80, y: frame.y + 150, width: 480, height: 98)
    let first = try await until("the first stream's cue above the bar") {
      let white = try whitePixels(in: above, of: screenshot())
      return white > 100 ? white : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "c"])
    _ = try await until("the second stream's cue, still paused") {
      let white = try whitePixels(in: above, of: screenshot())
      return white > 100 && white != first ? true : nil
    }
    let second = try whitePixels(in: above, of: screenshot())
    // C again: off, then the first stream, still paused: its cue alone.
    try desktop.run("/usr/bin/xdotool", ["key", "c"])
    _ = try await element("subtitles off said") { $0.role == "alert" && $0.name == "Subtitles off" }
    try desktop.run("/usr/bin/xdotool", ["key", "c"])
    _ = try await until("the first stream's cue alone, chosen back while paused") {
      try whitePixels(in: above, of: screenshot()) == first ? true : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "c"])
    _ = try await until("the second stream's cue again") {
      try whitePixels(in: above, of: screenshot()) == second ? true : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "k"])
    _ = try await button("Pause")
    _ = try await until("the second stream's cue while playing") {
      try whitePixels(in: above, of: screenshot()) == second ? true : nil
    }
  }

  /// How many pixels of `box` in `image` (a screenshot) are white.
  private func whitePixels(in box: (x: Int, y: Int, width: Int, height: Int), of image: ImageSurface) -> Int {
    (box.y..<(box.y + box.height)).reduce(0) { count, y in
      count
        + image.pixels[(y * image.width + box.x)..<(y * image.width + box.x + box.width)].filter(Self.isWhite)
        .count
    }
  }

  private static func isWhite(_ argb: UInt32) -> Bool {
    (argb >> 16) & 0xFF > 220 && (argb >> 8) & 0xFF > 220 && argb & 0xFF > 220
  }
}
