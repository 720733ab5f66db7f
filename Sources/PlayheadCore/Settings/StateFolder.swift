import Foundation

/// Where Playhead keeps what it remembers between runs, by the XDG Base Directory rules:
/// `$XDG_STATE_HOME/playhead`, or `~/.local/state/playhead` when that is unset or not an
/// absolute path.
public enum StateFolder {
  /// The folder for `environment`; `nil` when neither `XDG_STATE_HOME` nor `HOME` is an absolute
  /// path (then nothing is remembered).
  public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    XDGBaseDirectory.url("XDG_STATE_HOME", else: ".local/state", environment: environment)?
      .appendingPathComponent("playhead", isDirectory: true)
  }

  /// What `file` holds as JSON, or `nil` when it is missing or is not `Value`.
  static func read<Value: Decodable>(_ type: Value.Type, from file: URL) -> Value? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode(type, from: data)
  }

  /// Writes `value` as JSON to `file` in one step (a reader never sees half of it), making its
  /// folder when needed.
  static func write<Value: Encodable>(_ value: Value, to file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(value).write(to: file, options: .atomic)
  }
}
