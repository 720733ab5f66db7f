import Foundation
import PlayheadCore
import PlayheadGStreamer

/// Loads one input in a new real engine, plays it for a moment, seeks into its middle and stops
/// it: the whole life of a pipeline, as a user who opens a file and skips through it gives it.
@MainActor
package enum InputTrial {
  /// How a trial ended.
  package enum Outcome: Sendable {
    /// It loaded and played (or ended) without failing.
    case played
    /// It failed, before or while playing.
    case failed(MediaError)
    /// Nothing came within the hang guard: what the trial waited for.
    case noAnswer(String)
  }

  /// Runs the trial on `url`; `hangGuard` seconds bound each wait (never a measure of speed).
  /// The engine's own patience (10 s at most) restarts with each step opening makes, so on a busy
  /// machine a slow but moving load takes longer than it: the guard is well beyond it.
  package static func run(_ url: URL, hangGuard: Double = 60) async -> Outcome {
    let engine = GStreamerEngine()
    var events: [MediaEngineEvent] = []
    engine.eventHandler = { events.append($0) }
    defer { engine.stop() }
    engine.load(url)
    guard
      let loaded = try? await poll(
        "loaded or failed", seconds: hangGuard, { events.first(where: \.endsLoading) })
    else { return .noAnswer("no loaded or failed within \(hangGuard) s") }
    if case .failed(let error) = loaded { return .failed(error) }
    guard case .loaded(let info) = loaded else { return .played }
    engine.play()
    _ = try? await poll("the end", seconds: 0.3) { events.first(where: \.endsPlaying) }
    if let duration = info.duration, info.isSeekable {
      engine.seek(to: duration / 2, precision: .accurate)
      _ = try? await poll("the end", seconds: 0.2) { events.first(where: \.endsPlaying) }
    }
    if case .failed(let error) = events.first(where: \.endsPlaying) { return .failed(error) }
    return .played
  }

  /// Runs the trial on every URL, `concurrency` at a time, in order.
  package static func run(_ urls: [URL], concurrency: Int) async -> [Outcome] {
    var outcomes: [Outcome] = []
    for start in stride(from: 0, to: urls.count, by: concurrency) {
      let trials = urls[start..<min(start + concurrency, urls.count)].map { url in Task { await run(url) } }
      for trial in trials { outcomes.append(await trial.value) }
    }
    return outcomes
  }

}

extension MediaEngineEvent {
  /// Whether loading is over: loaded or failed.
  fileprivate var endsLoading: Bool {
    switch self {
    case .loaded, .failed: true
    default: false
    }
  }

  /// Whether playing is over: ended or failed.
  fileprivate var endsPlaying: Bool {
    switch self {
    case .endOfStream, .failed: true
    default: false
    }
  }
}
