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
}
