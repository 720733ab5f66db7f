import Foundation

/// The fault-injecting media server (`Resources/fault_server.py`) on 127.0.0.1, serving the
/// fixtures folder; stopped when released.
final class FaultServer {
  let port: Int
  private let process = Process()

  /// Starts the server; `stall` is how long `/stall/` pauses mid-file.
  init(folder: URL, stall: Double = 8) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Resources/fault_server.py")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, folder.path, String(stall)]
    let output = Pipe()
    process.standardOutput = output
    // Not the test's stderr: a child holding it open would keep the test runner waiting.
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(process.processIdentifier, SIGKILL)
      throw MediaFixtures.Failure(description: "the test media server did not start: \(line)")
    }
    self.port = port
  }

  /// The URL of `file` served with `fault` ("ok", "404", "500", "reset", "stall", "slow").
  func url(_ fault: String, _ file: URL) -> URL {
    let path = file.path.dropFirst(MediaFixtures.folder.path.count + 1)
    return URL(string: "http://127.0.0.1:\(port)/\(fault)/\(path)")!
  }

  deinit {
    // SIGKILL: the server may be mid-sleep in a stalled response.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
