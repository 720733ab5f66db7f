import Foundation
import Testing

/// The short form of `make sanitize`: `EngineSoak leaks` opens each ordinary film once, then
/// opens, plays, seeks and closes them 16 times more, and GStreamer's leaks tracer must find no
/// object alive that was not alive before (a pipeline's sinks kept by their own probes were).
@Suite struct EngineLeakTests {
  @Test func openingAndClosingLeavesNoGStreamerObjectBehind() throws {
    let soak = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("EngineSoak")
    let process = Process()
    let output = Pipe()
    process.executableURL = soak
    process.arguments = ["leaks", "16"]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(text.contains("16 open/close cycles, 0 objects leaked"), "\(text)")
    #expect(process.terminationStatus == 0, "\(text)")
  }
}
