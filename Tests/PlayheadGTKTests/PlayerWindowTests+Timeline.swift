import Foundation
import PlayheadCairo
import PlayheadCore
import Testing

extension PlayerWindowTests {
  /// The position slider as a keyboard, a wheel and a screen reader drive it, paused on a 20 s
  /// video: a value set over AT-SPI seeks there and reads back, in numbers and in words; with
  /// the focus on it, the arrows skip 5 s (1 s with Shift), Page Up and Down 10 %, Home and End
  /// go to the ends; the wheel over it skips 5 s a notch. Elsewhere → is the player's skip.
  @Test func thePositionSliderTakesKeysTheWheelAndAScreenReader() async throws {
    let video = try blueVideo()
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "k"])
    _ = try await button("Play")

    try desktop.run("/usr/bin/python3", [Self.atspiClient, "set-value", "Position", "12"])
    try await expectElapsed(12, "after a screen reader set the value")
    let slider = try await element("the slider spoken at 12 s") {
      $0.role == "slider" && $0.name == "Position" && $0.description.hasPrefix("12 seconds of 20 seconds")
    }
    let read = try desktop.run("/usr/bin/python3", [Self.atspiClient, "value", "Position"]).split(
      whereSeparator: \.isWhitespace)
    #expect(read.compactMap { Double($0) } == [12, 20], "current and largest value: \(read)")

    try await tab(to: "Position")
    for (key, seconds) in [
      ("Right", 17), ("shift+Left", 16), ("Page_Down", 14), ("Page_Up", 16), ("End", 20), ("Home", 0),
    ] {
      try desktop.run("/usr/bin/xdotool", ["key", key])
      try await expectElapsed(seconds, "after \(key) on the slider")
    }
    let center = try #require(slider.center)
    try desktop.run(
      "/usr/bin/xdotool", ["mousemove", "\(center.x)", "\(center.y)", "click", "4", "click", "4"])
    try await expectElapsed(10, "after two wheel notches up over the slider")

    // Off the slider, → is the skip button's tap (10 s), not the slider's 5 s.
    try await tab(to: "Play")
    try desktop.run("/usr/bin/xdotool", ["key", "Right"])
    try await expectElapsed(20, "after → with the focus on the play button")
  }

  /// Taps close together each seek at once and land on their sum, however far the first seek
  /// has got: two forward and one back from the start end at 10 s.
  @Test func skipTapsCloseTogetherLandOnTheirSum() async throws {
    let video = try blueVideo()
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "k", "Home"])
    try await expectElapsed(0, "at the start")
    try desktop.run("/usr/bin/xdotool", ["key", "l", "l", "j"])
    try await expectElapsed(10, "after +10, +10, −10")
  }

  /// Faded controls stay where a screen reader finds them, and the focus reaching one shows
  /// them all.
  @Test func fadedControlsStayForScreenReadersAndShowWhenFocused() async throws {
    let video = try blueVideo()
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    let pause = try await button("Pause")
    let center = try #require(pause.center)
    try await waitUntil("the controls faded", blue: true, at: center)
    let names = try elements().map(\.name)
    #expect(names.contains("Pause") && names.contains("Position"), "still in the tree: \(names)")
    try desktop.run("/usr/bin/xdotool", ["key", "Tab"])
    try await waitUntil("the controls shown by the focus", blue: false, at: center)
  }

  /// A press on a control the moment the pointer comes onto the faded bar is that control's:
  /// the speed button's menu opens and the video plays on (such a press once paused it, as GTK
  /// gave it to the video the pointer had last moved over).
  @Test func aPressOnAControlFadingInGoesToIt() async throws {
    let video = try blueVideo()
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    let pause = try await button("Pause")
    let speed = try #require(try await button("Speed").center)
    try await waitUntil("the controls faded", blue: true, at: try #require(pause.center))
    try desktop.run("/usr/bin/xdotool", ["mousemove", "\(speed.x)", "\(speed.y)", "click", "1"])
    _ = try await button("2×")
    #expect(try elements().contains { $0.name == "Pause" }, "still playing")
  }

  /// A press on the position slider the moment the pointer comes onto the faded bar seeks there.
  @Test func aPressOnTheFadedSliderSeeksThere() async throws {
    let video = try blueVideo()
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    let pause = try await button("Pause")
    let slider = try #require(try await element("the slider") { $0.name == "Position" }.frame)
    try await waitUntil("the controls faded", blue: true, at: try #require(pause.center))
    let (x, y) = (slider.x + slider.width * 3 / 4, slider.y + slider.height / 2)
    try desktop.run("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y)", "click", "1"])
    _ = try await until("three quarters of the way") { (try elapsedSeconds() ?? 0) >= 14 ? true : nil }
    #expect(try elements().contains { $0.name == "Pause" }, "still playing")
  }

  /// The pointer over the position slider shows, above it, the thumbnail of the time under it
  /// (the video is plain blue: so is its thumbnail, in the preview's dark box), and nothing once
  /// it leaves. The thumbnails' pipeline opens no sound output: on a machine without a sound
  /// card, ALSA and OpenAL would print their complaints.
  @Test func thePointerOverTheSliderShowsAThumbnailOfThatTime() async throws {
    let video = try blueVideo()
    let log = folder.appendingPathComponent("thumbnails.log")
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"], loggingTo: log)
    _ = try await button("Pause")
    let frame = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    let layout = OverlayLayout(size: Size(width: Double(frame.width), height: Double(frame.height)))
    let seconds = 15.0
    let (scene, origin) = TimelinePreview(seconds: seconds, duration: 20, hasThumbnail: true).piece(
      in: layout, measurer: try PangoTextMeasurer())
    let x = layout.track.minX + layout.track.width * seconds / 20
    try desktop.run(
      "/usr/bin/xdotool", ["mousemove", "\(frame.x + Int(x))", "\(frame.y + Int(layout.scrubber.center.y))"])
    let thumbnail = (
      x: frame.x + Int(origin.x + scene.size.width / 2),
      y: frame.y + Int(origin.y + 3 * layout.unit + TimelinePreview.thumbnailHeight * layout.unit / 2)
    )
    let box = (x: frame.x + Int(origin.x) + 2, y: thumbnail.y)
    _ = try await until("a blue thumbnail in the dark box") {
      let screen = try screenshot()
      let pixel = { (point: (x: Int, y: Int)) in screen.pixels[point.y * screen.width + point.x] }
      let edge = Self.color(pixel(box))
      let isDark = max(edge.red, edge.green, edge.blue) < 0.15
      return isDark && isBlue(Self.color(pixel(thumbnail))) ? true : nil
    }
    try desktop.run("/usr/bin/xdotool", ["mousemove", "\(frame.x + frame.width / 2)", "\(frame.y + 40)"])
    // The video again, under the bar's shade.
    _ = try await until("the preview gone once the pointer left") {
      let edge = try pixel(x: box.x, y: box.y)
      return edge.blue > 0.3 && edge.red < 0.15 && edge.green < 0.15 ? true : nil
    }
    let said = try String(contentsOf: log, encoding: .utf8)
    #expect(!said.contains("ALSA lib") && !said.contains("AL lib"), "\(said)")
  }

  /// An ARGB word as red, green and blue from 0 to 1.
  static func color(_ argb: UInt32) -> (red: Double, green: Double, blue: Double) {
    (Double((argb >> 16) & 0xFF) / 255, Double((argb >> 8) & 0xFF) / 255, Double(argb & 0xFF) / 255)
  }

  /// Over playing video the pointer hides with the controls, and a move shows both again.
  @Test func thePointerHidesWithTheControlsOverPlayingVideo() async throws {
    let video = try blueVideo()
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    let pause = try await button("Pause")
    let center = try #require(pause.center)
    let picture = try await element("the video") { $0.role == "image" && $0.name == "Video" }
    let frame = try #require(picture.frame)
    try desktop.run("/usr/bin/xdotool", ["mousemove", "\(frame.x + frame.width / 2)", "\(frame.y + 60)"])
    #expect(try pointer() == "shown", "the controls show after the move")
    try await waitUntil("the controls hidden", blue: true, at: center)
    _ = try await until("the pointer hidden with them") { try pointer() == "hidden" ? true : nil }
    try desktop.run(
      "/usr/bin/xdotool", ["mousemove", "\(frame.x + frame.width / 2 + 30)", "\(frame.y + 70)"])
    _ = try await until("the pointer back on a move") { try pointer() == "shown" ? true : nil }
  }

  /// A double click on the video goes full screen (under a window manager, which X full screen
  /// needs) and back; there too the pointer hides with the controls over playing video and comes
  /// back on a move; a single click with the controls shown pauses.
  @Test func aDoubleClickGoesFullScreenWhereThePointerHidesToo() async throws {
    let video = try blueVideo()
    try desktop.start("/usr/bin/openbox", ["--sm-disable"])
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    let window = try await window(titled: "blue-20.mp4")
    _ = try await button("Pause")
    let geometry = { try self.desktop.run("/usr/bin/xdotool", ["getwindowgeometry", window]) }
    // In the window's own coordinates: the window manager decides where it stands.
    let doubleClick = { (x: Int, y: Int) in
      _ = try self.desktop.run(
        "/usr/bin/xdotool",
        ["mousemove", "--window", window, "\(x)", "\(y)", "click", "--repeat", "2", "--delay", "60", "1"])
    }
    let picture = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    try doubleClick(picture.x + 320, picture.y + 80)
    _ = try await until("full screen", seen: { "; \((try? geometry()) ?? "")" }) {
      try geometry().contains("Geometry: 800x600") ? true : nil
    }
    #expect(try elements().contains { $0.name == "Pause" }, "the double click neither paused nor played")
    try desktop.run("/usr/bin/xdotool", ["mousemove", "400", "200"])
    #expect(try pointer() == "shown", "the pointer shows after a move")
    _ = try await until("the pointer hidden with the controls") { try pointer() == "hidden" ? true : nil }
    try desktop.run("/usr/bin/xdotool", ["mousemove", "430", "230"])
    _ = try await until("the pointer back on a move") { try pointer() == "shown" ? true : nil }
    // The controls show now: a single click on the video pauses.
    try desktop.run("/usr/bin/xdotool", ["click", "1"])
    _ = try await button("Play")
    try doubleClick(430, 230)
    _ = try await until("the window again", seen: { "; \((try? geometry()) ?? "")" }) {
      try geometry().contains("Geometry: 640x360") ? true : nil
    }
  }

  /// "shown" or "hidden": whether the X server shows a pointer (`Resources/cursor_shown.py`).
  private func pointer() throws -> String {
    try desktop.run("/usr/bin/python3", [Self.cursorScript]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Moves the focus with Tab, as a keyboard's user does, until the element named `name` has it;
  /// each Tab waits for the focus to move, so none is pressed ahead of what is seen.
  private func tab(to name: String) async throws {
    let focused = { try self.elements().first { $0.states.contains("focused") }?.name ?? "" }
    var current = try focused()
    for _ in 0..<20 {
      if current == name { return }
      try desktop.run("/usr/bin/xdotool", ["key", "Tab"])
      let before = current
      current = try await until("the focus to move on from \(before)") {
        let now = try focused()
        return now != before ? now : nil
      }
    }
    throw Desktop.Failure(description: "Tab never reached \(name)")
  }

  /// Waits until the elapsed time the controls show is `seconds`.
  private func expectElapsed(_ seconds: Int, _ when: String) async throws {
    let seen = { "; saw \(((try? self.elapsedSeconds()) ?? nil).map(String.init) ?? "no time")" }
    _ = try await until("the elapsed time \(seconds) s \(when)", seen: seen) {
      try elapsedSeconds() == seconds ? true : nil
    }
  }
}
