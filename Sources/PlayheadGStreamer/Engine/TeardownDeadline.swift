import Foundation
import PlayheadCore
import Synchronization

/// The safety net under a program's end: once it has decided to exit, it has `limit` seconds to
/// let its pipelines go and write what it keeps. Should a step hang (an element that never lets
/// its state change finish), a thread of its own ends the process with the status it would have
/// had, so no process or thread is left behind; under `--verbose` (`sayWhatIsCutShort`) it first
/// says which step it cut short. The steps say where they are with `step(_:)`.
public enum TeardownDeadline {
  /// How long the end may take, in seconds: well past a pipeline's normal teardown (tens of
  /// milliseconds), well within the half second a person waits for a window to go.
  public static let limit = 2.0

  private static let state = Mutex<(armed: Bool, step: String, verbose: Bool)>((false, "leaving", false))

  /// From now on a deadline that runs out says on stderr which step it cut short.
  public static func sayWhatIsCutShort() {
    state.withLock { $0.verbose = true }
  }

  /// Starts the deadline: from now on the process exits with `status` after `limit` seconds,
  /// whatever it is doing. Arming it again does nothing.
  public static func arm(status: Int32) {
    let wasArmed = state.withLock { state in
      defer { state.armed = true }
      return state.armed
    }
    guard !wasArmed else { return }
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: limit)
      let (step, verbose) = state.withLock { ($0.step, $0.verbose) }
      if verbose {
        FileHandle.standardError.write(
          Data(translated("playhead: \(step) took over \(Int(limit)) s: cut short, exiting\n").utf8))
      }
      _exit(status)
    }
  }

  /// Names the step the end is at ("stopping the pipeline"), for the words said if it hangs.
  public static func step(_ name: String) {
    state.withLock { $0.step = name }
  }
}
