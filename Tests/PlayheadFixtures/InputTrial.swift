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
  package static func run(_ url: URL, hangGuard: Double = 15) async -> Outcome {
    let engine = GStreamerEngine()
    var events: [MediaEngineEvent] = []
    engine.eventHandler = { events.append($0) }
    defer { engine.stop() }
    engine.load(url)
    guard let loaded = await first(of: { events }, hangGuard: hangGuard, where: \.endsLoading) else {
      return .noAnswer("no loaded or failed within \(hangGuard) s")
    }
    if case .failed(let error) = loaded { return .failed(error) }
    guard case .loaded(let info) = loaded else { return .played }
    engine.play()
    _ = await first(of: { events }, hangGuard: 0.3, where: \.endsPlaying)
    if let duration = info.duration, info.isSeekable {
      engine.seek(to: duration / 2, precision: .accurate)
      _ = await first(of: { events }, hangGuard: 0.2, where: \.endsPlaying)
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

  /// The first event in `events()` that `matches`, asked every 5 ms for `hangGuard` seconds.
  private static func first(
    of events: () -> [MediaEngineEvent], hangGuard: Double, where matches: (MediaEngineEvent) -> Bool
  ) async -> MediaEngineEvent? {
    let deadline = Date().addingTimeInterval(hangGuard)
    repeat {
      if let event = events().first(where: matches) { return event }
      try? await Task.sleep(for: .milliseconds(5))
    } while Date() < deadline
    return events().first(where: matches)
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
