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

  /// The largest state file read: no settings or places take a thousandth of it, so a bigger one
  /// is damaged, and is not read into memory.
  static let largestFile = 4 << 20

  /// What `file` holds as JSON, or `nil` when it is missing or damaged. A damaged file (not JSON,
  /// not a `Value`, truncated, or larger than `largestFile`) is kept beside it as
  /// `NAME.damaged`, so nothing it held is lost, and `onDamage` is told why, once: the next read
  /// finds no file.
  static func read<Value: Decodable>(
    _ type: Value.Type, from file: URL, onDamage: (String) -> Void = { _ in }
  ) -> Value? {
    guard let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int else {
      return nil
    }
    let reason: String
    // An empty file is not read: Foundation's reading of one keeps 4 KB it never frees.
    if size > largestFile {
      reason = translated("it holds \(size / (1 << 20)) MB, more than Playhead ever writes")
    } else if let data = size == 0 ? Data() : try? Data(contentsOf: file) {
      if let value = try? JSONDecoder().decode(type, from: data) { return value }
      reason = translated("it is not what Playhead writes there")
    } else {
      return nil
    }
    let aside = file.appendingPathExtension("damaged")
    try? FileManager.default.removeItem(at: aside)
    if (try? FileManager.default.moveItem(at: file, to: aside)) != nil {
      onDamage(
        translated(
          "\(file.path) was damaged (\(reason)): the defaults are used, and it is kept as \(aside.lastPathComponent)"
        ))
    } else {
      onDamage(translated("\(file.path) is damaged (\(reason)): the defaults are used"))
    }
    return nil
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

  /// Why a write failed, in the person's language: the disk full or read-only, permission
  /// refused; else the system's own words.
  static func reason(for error: any Error) -> String {
    guard let cause = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError else {
      return error.localizedDescription
    }
    switch cause.code {
    case .ENOSPC, .EDQUOT: return translated("the disk is full")
    case .EROFS: return translated("the disk is read-only")
    case .EACCES, .EPERM: return translated("permission denied")
    default: return String(cString: strerror(cause.code.rawValue))
    }
  }
}
