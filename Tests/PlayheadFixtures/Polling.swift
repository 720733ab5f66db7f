import Foundation

/// Why a wait ended without what it waited for (or with something else).
package struct WaitFailure: Error, CustomStringConvertible {
  /// What was waited for, and what was there instead.
  package let description: String

  /// A failure described by `description`.
  package init(description: String) { self.description = description }
}

/// Asks `value` every 5 ms until it gives something or `seconds` pass, and once more at the
/// deadline (a main actor kept busy past it still sees what arrived meanwhile). `seconds` is only
/// a hang guard: no test waits on the machine's speed. `what` and `state` describe the wait in
/// the error.
@MainActor
package func poll<Value>(
  _ what: String, seconds: Double = 30, state: @autoclosure () -> String = "", _ value: () throws -> Value?
) async throws -> Value {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if let found = try value() { return found }
    try await Task.sleep(for: .milliseconds(5))
  }
  // A main actor kept busy past the deadline has queued what arrived meanwhile ahead of this
  // wait's next turn: one more turn lets it in before the last look.
  try await Task.sleep(for: .milliseconds(5))
  if let found = try value() { return found }
  throw WaitFailure(description: "no \(what) within \(seconds) s \(state())")
}
