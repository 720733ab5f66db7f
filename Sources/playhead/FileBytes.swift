import Foundation

/// Bytes written to a path with the system's own calls, so a failure is said in the system's
/// words ("Is a directory", "No such file or directory"), not Foundation's error codes.
enum FileBytes {
  /// Why a write failed: the system's words for its error number.
  struct Failure: Error, CustomStringConvertible {
    /// The error number.
    let code: Int32
    /// The system's words for it.
    var description: String { String(cString: strerror(code)) }
  }

  /// Writes `bytes` to `path`, replacing what it held.
  static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard file >= 0 else { throw Failure(code: errno) }
    defer { close(file) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Failure(code: count < 0 ? errno : EIO) }
      written += count
    }
  }
}
