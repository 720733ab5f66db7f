import Foundation
import Testing

extension PlayerWindowTests {
  /// Speed and volume keys as a person presses them: each says what it did in the billboard at
  /// the top left (drawn over the video, and an alert a screen reader speaks), which fades; the
  /// speed plays the media faster (the elapsed time runs 1.5 s a second, measured over 6 s with a
  /// second's slack either end, so it cannot pass at 1×), and Backspace goes back to 1×. The
  /// controls are kept shown, so the elapsed time stays in the screen reader's view.
  @Test func speedAndVolumeKeysSayWhatTheyDidAndPlayFaster() async throws {
    try desktop.start(Self.playhead, ["play", try blueVideo(), "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    let video = try await element("the video") { $0.role == "image" && $0.name == "Video" }
    let origin = try #require(video.frame)
    let corner = (x: origin.x + 24, y: origin.y + 20)
    #expect(isBlue(try pixel(x: corner.x, y: corner.y)), "nothing at the top left yet")

    try desktop.run("/usr/bin/xdotool", ["key", "bracketright", "bracketright"])
    _ = try await element("the speed said") { $0.role == "alert" && $0.name == "Speed 1.5×" }
    #expect(!isBlue(try pixel(x: corner.x, y: corner.y)), "the billboard over the video")
    try await waitUntil("the billboard faded", blue: true, at: corner)

    // The elapsed time, and when it was read: halfway through reading the screen reader's view.
    let elapsed = { () throws -> (Date, Int)? in
      let before = Date()
      let seconds = try self.elements().lazy.filter { $0.role == "label" }.compactMap {
        Self.seconds($0.name)
      }
      .first
      return seconds.map { (before.addingTimeInterval(Date().timeIntervalSince(before) / 2), $0) }
    }
    let start = try await until("the elapsed time") { try elapsed() }
    try await Task.sleep(for: .seconds(6))
    let end = try #require(try elapsed())
    let rate = Double(end.1 - start.1) / end.0.timeIntervalSince(start.0)
    #expect(rate > 1.25 && rate < 1.75, "the media ran \(rate) s a second at 1.5×")

    try desktop.run("/usr/bin/xdotool", ["key", "BackSpace"])
    _ = try await element("back to normal speed") { $0.role == "alert" && $0.name == "Speed 1×" }
    try desktop.run("/usr/bin/xdotool", ["key", "Up"])
    _ = try await element("the volume said") { $0.role == "alert" && $0.name == "Volume 105 %" }
    try desktop.run("/usr/bin/xdotool", ["key", "m"])
    _ = try await element("muted") { $0.role == "alert" && $0.name == "Muted" }
  }
}
