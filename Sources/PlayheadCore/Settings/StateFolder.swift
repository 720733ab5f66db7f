import Foundation
import Synchronization

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

  /// The files this process has said something of (once is enough), and those it could not
  /// read, which it leaves as they are.
  private static let record = Mutex(Record())

  private struct Record {
    var said: Set<String> = []
    var leftAsTheyAre: Set<String> = []
  }

  /// A file read at the start that could not be read: written over, what it held would be lost.
  struct LeftAsItIs: Error {}

  /// What `file` holds as JSON, or `nil` when it is missing, damaged or cannot be read. A
  /// damaged file (not JSON, not a `Value`, truncated, or larger than `largestFile`) is kept
  /// beside it as `NAME.damaged` (`NAME.damaged-2`… when one is there already), so nothing it
  /// held is lost; one that cannot be read (another user's) is left as it is, and not written
  /// over. `onDamage` is told why; of a file left in its place, once in this process, however
  /// often it is read.
  static func read<Value: Decodable>(
    _ type: Value.Type, from file: URL, onDamage: (String) -> Void = { _ in }
  ) -> Value? {
    let file = file.resolvingSymlinksInPath()
    guard let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int else {
      return nil
    }
    let reason: String
    if size > largestFile {
      let megabytes = Int((Double(size) / 1_000_000).rounded())
      reason = translated("it holds \(megabytes) MB, more than Playhead ever writes")
    } else if let data = Data.contents(of: file, size: size) {
      if let value = try? JSONDecoder().decode(type, from: data) { return value }
      reason = translated("it is not what Playhead writes there")
    } else {
      record.withLock { _ = $0.leftAsTheyAre.insert(file.path) }
      sayOnce(
        translated(
          "\(file.path) cannot be read: the defaults are used, and it is left as it is"),
        of: file, to: onDamage)
      return nil
    }
    if let aside = setAside(file) {
      // Gone from its place, it is not read again: a damaged file there later is new.
      onDamage(
        translated(
          "\(file.path) was damaged (\(reason)): the defaults are used, and it is kept as \(aside.lastPathComponent)"
        ))
    } else {
      sayOnce(
        translated("\(file.path) is damaged (\(reason)): the defaults are used"), of: file, to: onDamage)
    }
    return nil
  }

  /// Moves `file` to the first free name of `NAME.damaged`, `NAME.damaged-2`…; that name, or
  /// `nil` when it cannot be moved (a folder that cannot be written).
  private static func setAside(_ file: URL) -> URL? {
    for count in 1...100 {
      let aside = URL(fileURLWithPath: file.path + ".damaged" + (count == 1 ? "" : "-\(count)"))
      guard !FileManager.default.fileExists(atPath: aside.path) else { continue }
      return (try? FileManager.default.moveItem(at: file, to: aside)) != nil ? aside : nil
    }
    return nil
  }

  /// Gives `problem` to `say` unless something was said of `file` before in this process.
  private static func sayOnce(_ problem: String, of file: URL, to say: (String) -> Void) {
    if record.withLock({ $0.said.insert(file.path).inserted }) { say(problem) }
  }

  /// Writes `value` as JSON to `file` in one step (a reader never sees half of it), making its
  /// folder when needed; through a symbolic link, to the file it links to. A file that could not
  /// be read is not written over (`LeftAsItIs`).
  static func write<Value: Encodable>(_ value: Value, to file: URL) throws {
    let file = file.resolvingSymlinksInPath()
    if record.withLock({ $0.leftAsTheyAre.contains(file.path) }) { throw LeftAsItIs() }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(value).write(to: file, options: .atomic)
  }

  /// Why a write failed, in the person's language: the disk full or read-only, permission
  /// refused, a file where the folder should be, a file left as it is; else the system's own
  /// words.
  static func reason(for error: any Error) -> String {
    if error is LeftAsItIs { return translated("it could not be read, and is left as it is") }
    guard let cause = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError else {
      return error.localizedDescription
    }
    switch cause.code {
    case .ENOSPC, .EDQUOT: return translated("the disk is full")
    case .EROFS: return translated("the disk is read-only")
    case .EACCES, .EPERM: return translated("permission denied")
    case .EEXIST, .ENOTDIR: return translated("a file stands where its folder should be")
    default: return String(cString: strerror(cause.code.rawValue))
    }
  }
}
