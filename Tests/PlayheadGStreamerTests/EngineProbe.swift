import Foundation
import PlayheadCore
import PlayheadGStreamer

/// Records a real engine's events and waits for them, with a time limit.
@MainActor
final class EngineProbe {
  let engine = GStreamerEngine()
  private(set) var events: [MediaEngineEvent] = []

  struct TimedOut: Error, CustomStringConvertible {
    let description: String
  }

  init() {
    engine.eventHandler = { [weak self] in self?.events.append($0) }
  }

  /// Waits until an event satisfies `match`, for at most `seconds`; returns it.
  @discardableResult
  func wait(_ what: String, seconds: Double = 5, _ match: (MediaEngineEvent) -> Bool) async throws
    -> MediaEngineEvent
  {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let event = events.first(where: match) { return event }
      try await Task.sleep(for: .milliseconds(5))
    }
    throw TimedOut(description: "no \(what) within \(seconds) s; events: \(events)")
  }

  /// Loads and waits for `.loaded`; returns the media information.
  func load(_ url: URL) async throws -> MediaInfo {
    events = []
    engine.load(url)
    let event = try await wait("load") {
      if case .loaded = $0 { true } else if case .failed = $0 { true } else { false }
    }
    guard case .loaded(let info) = event else { throw TimedOut(description: "load failed: \(event)") }
    return info
  }

  /// Loads and waits for `.failed`; returns the error.
  func failure(loading url: URL) async throws -> MediaError {
    events = []
    engine.load(url)
    let event = try await wait("failure") { if case .failed = $0 { true } else { false } }
    guard case .failed(let error) = event else { throw TimedOut(description: "\(event)") }
    return error
  }

  /// Waits for a decoded frame within `tolerance` seconds of `seconds`.
  func frame(near seconds: Double, tolerance: Double, within limit: Double = 5) async throws -> VideoFrame {
    let deadline = Date().addingTimeInterval(limit)
    while Date() < deadline {
      if let frame = engine.latestFrame, let time = frame.time, abs(time - seconds) <= tolerance {
        return frame
      }
      try await Task.sleep(for: .milliseconds(5))
    }
    throw TimedOut(
      description: "no frame within \(tolerance) s of \(seconds) s; last \(engine.latestFrame?.time ?? -1)")
  }
}
