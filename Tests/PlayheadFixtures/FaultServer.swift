import Foundation

/// The fault-injecting media server (`Resources/fault_server.py`) on 127.0.0.1, serving the
/// fixtures folder; stopped when released.
package final class FaultServer {
  /// The port it listens on, on 127.0.0.1.
  package let port: Int
  private let process = Process()
  /// The server's standard input: its commands (`throttle`, `block`).
  private let commands = Pipe()
  private let log = FileManager.default.temporaryDirectory.appendingPathComponent(
    "fault-server-\(UUID().uuidString).log")

  /// Starts the server.
  package init(folder: URL) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Resources/fault_server.py")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, folder.path]
    let output = Pipe()
    process.standardOutput = output
    // Not the test's stderr: a child holding it open would keep the test runner waiting.
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: log)
    process.standardInput = commands
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(process.processIdentifier, SIGKILL)
      throw MediaFixtures.Failure(description: "the test media server did not start: \(line)")
    }
    self.port = port
  }

  /// The URL of `file` served with `fault` (see `Resources/fault_server.py`).
  package func url(_ fault: String, _ file: URL) -> URL {
    let path = file.path.dropFirst(MediaFixtures.folder.path.count + 1)
    return URL(string: "http://127.0.0.1:\(port)/\(fault)/\(path)")!
  }

  /// Sends every `/throttle/` response at `bytesPerSecond` from now on, those under way too; 0
  /// lifts the limit.
  package func throttle(bytesPerSecond: Int) {
    command("rate \(bytesPerSecond)")
  }

  /// Answers `/throttle/` requests for files whose path (under the served folder) begins with
  /// `prefix` with HTTP `status` from now on; `nil` serves them again.
  package func block(_ prefix: String, status: Int?) {
    command(status.map { "block \($0) \(prefix)" } ?? "unblock \(prefix)")
  }

  private func command(_ line: String) {
    commands.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// Lets every `/stall/` response send the rest of its file, and brings `/down/` back.
  package func release() {
    kill(process.processIdentifier, SIGUSR1)
  }

  /// The requests so far, as the server logs them: "GET drop bytes=1024-" (or "-" for no range).
  package var requests: [String] {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  deinit {
    // SIGKILL: the server may be mid-sleep in a stalled response.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: log)
  }
}
