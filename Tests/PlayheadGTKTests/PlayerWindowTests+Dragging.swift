import Foundation
import Testing

/// Drag and drop with a real pointer on the X server (XDND): files dragged from another program
/// onto the window make the queue, and a row of the queue's list dragged onto another moves it.
extension PlayerWindowTests {
  static let dragSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Resources/drag_source.py").path

  /// Presses the first button at `from`, moves the pointer in steps to `to` (a drag starts past
  /// GTK's threshold, and the target must see the pointer arrive) and lets go.
  func drag(from: (x: Int, y: Int), to: (x: Int, y: Int)) async throws {
    try desktop.run("/usr/bin/xdotool", ["mousemove", "\(from.x)", "\(from.y)", "mousedown", "1"])
    for step in 1...10 {
      let x = from.x + (to.x - from.x) * step / 10
      let y = from.y + (to.y - from.y) * step / 10
      try await Task.sleep(for: .milliseconds(60))
      try desktop.run("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y)"])
    }
    try await Task.sleep(for: .milliseconds(300))
    try desktop.run("/usr/bin/xdotool", ["mouseup", "1"])
  }

  /// The player's window, moved to the right of the drag source's (no window manager places it).
  func playerWindow(titled title: String) async throws -> String {
    let window = try await window(titled: title)
    try desktop.run("/usr/bin/xdotool", ["windowmove", "--sync", window, "220", "0"])
    return window
  }

  /// Drags `files` from another program onto a window playing the red video, once it plays;
  /// returns the two programs, to be terminated.
  func drop(_ files: [String]) async throws -> (source: Process, player: Process) {
    let red = try video(pattern: "red")
    let (source, said) = try startCollecting("/usr/bin/python3", [Self.dragSource, "files"] + files)
    _ = try await until("the drag source") { said.text.contains("ready") ? () : nil }
    let player = try desktop.start(Self.playhead, ["play", red, "--size", "560x315"])
    _ = try await playerWindow(titled: "red-20.mp4")
    _ = try await until("it to play") { (try? playerctl("status")) == "Playing" ? () : nil }
    try await drag(from: (100, 60), to: (450, 120))
    return (source, player)
  }

  @Test func filesDroppedOnTheWindowMakeTheQueue() async throws {
    let (source, player) = try await drop([try blueVideo(), try video(pattern: "green")])
    defer {
      source.terminate()
      player.terminate()
    }
    try await untilTitled("blue-20.mp4", "the first dropped file")
    _ = try await element("a queue of the two") { $0.name == "Queue" && $0.description == "1 of 2" }
    try playerctl("next")
    try await untilTitled("green-20.mp4", "the second")
  }

  /// A subtitle file dropped on a window playing media is added to it and shown, not played.
  @Test func aSubtitleFileDroppedIsAddedToTheMediaPlaying() async throws {
    let dropped = folder.appendingPathComponent("dropped.srt")
    try Data("1\n00:00:00,000 --> 00:01:00,000\nDropped in\n".utf8).write(to: dropped)
    let (source, player) = try await drop([dropped.path])
    defer {
      source.terminate()
      player.terminate()
    }
    _ = try await element("the file among the subtitles, shown") {
      $0.name == "Sound and subtitles" && $0.description.hasSuffix("Subtitles: dropped.srt")
    }
    #expect(try playerctl("metadata", "xesam:title") == "red-20.mp4")
  }

  @Test func aRowDraggedOntoAnotherMovesThere() async throws {
    let (red, blue, green) = (try video(pattern: "red"), try blueVideo(), try video(pattern: "green"))
    let player = try desktop.start(
      Self.playhead, ["play", red, blue, green, "--size", "560x315", "--keep-controls"])
    defer { player.terminate() }
    let window = try await playerWindow(titled: "red-20.mp4")
    let list = try await element("the list button") { $0.name == "Queue" && $0.frame != nil }
    let listFrame = try #require(list.frame)
    let windows = Set(
      try desktop.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", ""]).split(separator: "\n"))
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Queue"])
    let rows = try await until("the list's rows") { () -> [AccessibleElement]? in
      let rows = (try? elements())?.filter { $0.role == "push button" && $0.name.contains(" of 3") }
      return rows?.count == 3 ? rows : nil
    }
    // The popover is a window of its own; GTK 4.8 tells its rows' places as if it stood at its
    // button's corner, so a row on the screen is the popover's corner plus its offset from there.
    let popover = try await until("the popover's window") { () -> (x: Int, y: Int)? in
      let now = try desktop.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", ""]).split(
        separator: "\n")
      for id in now where !windows.contains(id) && String(id) != window {
        let geometry = try desktop.run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", String(id)])
        let values = Dictionary(
          uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
            let parts = line.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
          })
        if let width = values["WIDTH"], width > 100, let x = values["X"], let y = values["Y"] {
          return (x, y)
        }
      }
      return nil
    }
    let onScreen = { (row: AccessibleElement) -> (x: Int, y: Int) in
      let centre = row.center!
      return (popover.x + centre.x - listFrame.x, popover.y + centre.y - listFrame.y)
    }
    // Green, the last, onto red, the first: it becomes the first, and red goes on playing second.
    try await drag(from: onScreen(rows[2]), to: onScreen(rows[0]))
    _ = try await until("green moved to the top", seen: { "; saw \(self.queueRows() ?? [])" }) {
      queueRows() == ["1 of 3: green-20.mp4", "2 of 3: red-20.mp4, playing", "3 of 3: blue-20.mp4"]
        ? () : nil
    }
    #expect(try playerctl("metadata", "xesam:title") == "red-20.mp4")
    // A row dragged out onto the video is not new media: the queue stays as it is.
    let moved = try await element("blue's row") { $0.role == "push button" && $0.name.hasPrefix("3 of 3") }
    try await drag(from: onScreen(moved), to: (330, 60))
    try await Task.sleep(for: .milliseconds(500))
    #expect(try playerctl("metadata", "xesam:title") == "red-20.mp4")
    _ = try await element("the queue as it was") { $0.name == "Queue" && $0.description == "2 of 3" }
    #expect(queueRows() == ["1 of 3: green-20.mp4", "2 of 3: red-20.mp4, playing", "3 of 3: blue-20.mp4"])
  }
}
