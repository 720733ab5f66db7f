import Foundation
import PlayheadFixtures

/// `playhead play --headless` running in the background, its words (stdout and stderr) kept in a
/// file as it says them, for a test to act as they come: release a server, break a stream.
final class HeadlessRun {
  private let process = Process()
  private let log = FileManager.default.temporaryDirectory.appendingPathComponent(
    "headless-\(UUID().uuidString).log")

  /// Starts `playhead play --headless address`, with `options` after.
  init(_ address: URL, _ options: [String] = []) throws {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let output = try FileHandle(forWritingTo: log)
    process.executableURL = URL(fileURLWithPath: PlayheadProgram.path)
    process.arguments =
      ["play", "--headless", address.isFileURL ? address.path : address.absoluteString] + options
    (process.standardOutput, process.standardError) = (output, output)
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: log)
  }

  /// What it said so far.
  var said: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
  /// Its lines so far.
  var lines: [Substring] { said.split(separator: "\n") }
  /// Whether it still runs.
  var isRunning: Bool { process.isRunning }
  /// Its exit status, once it ended.
  var status: Int32 { process.terminationStatus }

  /// Waits until a line it said begins with `start`, looking every 10 ms, for at most
  /// `seconds` (a hang guard); the error says what it said instead.
  func waitFor(_ start: String, seconds: Double = 60) throws {
    try waitUntil("a line beginning \"\(start)\"", seconds: seconds) {
      lines.contains { $0.hasPrefix(start) }
    }
  }

  /// Waits until it ended (a hang guard of `seconds`).
  func waitForTheEnd(seconds: Double = 90) throws {
    try waitUntil("the end", seconds: seconds) { !process.isRunning }
  }

  private func waitUntil(_ what: String, seconds: Double, _ done: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !done() {
      guard Date() < deadline else {
        throw WaitFailure(description: "no \(what) within \(seconds) s: \(said)")
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }
}
