import Dispatch
import Foundation

/// Ends the program cleanly on SIGINT, SIGTERM and SIGHUP (Ctrl+C, `kill`, a closed terminal or
/// a logout): the handler runs on the main actor, where it stops what plays (pipelines to NULL),
/// then the program exits with 128 + the signal's number, as shells expect (within
/// `TeardownDeadline.limit`, whatever hangs). The signals are read
/// from the main queue's dispatch sources, so they arrive even while Swift's runtime keeps them
/// blocked on its threads.
@MainActor
public enum TerminationSignals {
  private static var sources: [DispatchSourceSignal] = []
  private static var cleanup: @MainActor () -> Void = {}

  /// The signals handled.
  public nonisolated static let handled = [SIGINT, SIGTERM, SIGHUP]

  /// From now on, `cleanup` runs before the program exits on one of the signals (replacing any
  /// cleanup set before).
  public static func onTermination(_ cleanup: @escaping @MainActor () -> Void) {
    Self.cleanup = cleanup
    guard sources.isEmpty else { return }
    for number in handled {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated {
          TeardownDeadline.arm(status: 128 + number)
          Self.cleanup()
          exit(128 + number)
        }
      }
      source.resume()
      sources.append(source)
    }
  }
}
