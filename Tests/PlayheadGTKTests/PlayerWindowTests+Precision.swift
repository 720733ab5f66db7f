import Foundation
import PlayheadCairo
import PlayheadFixtures
import Testing

extension PlayerWindowTests {
  /// `.` pauses and shows the next frame, `,` the one before: forward then back is the very same
  /// picture, and each says what it did. Each frame of the video shows its own time, large, in
  /// the middle (GStreamer's timeoverlay), so two frames never look alike.
  @Test func framesStepOnAndBackOneAtATime() async throws {
    try desktop.start(Self.playhead, ["play", try countingVideo(), "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    let video = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    let middle = (x: video.x + 160, y: video.y + 120, width: 320, height: 120)
    try desktop.run("/usr/bin/xdotool", ["key", "period"])
    _ = try await element("the step said") { $0.role == "alert" && $0.name == "Next frame" }
    _ = try await button("Play")
    let first = try await until("a steady picture") { try steadyPicture(in: middle) }
    try desktop.run("/usr/bin/xdotool", ["key", "period"])
    let next = try await until("the next frame") { try steadyPicture(in: middle, otherThan: first) }
    try desktop.run("/usr/bin/xdotool", ["key", "comma"])
    _ = try await element("the step back said") { $0.role == "alert" && $0.name == "Previous frame" }
    _ = try await until("the first frame again") { try steadyPicture(in: middle) == first ? true : nil }
    try desktop.run("/usr/bin/xdotool", ["key", "comma"])
    let before = try await until("the frame before") { try steadyPicture(in: middle, otherThan: first) }
    #expect(before != next, "three different frames")
    _ = try await button("Play")
  }

  /// Ctrl+L plays a short video again from the start at its end, still playing; Shift+L marks A
  /// and B, which the scrubber shows in amber, and says them, and playback passing B goes back
  /// to A (with the whole-file loop off, the elapsed time could only go down by that).
  @Test func loopsPlayAgain() async throws {
    try desktop.start(
      Self.playhead, ["play", try video(pattern: "blue", seconds: 4), "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "ctrl+l"])
    _ = try await element("looping said") { $0.role == "alert" && $0.name == "Loop on" }
    _ = try await until("near the end") { try elapsedSeconds().flatMap { $0 >= 3 ? $0 : nil } }
    _ = try await until("from the start again") { try elapsedSeconds().flatMap { $0 <= 1 ? $0 : nil } }
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "ctrl+l"])
    _ = try await element("looping off said") { $0.role == "alert" && $0.name == "Loop off" }

    let track = try #require(
      try await element("the scrubber") { $0.role == "slider" && $0.name != "Volume" }.frame)
    try desktop.run("/usr/bin/xdotool", ["key", "Home", "shift+l"])
    let marked = try await element("A said") { $0.role == "alert" && $0.name.hasPrefix("Loop from 0:0") }
    try await Task.sleep(for: .seconds(2))
    try desktop.run("/usr/bin/xdotool", ["key", "shift+l"])
    _ = try await element("B said") {
      $0.role == "alert" && $0.name.hasPrefix("Loop 0:0") && $0.name != marked.name
    }
    let image = try screenshot()
    let (pixels, row) = (image.pixels, track.y + track.height / 2)
    let amberColumns = (track.x..<(track.x + track.width)).filter { x in
      let argb = pixels[row * image.width + x]
      let (red, green, blue) = ((argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF)
      return red > 200 && (120...200).contains(green) && blue < 80
    }
    #expect(!amberColumns.isEmpty, "the loop on the scrubber")
    var highest = 0
    _ = try await until("playback back at A", seen: { " (got to \(highest) s)" }) { () throws -> Bool? in
      guard let now = try elapsedSeconds() else { return nil }
      defer { highest = max(highest, now) }
      return now < highest ? true : nil
    }
    _ = try await button("Pause")
  }

  /// The pixels of `box` on the screen once two screenshots in a row agree (a paused picture
  /// has settled), and differ from `other` when given; `nil` until then.
  private func steadyPicture(
    in box: (x: Int, y: Int, width: Int, height: Int), otherThan other: [UInt32]? = nil
  ) throws -> [UInt32]? {
    let pixels = { () throws -> [UInt32] in
      let image = try self.screenshot()
      let all = image.pixels
      return (box.y..<(box.y + box.height)).flatMap { y in
        all[(y * image.width + box.x)..<(y * image.width + box.x + box.width)]
      }
    }
    let once = try pixels()
    guard try pixels() == once, once != other else { return nil }
    return once
  }

  /// A 640 × 360 H.264 video at 30 frames a second, 20 s, each frame showing its own time
  /// (to the millisecond) large in the middle.
  private func countingVideo() throws -> String {
    let path = folder.appendingPathComponent("counting.mp4").path
    try desktop.run(
      "/usr/bin/gst-launch-1.0",
      [
        "-q", "videotestsrc", "num-buffers=600", "pattern=black", "!",
        "video/x-raw,format=I420,width=640,height=360,framerate=30/1", "!", "timeoverlay",
        "halignment=center", "valignment=center", "font-desc=DejaVu Sans 40", "!", "x264enc",
        "speed-preset=ultrafast", "key-int-max=60", "!", "h264parse", "!", "mp4mux", "!", "filesink",
        "location=\(path)",
      ])
    return path
  }
}

extension PlayerWindowTests {
  /// S saves the frame shown at the video's own size (640 × 360 in a 320 × 180 window) in the
  /// Pictures folder that the user's `user-dirs.dirs` names, and says where it went.
  @Test func sSavesTheFrameAtItsOwnSizeInPictures() async throws {
    let (config, pictures) = try privatePicturesFolder()
    try desktop.start(
      Self.playhead, ["play", try blueVideo(), "--size", "320x180", "--keep-controls"],
      setting: ["XDG_CONFIG_HOME": config.path])
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "s"])
    let said = try await element("the screenshot said") {
      $0.role == "alert" && $0.name.hasPrefix("Screenshot saved: \(pictures.path)/blue-20 0-")
    }
    let path = String(said.name.dropFirst("Screenshot saved: ".count))
    let image = try ImageSurface(contentsOfPNG: path)
    #expect(image.width == 640 && image.height == 360, "the video's own size")
    let (red, green, blue) = Self.channels(image.pixels[180 * 640 + 320])
    #expect(blue > 200 && red < 50 && green < 50, "the picture, without the controls")
  }

  /// A configuration folder whose `user-dirs.dirs` names a Pictures folder in the test's own
  /// folder (not made yet), for `XDG_CONFIG_HOME`.
  func privatePicturesFolder() throws -> (config: URL, pictures: URL) {
    let config = folder.appendingPathComponent("config")
    let pictures = folder.appendingPathComponent("photos")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try Data("XDG_PICTURES_DIR=\"\(pictures.path)\"\n".utf8).write(
      to: config.appendingPathComponent("user-dirs.dirs"))
    return (config, pictures)
  }

  private static func channels(_ argb: UInt32) -> (UInt32, UInt32, UInt32) {
    ((argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF)
  }
}

extension PlayerWindowTests {
  /// `?` shows every key over the video, at the desktop's text size, where a screen reader
  /// reads it; Escape hides it. A window too low for one column shows two, read one after the
  /// other, both inside it (1280×480); one too small for two keeps one, scrolling inside the
  /// window (640×360), never drawn smaller.
  @Test(arguments: [("1280x480", 2), ("640x360", 1)])
  func questionMarkShowsTheKeys(size: String, columnCount: Int) async throws {
    let player = try desktop.start(
      Self.playhead, ["play", try blueVideo(), "--size", size, "--keep-controls"])
    defer { player.terminate() }
    let height = try #require(Self.dimensions(size)).1
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "question"])
    _ = try await element("the keys") { $0.role == "label" && $0.name.hasPrefix("Keys") }
    let labels = try elements().filter { $0.role == "label" }
    let first = try #require(labels.firstIndex { $0.name.hasPrefix("Keys") })
    let columns = Array(labels[first...].prefix(columnCount))
    let help = columns.map(\.name).joined(separator: "\n")
    for line in [
      "Play or pause", "Shift+L", "Save a screenshot in Pictures", "Show or hide the keys' list", "Quit",
    ] {
      #expect(help.contains(line), "\(line) in \(help)")
    }
    if columnCount == 2 {
      // The application's keys end up in the second column.
      #expect(!columns[0].name.contains("Quit") && columns[1].name.contains("Quit"))
      for column in columns {
        let frame = try #require(column.frame)
        #expect(frame.y >= 0 && frame.y + frame.height <= height, "\(frame) within the window")
      }
    } else {
      // One column, taller than the window, its start shown inside it.
      let frame = try #require(columns[0].frame)
      #expect(frame.y >= 0 && frame.y < height && frame.height > height, "\(frame) scrolls in the window")
      #expect(!labels[first...].dropFirst().contains { $0.name.contains("Quit") }, "no second column")
    }
    try desktop.run("/usr/bin/xdotool", ["key", "Escape"])
    _ = try await until("the keys hidden") {
      try elements().contains { $0.name.hasPrefix("Keys") } ? nil : true
    }
  }
}

extension PlayerWindowTests {
  /// Page Down and Page Up go through a Matroska file's chapters and say which; the title of the
  /// chapter playing is drawn above the scrubber.
  @Test func pageKeysGoThroughChapters() async throws {
    let film = try await MediaFixtures.offMainActor { try MediaFixtures.chapteredMatroska() }
    try desktop.start(Self.playhead, ["play", film.path, "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "Next"])
    _ = try await element("chapter 2") { $0.role == "alert" && $0.name == "Chapter 2: The middle part" }
    try desktop.run("/usr/bin/xdotool", ["key", "Next"])
    _ = try await element("chapter 3") { $0.role == "alert" && $0.name == "Chapter 3: End credits" }
    try desktop.run("/usr/bin/xdotool", ["key", "Prior"])
    _ = try await element("back to chapter 2") {
      $0.role == "alert" && $0.name == "Chapter 2: The middle part"
    }
    let seconds = try await until("the elapsed time") { try elapsedSeconds() }
    #expect((4...8).contains(seconds), "in the middle part: \(seconds) s")
  }
}
