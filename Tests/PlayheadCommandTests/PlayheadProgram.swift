import Foundation

/// The `playhead` program built beside the tests, run as a person runs it.
enum PlayheadProgram {
  /// Its path.
  static let path = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("playhead")
    .path

  /// `program` (playhead unless another is named) run with `arguments`, in `environment` (this
  /// process's when `nil`): its exit status and what it wrote to stdout and stderr.
  static func run(_ arguments: [String], program: String = path, environment: [String: String]? = nil) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    (process.standardOutput, process.standardError) = (output, output)
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
