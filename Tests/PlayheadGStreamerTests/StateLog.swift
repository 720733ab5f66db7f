import Foundation
import PlayheadCore
import PlayheadFixtures

/// Every state a controller announces, in order, read from its event stream: a poll of
/// `controller.state` can miss a state that lasts a moment on a busy machine.
@MainActor
final class StateLog {
  private(set) var states: [PlayerState] = []
  /// The controller logged, kept alive with its log.
  let controller: PlayerController
  /// Where the next wait starts looking.
  private var cursor = 0
  private var reader: Task<Void, Never>?

  /// Starts reading `controller`'s events: make it before the controller loads.
  init(_ controller: PlayerController) {
    self.controller = controller
    let events = controller.events
    reader = Task { [weak self] in
      for await case .stateChanged(let state) in events { self?.states.append(state) }
    }
  }

  deinit { reader?.cancel() }

  /// Makes the next wait look only at states announced from now on.
  func skipToNow() {
    cursor = states.count
  }

  /// Waits until `state` is announced after what the last wait found; throws a failure (or the
  /// player's error) naming every state seen. The 30 s limit is only a hang guard.
  func next(_ state: PlayerState) async throws {
    let index = try await poll("\(state)", state: "; states: \(self.states)") { () -> Int? in
      if let failed = states[cursor...].first(where: { if case .failed = $0 { true } else { false } }),
        case .failed(let error) = failed, state != failed
      {
        throw error
      }
      return states[cursor...].firstIndex(of: state)
    }
    cursor = index + 1
  }
}
