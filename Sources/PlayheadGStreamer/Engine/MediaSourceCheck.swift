internal import CGStreamer
import Foundation
import PlayheadCore

/// What can be told about a URL before GStreamer opens it, without blocking: a local path that
/// is missing, unreadable, a folder, or a FIFO or device (whose `open()` can block for ever), and
/// a scheme no installed GStreamer source reads.
public enum MediaSourceCheck {
  /// Why `url` cannot be opened, or `nil` when GStreamer may try. A local file is checked with
  /// `stat` and `access` alone; another URL's scheme is looked up in GStreamer's registry
  /// (which initializes GStreamer).
  public static func problem(with url: URL) -> MediaError? {
    guard url.isFileURL else {
      GStreamerRuntime.initialize()
      let scheme = url.scheme?.lowercased() ?? ""
      guard gst_uri_protocol_is_supported(GST_URI_SRC, scheme) != 0 else {
        return MediaError(url: url, kind: .unsupportedScheme, detail: "")
      }
      return nil
    }
    var info = stat()
    guard stat(url.path, &info) == 0 else { return problem(url, errno: errno) }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else { return MediaError(url: url, kind: .notAFile, detail: describe(type)) }
    guard access(url.path, R_OK) == 0 else { return problem(url, errno: errno) }
    return nil
  }

  /// The error for a path `stat` or `access` refused with `errno`.
  static func problem(_ url: URL, errno code: Int32) -> MediaError {
    switch code {
    case EACCES, EPERM: MediaError(url: url, kind: .permissionDenied, detail: "")
    case ENOENT, ENOTDIR: MediaError(url: url, kind: .notFound, detail: translated("no such file"))
    default: MediaError(url: url, kind: .other, detail: String(cString: strerror(code)))
    }
  }

  /// What a file of type `type` (`st_mode & S_IFMT`) is, for a person.
  static func describe(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: translated("it is a folder")
    case S_IFIFO: translated("it is a named pipe (FIFO), which cannot be played")
    case S_IFCHR, S_IFBLK: translated("it is a device")
    case S_IFSOCK: translated("it is a socket")
    default: translated("it is not a regular file")
    }
  }
}
