import Foundation
import Testing

/// `playhead play` on Wayland: a headless Weston, no X display at all. The video goes through the
/// player's own subsurface (`WaylandFramePresenter`), the controls blended into it.
extension PlayerWindowTests {
  /// A headless Weston on the desktop's bus, with a runtime folder of its own; returns the
  /// variables that reach it.
  func startWeston() async throws -> [String: String] {
    let runtime = folder.appendingPathComponent("runtime")
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let socket = "playhead-test"
    try desktop.start(
      "/usr/bin/weston",
      [
        "--backend=headless-backend.so", "--socket=\(socket)", "--width=800", "--height=600", "--idle-time=0",
        "--no-config",
      ], setting: ["XDG_RUNTIME_DIR": runtime.path])
    _ = try await until("Weston's socket") {
      FileManager.default.fileExists(atPath: runtime.appendingPathComponent(socket).path) ? true : nil
    }
    return ["XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socket, "DISPLAY": ""]
  }

  /// Played to its end on Wayland, every decoded frame is drawn and none dropped, and the window
  /// closes cleanly: with the controls kept shown (each picture composed), and with them hiding
  /// after 3 s (from then on the frames themselves go to the compositor). At 10 frames a second,
  /// so a machine busy with other tests still has time for each: how fast frames are drawn is
  /// `make bench`'s to measure.
  @Test(arguments: [true, false]) func everyFrameIsDrawnOnWayland(keepingControls: Bool) async throws {
    let wayland = try await startWeston()
    let video = try video(pattern: "blue", seconds: keepingControls ? 3 : 6, framesPerSecond: 10)
    let output = folder.appendingPathComponent("stats.txt").path
    let controls = keepingControls ? "--keep-controls" : ""
    let player = try desktop.start(
      "/bin/sh",
      [
        "-c", "\"$0\" play \"$1\" --size 640x360 \(controls) --stats --for 8 > \"$2\"",
        Self.playhead, video, output,
      ],
      setting: wayland)
    _ = try await until("the player's end") { player.isRunning ? nil : true }
    #expect(player.terminationStatus == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    let (decoded, drawn, dropped) = (numbers[numbers.count - 3], numbers[numbers.count - 2], numbers.last!)
    #expect(decoded == (keepingControls ? 30 : 60), "\(text)")
    #expect(drawn == decoded, "\(text)")
    #expect(dropped == 0, "\(text)")
  }
}
