import Foundation

/// A throwaway desktop for end-to-end tests: its own Xvfb display and D-Bus session (which
/// starts the accessibility bus when GTK asks for it), and programs run on them. Everything it
/// started is killed when it is released, with what those started in turn: the session bus
/// starts the accessibility bus's own dbus-daemon and at-spi2-registryd, which outlive it and
/// ignore SIGTERM. Each process of the desktop carries its mark in the environment, and release
/// kills every process that carries it.
final class Desktop {
  /// Why the desktop could not start or a program failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// ":N".
  let display: String
  /// The desktop's own `XDG_STATE_HOME`: what the player remembers stays on this desktop, is
  /// not the person's running the tests, and starts empty.
  let stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-state-\(UUID())")
  private let busAddress: String
  private var processes: [Process] = []
  /// The environment entry `PLAYHEAD_TEST_DESKTOP=<uuid>`, inherited by everything started on
  /// this desktop.
  private let mark: (name: String, value: String)

  init(width: Int = 800, height: Int = 600) throws {
    let mark = (name: "PLAYHEAD_TEST_DESKTOP", value: UUID().uuidString)
    self.mark = mark
    let xvfb = Process()
    let displayNumber = Pipe()
    xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    xvfb.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
    xvfb.standardOutput = displayNumber
    xvfb.standardError = FileHandle.nullDevice
    xvfb.environment = ProcessInfo.processInfo.environment.merging([mark.name: mark.value]) { $1 }
    let bus = Process()
    let address = Pipe()
    bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    bus.arguments = ["--session", "--nofork", "--print-address=1"]
    bus.standardOutput = address
    bus.standardError = FileHandle.nullDevice
    bus.environment = xvfb.environment
    try xvfb.run()
    try bus.run()
    processes = [xvfb, bus]
    display = ":" + Self.firstLine(of: displayNumber)
    busAddress = Self.firstLine(of: address)
    guard display.count > 1, !busAddress.isEmpty else {
      throw Failure(description: "Xvfb or dbus-daemon did not start")
    }
  }

  deinit {
    for process in processes.reversed() where process.isRunning { kill(process.processIdentifier, SIGKILL) }
    // What the bus started (and they in turn) is not a child of ours: found by the mark.
    for _ in 0..<50 {
      let marked = Self.processes(carrying: "\(mark.name)=\(mark.value)")
      if marked.isEmpty { break }
      for pid in marked { kill(pid, SIGKILL) }
      usleep(20_000)
    }
    for process in processes { process.waitUntilExit() }
    try? FileManager.default.removeItem(at: stateFolder)
  }

  /// The processes whose environment holds `entry` ("NAME=value").
  static func processes(carrying entry: String) -> [pid_t] {
    let wanted = Array(entry.utf8)
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { pid_t($0) } ?? []
    return ids.filter { pid in
      guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
        return false
      }
      return environment.split(separator: 0).contains { Array($0) == wanted }
    }
  }

  /// The environment programs on this desktop get: its display and bus, GTK drawing with Cairo,
  /// its state folder.
  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment[mark.name] = mark.value
    environment["DISPLAY"] = display
    environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
    environment["GSK_RENDERER"] = "cairo"
    environment["XDG_STATE_HOME"] = stateFolder.path
    // GTK's file chooser keeps recently used files there: not in the home of whoever runs the tests.
    environment["XDG_DATA_HOME"] = stateFolder.appendingPathComponent("data").path
    environment["NO_AT_BRIDGE"] = nil
    environment.removeValue(forKey: "AT_SPI_BUS_ADDRESS")
    return environment
  }

  /// Starts `program` on the desktop, with `setting` over the desktop's variables, its output
  /// kept in `log` if given; it is killed with the desktop.
  @discardableResult
  func start(
    _ program: String, _ arguments: [String], setting: [String: String] = [:], loggingTo log: URL? = nil
  ) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment.merging(setting) { _, set in set }
    if let log, FileManager.default.createFile(atPath: log.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: log)
    {
      process.standardOutput = handle
      process.standardError = handle
    } else {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
    }
    try process.run()
    processes.append(process)
    return process
  }

  /// Runs `program` to the end and returns its output; throws when it fails.
  @discardableResult
  func run(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    let output = Pipe()
    let errors = Pipe()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "\(program) \(arguments.joined(separator: " ")) failed: \(text)\(said)")
    }
    return text
  }

  private static func firstLine(of pipe: Pipe) -> String {
    var bytes: [UInt8] = []
    while let byte = try? pipe.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
