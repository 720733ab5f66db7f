import Foundation
import PlayheadCore
import PlayheadGStreamer

/// Runs a `GStreamerEngine` from the command line: waits for the events a command needs, with a
/// time limit, so a broken stream ends in a clear failure instead of a hang.
@MainActor
final class EngineSession {
  let engine = GStreamerEngine()
  private var received: [MediaEngineEvent] = []

  init() {
    engine.eventHandler = { [weak self] event in self?.received.append(event) }
  }

  /// Waits until an event matching `match` arrives (returning it) or a failure does (throwing
  /// it), for at most `seconds`.
  func wait(for what: String, seconds: Double = 10, _ match: (MediaEngineEvent) -> Bool) async throws
    -> MediaEngineEvent
  {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let index = received.firstIndex(where: match) {
        let event = received[index]
        received.removeSubrange(...index)
        return event
      }
      if let failure = received.first(where: { if case .failed = $0 { true } else { false } }),
        case .failed(let error) = failure
      {
        throw CommandFailure(message: error.description)
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw CommandFailure(message: "timed out after \(Int(seconds)) s waiting for \(what)")
  }

  /// Loads `url` and returns what the engine found.
  func load(_ url: URL) async throws -> MediaInfo {
    engine.load(url)
    guard
      case .loaded(let info) = try await wait(
        for: "the media to load", { if case .loaded = $0 { true } else { false } })
    else { throw CommandFailure(message: "no media information") }
    return info
  }

  /// Waits for a decoded frame within half a frame (20 ms) of `seconds`.
  func frame(near seconds: Double, within limit: Double = 10) async throws -> VideoFrame {
    let deadline = Date().addingTimeInterval(limit)
    while Date() < deadline {
      if let frame = engine.latestFrame, abs((frame.time ?? 0) - seconds) < 0.02 { return frame }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw CommandFailure(message: "timed out after \(Int(limit)) s waiting for the frame at \(seconds) s")
  }
}
