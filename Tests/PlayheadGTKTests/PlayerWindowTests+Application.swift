import Foundation
import PlayheadFixtures
import Testing

/// The window as a desktop application, on the test's private session bus: its keys, MPRIS
/// through `playerctl` and `gdbus`, the queue, media opened by pasting and choosing, the screen
/// kept awake while playing, and the remembered window size.
extension PlayerWindowTests {
  static let sessionManager = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Resources/session_manager.py").path

  /// `playerctl` on the player, its output trimmed.
  @discardableResult
  func playerctl(_ arguments: String...) throws -> String {
    try desktop.run("/usr/bin/playerctl", ["--player=playhead"] + arguments)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A program on the desktop whose output is collected as it comes (`Output.text`).
  func startCollecting(_ program: String, _ arguments: [String]) throws -> (Process, Output) {
    let process = Process()
    let pipe = Pipe()
    let output = Output()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = desktop.environment
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
    try process.run()
    return (process, output)
  }

  /// Text a program wrote so far.
  final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
  }

  /// The id of the shown window titled `title`, once there is one; a failure says the end of the
  /// player's output kept in `log`.
  func window(titled title: String, log: URL? = nil) async throws -> String {
    try await until("a window titled \(title)", seen: { playerSaid(in: log) }) {
      // Shown (viewable), not only titled: X refuses the focus to a window not yet mapped.
      let found = try? desktop.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "^\(title)$"])
      return found?.split(separator: "\n").first.map(String.init)
    }
  }

  /// Waits for MPRIS to title the playing item `title`; a failure says what it said last (or why
  /// `playerctl` could not say), and the end of the player's output kept in `log`.
  func untilTitled(_ title: String, _ what: String, log: URL? = nil) async throws {
    var last: Result<String, any Error> = .success("")
    let said = {
      "; MPRIS said \(last) with status \((try? playerctl("status")) ?? "none")" + playerSaid(in: log)
    }
    _ = try await until(what, seen: said) {
      last = Result { try playerctl("metadata", "xesam:title") }
      return (try? last.get()) == title ? () : nil
    }
  }

  /// The end of the player's output kept in `log`, for a failure to say: "; the player said: …";
  /// empty without any.
  func playerSaid(in log: URL?) -> String {
    let output = log.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
    return tail.isEmpty ? "" : "; the player said:\n\(tail)"
  }

  func key(_ key: String, in window: String) throws {
    // No window manager: the window is given the focus, then the key goes to it.
    try desktop.run("/usr/bin/xdotool", ["windowfocus", "--sync", window])
    try desktop.run("/usr/bin/xdotool", ["key", key])
  }

  @Test func playerctlControlsTheQueueAndReadsItsStateBack() async throws {
    // Three minutes each: MPRIS is read while they play, however slow a busy machine makes the
    // window's start and playerctl (a minute was seen to end before the first was named).
    let (red, blue) = (try video(pattern: "red", seconds: 180), try video(pattern: "blue", seconds: 180))
    let (monitor, signals) = try startCollecting(
      "/usr/bin/gdbus", ["monitor", "--session", "--dest", "org.mpris.MediaPlayer2.playhead"])
    defer { monitor.terminate() }
    let log = folder.appendingPathComponent("player.log")
    let player = try desktop.start(
      Self.playhead, ["play", red, blue, "--size", "640x360", "--verbose"], loggingTo: log)
    defer { player.terminate() }
    _ = try await until("MPRIS to say Playing") { (try? playerctl("status")) == "Playing" ? () : nil }
    // The metadata may come in a later change than the status, on a busy machine.
    try await untilTitled("red-180.mp4", "MPRIS to name the first item", log: log)
    #expect(try playerctl("metadata", "mpris:length") == "180000000")
    #expect(try playerctl("metadata", "mpris:trackid") == "'/org/playhead/Track/0'")

    try playerctl("next")
    try await untilTitled("blue-180.mp4", "the next item")
    _ = try await until("it to play") { (try? playerctl("status")) == "Playing" ? () : nil }
    let blueWindow = try await window(titled: "blue-180.mp4")

    try playerctl("volume", "0.5")
    _ = try await until("the volume") { (try? playerctl("volume")) == "0.500000" ? () : nil }
    try playerctl("pause")
    _ = try await until("Paused") { (try? playerctl("status")) == "Paused" ? () : nil }
    _ = try await until("PropertiesChanged with the status") {
      signals.text.contains("'PlaybackStatus': <'Paused'>") ? () : nil
    }
    // Paused, the position a seek lands on stays, however late a busy machine reads it.
    try playerctl("position", "12")
    _ = try await until("the Seeked signal") { signals.text.contains(".Seeked") ? () : nil }
    let position = try #require(Double(try playerctl("position")))
    #expect(position >= 11.9 && position < 12.5, "\(position)")

    // P and N, the window's keys, go through the same queue.
    try key("p", in: blueWindow)
    try await untilTitled("red-180.mp4", "P to go back")
    // OpenUri replaces the queue.
    try desktop.run(
      "/usr/bin/gdbus",
      [
        "call", "--session", "--dest", "org.mpris.MediaPlayer2.playhead", "--object-path",
        "/org/mpris/MediaPlayer2", "--method", "org.mpris.MediaPlayer2.Player.OpenUri",
        URL(fileURLWithPath: blue).absoluteString,
      ])
    try await untilTitled("blue-180.mp4", "OpenUri's media")
    #expect(try playerctl("metadata", "mpris:trackid") == "'/org/playhead/Track/0'")
    try playerctl("stop")
    _ = try await until("Stopped") { (try? playerctl("status")) == "Stopped" ? () : nil }
    // Quit, over the bus, is a normal close.
    try desktop.run(
      "/usr/bin/gdbus",
      [
        "call", "--session", "--dest", "org.mpris.MediaPlayer2.playhead", "--object-path",
        "/org/mpris/MediaPlayer2", "--method", "org.mpris.MediaPlayer2.Quit",
      ])
    _ = try await until("the player to exit") { player.isRunning ? nil : true }
    #expect(player.terminationStatus == 0)
  }

  @Test(arguments: ["q", "ctrl+q", "ctrl+w"])
  func keysQuitWithStatusZero(key pressed: String) async throws {
    let video = try blueVideo()
    let player = try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    defer { player.terminate() }
    let window = try await window(titled: "blue-20.mp4")
    _ = try await until("playing") { (try? playerctl("status")) == "Playing" ? () : nil }
    try key(pressed, in: window)
    _ = try await until("the player to exit") { player.isRunning ? nil : true }
    #expect(player.terminationStatus == 0)
  }

  /// A window still opening its media, from a server that takes the request and never answers,
  /// goes at once on Q: the quit does not wait for the media to open.
  @Test func qQuitsAWindowStillOpening() async throws {
    let clip = try MediaFixtures.mp4(seconds: 10, keyframeSpacing: 1, faststart: true)
    let server = try FaultServer(folder: MediaFixtures.folder)
    let url = server.url("silent", clip)
    let player = try desktop.start(Self.playhead, ["play", url.absoluteString, "--size", "640x360"])
    defer { player.terminate() }
    let window = try await window(titled: clip.lastPathComponent)
    _ = try await until("the request") { server.requests.contains { $0.hasPrefix("GET silent") } ? () : nil }
    try key("q", in: window)
    _ = try await until("the player to exit") { player.isRunning ? nil : true }
    #expect(player.terminationStatus == 0)
  }

  @Test func theScreenStaysAwakeWhilePlayingOnly() async throws {
    let (manager, calls) = try startCollecting("/usr/bin/python3", [Self.sessionManager])
    defer { manager.terminate() }
    _ = try await until("the session manager") { calls.text.contains("ready") ? () : nil }
    let video = try blueVideo()
    let player = try desktop.start(Self.playhead, ["play", video, "--size", "640x360"])
    defer { player.terminate() }
    let window = try await window(titled: "blue-20.mp4")
    // 8 is GTK_APPLICATION_INHIBIT_IDLE.
    _ = try await until("an idle inhibition") {
      calls.text.contains("inhibit 8 Playing blue-20.mp4") ? () : nil
    }
    try key("k", in: window)
    _ = try await until("it to end when paused") { calls.text.contains("uninhibit 1") ? () : nil }
    try key("k", in: window)
    _ = try await until("a second one when playing again") {
      calls.text.components(separatedBy: "inhibit 8").count == 3 ? () : nil
    }
    try key("End", in: window)
    _ = try await until("it to end at the end") { calls.text.contains("uninhibit 2") ? () : nil }
  }

  @Test func pastedAndChosenMediaPlay() async throws {
    let (red, blue) = (try video(pattern: "red"), try blueVideo())
    let player = try desktop.start(Self.playhead, ["play", red, "--size", "640x360"])
    defer { player.terminate() }
    let window = try await window(titled: "red-20.mp4")
    // The clipboard holds an address, as a browser copies it.
    let (clipboard, _) = try startCollecting(
      "/bin/sh",
      [
        "-c",
        "printf '%s' '\(URL(fileURLWithPath: blue).absoluteString)' | /usr/bin/xclip -selection clipboard -loops 1",
      ])
    defer { clipboard.terminate() }
    try await Task.sleep(for: .milliseconds(300))
    try key("ctrl+v", in: window)
    let blueWindow = try await self.window(titled: "blue-20.mp4")

    // Ctrl+O: GTK's file chooser, where typing a path opens its location entry.
    try key("ctrl+o", in: blueWindow)
    let chooser = try await self.window(titled: "Open Media")
    try desktop.run("/usr/bin/xdotool", ["windowfocus", "--sync", chooser])
    try await Task.sleep(for: .milliseconds(500))
    try desktop.run("/usr/bin/xdotool", ["type", "--delay", "20", red])
    try await Task.sleep(for: .milliseconds(300))
    try desktop.run("/usr/bin/xdotool", ["key", "Return"])
    _ = try await self.window(titled: "red-20.mp4")
    _ = try await until("it to play") { (try? playerctl("status")) == "Playing" ? () : nil }
  }

  @Test func theWindowOpensAtTheSizeItWasClosedAt() async throws {
    let video = try blueVideo()
    let log = folder.appendingPathComponent("reopened.log")
    let first = try desktop.start(Self.playhead, ["play", video, "--verbose"], loggingTo: log)
    let window = try await window(titled: "blue-20.mp4", log: log)
    try desktop.run("/usr/bin/xdotool", ["windowsize", "--sync", window, "500", "300"])
    try await Task.sleep(for: .milliseconds(300))
    try key("q", in: window)
    _ = try await until("the player to exit") { first.isRunning ? nil : true }
    let second = try desktop.start(Self.playhead, ["play", video, "--verbose"], loggingTo: log)
    defer { second.terminate() }
    let reopened = try await self.window(titled: "blue-20.mp4", log: log)
    let geometry = try desktop.run("/usr/bin/xdotool", ["getwindowgeometry", reopened])
    #expect(geometry.contains("Geometry: 500x300"), "\(geometry)")
  }
}
