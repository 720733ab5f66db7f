import Foundation

/// The soak's figures, printed and, when `PLAYHEAD_SOAK_FIGURES` names a file, added to it as
/// JSON lines (`{"name", "value", "unit", "limit"}`), which `make bench`'s table reads
/// (Benchmarks/soak.py).
enum SoakFigures {
  /// Records `value` (in `unit`), which must be at most `limit` when one is given; returns
  /// whether it is.
  @discardableResult
  static func record(_ name: String, _ value: Double, unit: String, limit: Double? = nil) -> Bool {
    let met = limit.map { value <= $0 } ?? true
    let target = limit.map { " (at most \($0))" } ?? ""
    print("figure: \(name) = \(String(format: "%.2f", value)) \(unit)\(target)\(met ? "" : " MISSED")")
    if let path = ProcessInfo.processInfo.environment["PLAYHEAD_SOAK_FIGURES"] {
      var line: [String: Any] = ["name": name, "value": value, "unit": unit]
      if let limit { line["limit"] = limit }
      if let data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]) {
        let file = URL(fileURLWithPath: path)
        if !FileManager.default.fileExists(atPath: path) {
          _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        if let handle = try? FileHandle(forWritingTo: file) {
          handle.seekToEndOfFile()
          handle.write(data + Data("\n".utf8))
          try? handle.close()
        }
      }
    }
    return met
  }

  /// Records what a run named `run` grew by after its warm-up: resident memory (`memory`, a
  /// ratio of after to before) by at most 5 %, and GStreamer objects, descriptors and threads not
  /// at all; returns whether every target is met.
  static func recordGrowth(_ run: String, memory: Double, objects: Int, descriptors: Int, threads: Int)
    -> Bool
  {
    let met = [
      record("\(run): resident memory growth", (memory - 1) * 100, unit: "%", limit: 5),
      record("\(run): GStreamer objects left", Double(objects), unit: "objects", limit: 0),
      record("\(run): file descriptors gained", Double(descriptors), unit: "fds", limit: 0),
      record("\(run): threads gained", Double(threads), unit: "threads", limit: 0),
    ]
    return !met.contains(false)
  }
}
