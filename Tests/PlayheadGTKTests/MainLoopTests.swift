import Foundation
import Testing

/// One main loop: `MainLoopCheck` (a program beside the tests) runs main-actor tasks and a
/// GStreamer load under `MainLoop.run` and reports where each ran.
@Suite struct MainLoopTests {
  @Test func mainActorWorkAndGStreamerMessagesRunInsideGLibsLoop() throws {
    let process = Process()
    let output = Pipe()
    process.executableURL = Bundle.main.executableURL!.deletingLastPathComponent()
      .appendingPathComponent("MainLoopCheck")
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
    defer { watchdog.cancel() }
    let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "killed after 30 s if it hung: \(report)")
    #expect(
      report.split(separator: "\n").filter { $0.hasPrefix("inside GLib's loop") }.count == 3, "\(report)")
  }
}
