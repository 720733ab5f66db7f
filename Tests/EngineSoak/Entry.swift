import Foundation
import PlayheadFixtures

/// The engine soaked in bad input, beside the test suite:
///
/// - `EngineSoak sanitize [CYCLES]` (`make sanitize`, built with AddressSanitizer and run with
///   `GST_TRACERS=leaks`): the whole bad-input corpus, then CYCLES (100) more open/close cycles,
///   after which no GStreamer object may be alive that was not alive before them.
/// - `EngineSoak leaks [CYCLES]` (`make test`, the short form): the ordinary films opened once,
///   then CYCLES (16) open/close cycles over them, checked by the leaks tracer alone.
/// - `EngineSoak ordinary-files` (`make bench`): makes the ordinary films (`OrdinaryFile`) where
///   they are not made yet and prints their paths, one a line.
/// - `EngineSoak fuzz MINUTES FOLDER [SEED]` (`make fuzz`): fixtures mutated at random for
///   MINUTES, each tried in a child process; inputs that crash or hang it are kept in FOLDER.
/// - `EngineSoak try FILE…`: the child: tries each file, saying which before it starts.
///
/// Exits 0 when nothing went wrong, 1 otherwise, 2 on a usage error.
@main
struct EngineSoak {
  static func main() async {
    // Swift's async main blocks most signals, and children inherit the mask: unblocked, Ctrl+C
    // ends the run and a crash signal sent to a child ends it.
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
    let arguments = Array(CommandLine.arguments.dropFirst())
    let passed: Bool
    switch (arguments.first, arguments.count) {
    case ("sanitize", 1...2):
      passed = await SanitizeRun.run(cycles: arguments.count == 2 ? Int(arguments[1]) ?? 100 : 100)
    case ("leaks", 1...2):
      passed = await SanitizeRun.runShort(cycles: arguments.count == 2 ? Int(arguments[1]) ?? 16 : 16)
    case ("ordinary-files", 1):
      passed = printOrdinaryFiles()
    case ("fuzz", 3...4):
      let seed = arguments.count == 4 ? UInt64(arguments[3]) : UInt64(Date().timeIntervalSince1970)
      passed = FuzzRun(
        minutes: Double(arguments[1]) ?? 1, folder: URL(fileURLWithPath: arguments[2]), seed: seed ?? 1
      ).run()
    case ("try", 2...):
      passed = await FuzzRun.tryEach(arguments.dropFirst().map { URL(fileURLWithPath: $0) })
    default:
      print(
        "usage: EngineSoak sanitize [CYCLES] | leaks [CYCLES] | ordinary-files | fuzz MINUTES FOLDER [SEED] | try FILE…"
      )
      exit(2)
    }
    exit(passed ? 0 : 1)
  }

  /// Prints the path of each ordinary film, made if need be; `false` when one cannot be made.
  private static func printOrdinaryFiles() -> Bool {
    do {
      for file in OrdinaryFile.all { print(try file.url().path) }
      return true
    } catch {
      print("could not make the ordinary films: \(error)")
      return false
    }
  }
}
