import Foundation

/// The fault-injecting media server (`Resources/fault_server.py`) on 127.0.0.1, serving the
/// fixtures folder; stopped when released.
final class FaultServer {
  let port: Int
  private let process = Process()

  /// Starts the server.
  init(folder: URL) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Resources/fault_server.py")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, folder.path]
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

  /// Lets every `/stall/` response send the rest of its file.
  func releaseStalledResponses() {
    kill(process.processIdentifier, SIGUSR1)
  }

  deinit {
    // SIGKILL: the server may be mid-sleep in a stalled response.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
