import Foundation

/// What media is called when its tags say nothing: its file name.
public enum MediaName {
  /// `url`'s file name (the last part of its path, decoded), else the whole address (a server's
  /// root, `udp://…`).
  public static func of(_ url: URL) -> String {
    let last = url.lastPathComponent
    return last.isEmpty || last == "/" ? url.absoluteString : last
  }
}
