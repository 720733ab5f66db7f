import CGStreamerLeaks
import Foundation

/// The GStreamer objects alive now, counted by type, as GStreamer's leaks tracer logs them: what
/// `EngineSoak` and `ViewSoak` compare before and after their cycles.
package struct LiveObjects: Equatable, Sendable {
  /// How many objects of each type are alive.
  package let counts: [String: Int]

  /// Where the tracer's log goes.
  package static let log = FileManager.default.temporaryDirectory.appendingPathComponent(
    "engine-soak-\(getpid()).log")

  /// Starts GStreamer's leaks tracer, logging to `log`: call before anything initializes GStreamer.
  package static func startTracer() {
    setenv("GST_TRACERS", "leaks", 1)
    setenv("GST_DEBUG", "GST_TRACER:7", 1)
    setenv("GST_DEBUG_NO_COLOR", "1", 1)
    setenv("GST_DEBUG_FILE", log.path, 1)
    gst_init(nil, nil)
  }

  /// What is alive now, or `nil` when the leaks tracer is not running. Call it only while no
  /// pipeline runs: the tracer reads objects that other threads could be freeing.
  package static func now() -> LiveObjects? {
    let start = (try? FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int) ?? 0
    guard playhead_log_live_objects() != 0, let handle = try? FileHandle(forReadingFrom: log) else {
      return nil
    }
    defer { try? handle.close() }
    try? handle.seek(toOffset: UInt64(start))
    let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    let types = text.split(separator: "\n").compactMap { line -> Substring? in
      guard let alive = line.range(of: "object-alive, type-name=(string)") else { return nil }
      return line[alive.upperBound...].prefix { $0 != "," }
    }
    return LiveObjects(counts: Dictionary(types.map { (String($0), 1) }, uniquingKeysWith: +))
  }

  /// The types with more objects alive here than in `earlier`, and how many more.
  package func growth(since earlier: LiveObjects) -> [String: Int] {
    counts.reduce(into: [:]) { growth, entry in
      let more = entry.value - (earlier.counts[entry.key] ?? 0)
      if more > 0 { growth[entry.key] = more }
    }
  }

  /// What is alive once objects being released have gone: after half a second, then asked every
  /// 50 ms until no type has more than in `baseline` (at once without one), for at most 5 s.
  @MainActor
  package static func settled(atMost baseline: LiveObjects?) async -> LiveObjects? {
    let deadline = Date().addingTimeInterval(5)
    try? await Task.sleep(for: .milliseconds(500))
    while true {
      guard let live = now() else { return nil }
      if baseline.map({ live.growth(since: $0).isEmpty }) ?? true || Date() > deadline { return live }
      try? await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Starts the tracer and says whether it runs, having said why not when it does not.
  package static func tracerStarts() -> Bool {
    startTracer()
    guard now() != nil else {
      print("GStreamer's leaks tracer did not start (it comes with libgstreamer1.0-0).")
      return false
    }
    return true
  }

  /// The types that grew since `earlier`, a line each ("  3 × GstCaps").
  package func growthLines(since earlier: LiveObjects) -> [String] {
    growth(since: earlier).sorted { $0.key < $1.key }.map { "  \($0.value) × \($0.key)" }
  }
}
