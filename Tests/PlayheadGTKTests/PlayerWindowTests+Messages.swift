import Foundation
import Testing

extension PlayerWindowTests {
  /// Speed and volume keys as a person presses them: each says what it did in the billboard at
  /// the top left (drawn over the video, and an alert a screen reader speaks), which fades; the
  /// speed plays the media faster than the clock, and Backspace goes back to 1×. The controls
  /// are kept shown, so the elapsed time stays in the screen reader's view.
  @Test func speedAndVolumeKeysSayWhatTheyDidAndPlayFaster() async throws {
    try desktop.start(
      Self.playhead,
      ["play", try video(pattern: "blue", seconds: 40), "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    let video = try await element("the video") { $0.role == "image" && $0.name == "Video" }
    let origin = try #require(video.frame)
    let corner = (x: origin.x + 24, y: origin.y + 20)
    #expect(isBlue(try pixel(x: corner.x, y: corner.y)), "nothing at the top left yet")

    try desktop.run("/usr/bin/xdotool", ["key", "bracketright", "bracketright"])
    _ = try await element("the speed said") { $0.role == "alert" && $0.name == "Speed 1.5×" }
    #expect(!isBlue(try pixel(x: corner.x, y: corner.y)), "the billboard over the video")
    try await waitUntil("the billboard faded", blue: true, at: corner)

    // Faster than 1×: the elapsed time against the time between its readings, counted so that
    // it can only come out low (the first reading's whole second, its label at most a second
    // behind, the whole time both readings took). At 1× it stays under 1 however long it runs;
    // at 1.5× it passes 1.15 after a few seconds, later on a busy machine, hence the wait.
    let before = Date()
    let first = try await until("the elapsed time") { try elapsedSeconds() }
    var readings: [Double] = []
    _ = try await until(
      "the media running faster than the clock", seen: { " (read \(readings.suffix(6)))" }
    ) { () throws -> Double? in
      guard let now = try elapsedSeconds() else { return nil }
      let spent = Date().timeIntervalSince(before)
      let rate = Double(now - first - 2) / spent
      readings.append((rate * 100).rounded() / 100)
      return spent >= 4 && rate > 1.15 ? rate : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "BackSpace"])
    _ = try await element("back to normal speed") { $0.role == "alert" && $0.name == "Speed 1×" }
    try desktop.run("/usr/bin/xdotool", ["key", "Up"])
    _ = try await element("the volume said") { $0.role == "alert" && $0.name == "Volume 105 %" }
    try desktop.run("/usr/bin/xdotool", ["key", "m"])
    _ = try await element("muted") { $0.role == "alert" && $0.name == "Muted" }
  }
}

extension PlayerWindowTests {
  /// The speed button as a screen reader uses it: "Speed" says the start-up `--speed` (0.5×);
  /// pressing it opens the menu of speeds, each a button, 0.5× pressed; choosing 2× closes the menu,
  /// says "Speed 2×" in an alert and the button's description follows. The face drawn over the
  /// video changes with it (the pixels under the button).
  @Test func theSpeedMenuChangesTheSpeedAndSaysIt() async throws {
    try desktop.start(
      Self.playhead, ["play", try blueVideo(), "--size", "640x360", "--keep-controls", "--speed", "0.5"])
    let speed = try await element("the speed button at 0.5×") {
      $0.role == "push button" && $0.name == "Speed" && $0.description == "0.5×"
    }
    let box = try #require(speed.frame)
    let face = try screenshot()
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Speed"])
    let speeds = ["0.25×", "0.5×", "0.75×", "1×", "1.25×", "1.5×", "1.75×", "2×", "3×", "4×"]
    let choices = try await until("the menu's choices") {
      let found = try elements().filter { $0.role.hasSuffix("button") && speeds.contains($0.name) }
      return found.isEmpty ? nil : found
    }
    #expect(choices.map(\.name) == speeds)
    #expect(choices.filter { !$0.states.isDisjoint(with: ["pressed", "checked"]) }.map(\.name) == ["0.5×"])
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "2×"])
    _ = try await element("the speed said") { $0.role == "alert" && $0.name == "Speed 2×" }
    _ = try await element("the button's new value") { $0.name == "Speed" && $0.description == "2×" }
    // GTK 4.8 shows the menu's toggle buttons as push buttons: their names say they are gone.
    _ = try await until("the menu closed") {
      try elements().contains { speeds.contains($0.name) } ? nil : true
    }
    let (before, after) = (face.pixels, try screenshot().pixels)
    let differs = (box.y..<box.y + box.height).contains { y in
      (box.x..<box.x + box.width).contains { x in before[y * face.width + x] != after[y * face.width + x] }
    }
    #expect(differs, "the face over the video shows the new speed")
  }
}
