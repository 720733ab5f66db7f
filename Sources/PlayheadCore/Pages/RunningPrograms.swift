import Foundation
import Synchronization

/// The programs Playhead has running (`ProgramRun`: yt-dlp), so that none outlives what waits on
/// it: one whose waiter is cancelled (another address loaded) is stopped, and those still running
/// when Playhead exits are killed.
enum RunningPrograms {
  /// The runs' processes by their runs' names, and the names of runs stopped before they started.
  private struct Table {
    var processes: [UUID: pid_t] = [:]
    var stopped: Set<UUID> = []
  }

  private static let table = Mutex(Table())
  /// Set up once: the exit handler kills what still runs.
  private static let killedAtExit: Void = { atexit { RunningPrograms.killAll() } }()

  /// The run named `run` started `process` (killed at once when the run was stopped already).
  static func started(_ process: pid_t, as run: UUID) {
    _ = killedAtExit
    let stopped = table.withLock { table in
      if table.stopped.remove(run) != nil { return true }
      table.processes[run] = process
      return false
    }
    if stopped { kill(process, SIGKILL) }
  }

  /// The run named `run` ended.
  static func ended(_ run: UUID) {
    _ = table.withLock { $0.processes.removeValue(forKey: run) }
  }

  /// Stops the run named `run` (killed: what it would answer is no longer wanted), or keeps it
  /// from starting.
  static func stop(_ run: UUID) {
    let process = table.withLock { table in
      guard let process = table.processes[run] else {
        table.stopped.insert(run)
        return pid_t?.none
      }
      return process
    }
    if let process { kill(process, SIGKILL) }
  }

  /// Kills every run's process.
  private static func killAll() {
    for process in table.withLock({ Array($0.processes.values) }) { kill(process, SIGKILL) }
  }
}
