import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer

/// Records a real engine's events and waits for them, with a time limit.
@MainActor
final class EngineProbe {
  let engine: GStreamerEngine
  /// Every event so far; a test empties it before waiting for one that repeats.
  var events: [MediaEngineEvent] = []

  /// A probe on a new engine that reopens a lost connection after each of `reconnectDelays`.
  init(reconnectDelays: [Duration] = EngineLifecycle.reconnectDelays) {
    engine = GStreamerEngine(reconnectDelays: reconnectDelays)
    engine.eventHandler = { [weak self] in self?.events.append($0) }
  }

  /// Waits until an event satisfies `match`, for at most `seconds`; returns it.
  @discardableResult
  func wait(_ what: String, seconds: Double = 30, _ match: (MediaEngineEvent) -> Bool) async throws
    -> MediaEngineEvent
  {
    try await poll(what, seconds: seconds, state: "; events: \(self.events)") { events.first(where: match) }
  }

  /// Loads and waits for `.loaded`; returns the media information.
  func load(_ url: URL) async throws -> MediaInfo {
    events = []
    engine.load(url)
    let event = try await wait("load") {
      if case .loaded = $0 { true } else if case .failed = $0 { true } else { false }
    }
    guard case .loaded(let info) = event else { throw WaitFailure(description: "load failed: \(event)") }
    return info
  }

  /// Loads and waits for `.failed`; returns the error.
  func failure(loading url: URL) async throws -> MediaError {
    events = []
    engine.load(url)
    let event = try await wait("failure") { if case .failed = $0 { true } else { false } }
    guard case .failed(let error) = event else { throw WaitFailure(description: "\(event)") }
    return error
  }

  /// Waits for a decoded frame within `tolerance` seconds of `seconds`.
  func frame(near seconds: Double, tolerance: Double, within limit: Double = 30) async throws -> VideoFrame {
    try await poll(
      "frame within \(tolerance) s of \(seconds) s", seconds: limit,
      state: "; last \(self.engine.latestFrame?.time ?? -1)"
    ) {
      engine.latestFrame.flatMap { frame in
        frame.time.map { abs($0 - seconds) <= tolerance } == true ? frame : nil
      }
    }
  }
}
