import Foundation
import Testing

/// The queue in the bar, as a screen reader and a pointer use it: previous and next, the list's
/// rows, moving and removing items, and the bar without a queue.
extension PlayerWindowTests {
  /// The names of the queue's rows, as a screen reader reads them, in order; `nil` when the
  /// tree changed while it was read (the rows are built again at each change).
  func queueRows() -> [String]? {
    try? elements().filter { $0.role == "push button" && $0.name.contains(" of ") }.map(\.name)
  }

  @Test func theQueueButtonsAndListMoveThroughTheQueue() async throws {
    let (red, blue, green) = (try video(pattern: "red"), try blueVideo(), try video(pattern: "green"))
    let player = try desktop.start(
      Self.playhead, ["play", red, blue, green, "--size", "640x360", "--keep-controls"])
    defer { player.terminate() }
    let list = try await element("the queue's list button") {
      $0.role == "push button" && $0.name == "Queue" && $0.description == "1 of 3"
    }
    let buttons = try await until("previous and next") {
      (try? elements())?.filter { ["Previous", "Next"].contains($0.name) }
    }
    #expect(buttons.map(\.name) == ["Previous", "Next"])
    // The bar's buttons sit in its row: previous left of the back button, next right of forward.
    let (previous, next) = (try #require(buttons.first?.center), try #require(buttons.last?.center))
    #expect(previous.x < 320 && next.x > 320 && abs(previous.y - next.y) <= 1)
    #expect(try #require(list.center).x > next.x)

    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Next"])
    try await untilTitled("blue-20.mp4", "the next item")
    _ = try await element("the list button's new place") { $0.name == "Queue" && $0.description == "2 of 3" }

    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Queue"])
    let rows = try await until("the list's rows") { () -> [String]? in
      let rows = queueRows()
      return rows?.count == 3 ? rows : nil
    }
    #expect(rows == ["1 of 3: red-20.mp4", "2 of 3: blue-20.mp4, playing", "3 of 3: green-20.mp4"])
    // Moving an item keeps the one playing: blue goes on, now third.
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Move up: green-20.mp4"])
    _ = try await until("green moved up") {
      queueRows() == ["1 of 3: red-20.mp4", "2 of 3: green-20.mp4", "3 of 3: blue-20.mp4, playing"]
        ? () : nil
    }
    _ = try await until("MPRIS's track id") {
      (try? playerctl("metadata", "mpris:trackid")) == "'/org/playhead/Track/2'" ? () : nil
    }
    #expect(try playerctl("metadata", "xesam:title") == "blue-20.mp4")
    // Removing another item leaves what plays; removing the playing one plays the one before
    // it at the queue's end.
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Remove: red-20.mp4"])
    _ = try await until("red removed") {
      queueRows() == ["1 of 2: green-20.mp4", "2 of 2: blue-20.mp4, playing"] ? () : nil
    }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Remove: blue-20.mp4"])
    try await untilTitled("green-20.mp4", "green to play")
    // One item left: no queue in the bar.
    _ = try await until("the queue's buttons gone") { () -> Bool? in
      guard let all = try? elements() else { return nil }
      return all.contains { ["Queue", "Previous", "Next"].contains($0.name) } ? nil : true
    }
  }

  @Test func aRowPressedPlaysItsItem() async throws {
    let (red, blue, green) = (try video(pattern: "red"), try blueVideo(), try video(pattern: "green"))
    let player = try desktop.start(
      Self.playhead, ["play", red, blue, green, "--size", "640x360", "--keep-controls"])
    defer { player.terminate() }
    _ = try await element("the queue's list button") { $0.name == "Queue" }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Queue"])
    _ = try await until("the list's rows") { queueRows()?.count == 3 ? () : nil }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "3 of 3: green-20.mp4"])
    try await untilTitled("green-20.mp4", "green to play")
    _ = try await until("the list closed") { queueRows()?.isEmpty == true ? () : nil }
    _ = try await element("next disabled at the end") { $0.name == "Queue" && $0.description == "3 of 3" }
  }

  /// Paused, with the list open, moving the playing item to the top: the previous button's face
  /// dims at once (nothing is before it), as its button is no longer pressable.
  @Test func movingThePlayingItemWhilePausedRedrawsPreviousAndNext() async throws {
    let (red, blue, green) = (try video(pattern: "red"), try blueVideo(), try video(pattern: "green"))
    let player = try desktop.start(
      Self.playhead, ["play", red, blue, green, "--size", "640x360", "--keep-controls"])
    defer { player.terminate() }
    _ = try await element("the queue's list button") { $0.name == "Queue" }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Next"])
    try await untilTitled("blue-20.mp4", "the next item")
    _ = try await button("Pause")
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Pause"])
    _ = try await button("Play")
    let previous = try #require(try await button("Previous").frame)
    // The glyph is white over blue: green shows how much of it is drawn.
    let glyph = { () throws -> Double in
      let screen = try self.screenshot()
      var brightest = 0.0
      for y in previous.y..<(previous.y + previous.height) {
        for x in previous.x..<(previous.x + previous.width) {
          brightest = max(brightest, Double((screen.pixels[y * screen.width + x] >> 8) & 0xFF) / 255)
        }
      }
      return brightest
    }
    let enabled = try glyph()
    #expect(enabled > 0.8, "a white glyph while there is an item before")
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Queue"])
    _ = try await until("the list's rows") { queueRows()?.count == 3 ? () : nil }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Move up: blue-20.mp4"])
    _ = try await until("blue moved to the top") {
      queueRows() == ["1 of 3: blue-20.mp4, playing", "2 of 3: red-20.mp4", "3 of 3: green-20.mp4"] ? () : nil
    }
    _ = try await until("the previous button's face dimmed while the list is open") {
      try glyph() < enabled - 0.3 ? () : nil
    }
    #expect(queueRows()?.count == 3, "the list still open")
  }
}
