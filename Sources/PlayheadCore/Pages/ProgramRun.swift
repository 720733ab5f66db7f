import Foundation

/// One run of a program to its end, or stopped when it takes longer than it may: its exit
/// status and what it wrote. Blocking: it is made off the main actor. Its output goes through
/// files, so a program writing much to both never waits on a full pipe.
struct ProgramRun: Sendable {
  /// The exit status (-1 when it could not be started).
  var status: Int32 = -1
  /// What it wrote to its standard output, and to its standard error.
  var output = Data()
  var errors = Data()
  /// Whether it was stopped for taking too long.
  var timedOut = false

  /// Runs `program` with `arguments`, for at most `patience` seconds; `RunningPrograms.stop(name)`
  /// stops it sooner, and it is killed if Playhead exits first.
  init(_ program: URL, _ arguments: [String], patience: Double, name: UUID = UUID()) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
    else {
      return
    }
    let (outputFile, errorFile) = (folder.appendingPathComponent("out"), folder.appendingPathComponent("err"))
    guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
      FileManager.default.createFile(atPath: errorFile.path, contents: nil),
      let outputHandle = try? FileHandle(forWritingTo: outputFile),
      let errorHandle = try? FileHandle(forWritingTo: errorFile)
    else { return }
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    guard (try? process.run()) != nil else { return }
    defer { RunningPrograms.ended(name) }
    RunningPrograms.started(process.processIdentifier, as: name)
    if ended.wait(timeout: .now() + patience) == .timedOut {
      timedOut = true
      process.terminate()
      // One that does not heed the request is killed.
      if ended.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        ended.wait()
      }
    }
    try? outputHandle.close()
    try? errorHandle.close()
    status = process.terminationStatus
    output = (try? Data(contentsOf: outputFile)) ?? Data()
    errors = (try? Data(contentsOf: errorFile)) ?? Data()
  }
}
