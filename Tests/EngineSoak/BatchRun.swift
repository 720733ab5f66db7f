import Foundation

/// One child process (`EngineSoak try`) trying a batch of inputs, watched from outside: which
/// input it was on when it crashed, and whether it stopped making progress.
struct BatchRun {
  /// The inputs, in the order the child tries them.
  let inputs: [URL]
  /// Seconds without the child starting its next input after which it counts as hung.
  let hangGuard: Double

  /// What came of the batch.
  struct Report {
    /// How many inputs were started.
    var tried = 0
    /// The inputs that crashed (`crash`) or hung (`hang`) the child.
    var problems: [(URL, String)] = []
    /// What the child wrote, output and errors.
    var log = ""
  }

  /// Starts the child, waits for it (killing it if it hangs) and reads its log.
  func run() -> Report {
    var report = Report()
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "engine-soak-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    guard FileManager.default.createFile(atPath: log.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: log)
    else { return report }
    defer { try? handle.close() }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    child.arguments = ["try"] + inputs.map(\.path)
    child.standardOutput = handle
    child.standardError = handle
    do { try child.run() } catch { return report }
    var lastProgress = Date()
    var started = 0
    var hung = false
    while child.isRunning {
      Thread.sleep(forTimeInterval: 0.05)
      let now = Self.lines(of: log, starting: "trying ").count
      if now != started {
        started = now
        lastProgress = Date()
      } else if Date().timeIntervalSince(lastProgress) > hangGuard {
        kill(child.processIdentifier, SIGKILL)
        hung = true
      }
    }
    child.waitUntilExit()
    report.log = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let trying = Self.lines(of: log, starting: "trying ")
    report.tried = trying.count
    for line in Self.lines(of: log, starting: "hang ") {
      let path = line.dropFirst("hang ".count).prefix { $0 != ":" }
      report.problems.append((URL(fileURLWithPath: String(path)), "hang"))
    }
    let crashed = child.terminationReason == .uncaughtSignal || child.terminationStatus > 1
    if let last = trying.last, hung || crashed {
      report.problems.append(
        (URL(fileURLWithPath: String(last.dropFirst("trying ".count))), hung ? "hang" : "crash"))
    }
    return report
  }

  private static func lines(of log: URL, starting prefix: String) -> [Substring] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.hasPrefix(prefix) }
  }
}
