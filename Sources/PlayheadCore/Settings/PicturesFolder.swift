import Foundation

/// The person's Pictures folder, where screenshots go, by the XDG user directories: the
/// `XDG_PICTURES_DIR` line of `$XDG_CONFIG_HOME/user-dirs.dirs` (`~/.config` by default), else
/// `~/Pictures`.
public enum PicturesFolder {
  /// The folder for `environment`, reading its `user-dirs.dirs`; `nil` without an absolute
  /// `HOME`.
  public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    guard let home = XDGBaseDirectory.home(environment: environment),
      let config = XDGBaseDirectory.url("XDG_CONFIG_HOME", else: ".config", environment: environment)
    else { return nil }
    let userDirs = try? String(contentsOf: config.appendingPathComponent("user-dirs.dirs"), encoding: .utf8)
    return url(userDirs: userDirs, home: home.path)
  }

  /// The folder `userDirs` (a `user-dirs.dirs` file's text) names, else `home`/Pictures. Its
  /// lines read `XDG_PICTURES_DIR="$HOME/Pictures"`: a path from `$HOME/`, or an absolute one.
  public static func url(userDirs: String?, home: String) -> URL {
    let homeURL = URL(fileURLWithPath: home, isDirectory: true)
    let fallback = homeURL.appendingPathComponent("Pictures", isDirectory: true)
    let line = userDirs?.split(separator: "\n").lazy
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .first { $0.hasPrefix("XDG_PICTURES_DIR=") }
    guard let line else { return fallback }
    var value = line.dropFirst("XDG_PICTURES_DIR=".count)
    guard value.count >= 2, value.first == "\"", value.last == "\"" else { return fallback }
    value = value.dropFirst().dropLast()
    if value.hasPrefix("$HOME") {
      let rest = value.dropFirst("$HOME".count).drop { $0 == "/" }
      return rest.isEmpty ? homeURL : homeURL.appendingPathComponent(String(rest), isDirectory: true)
    }
    return value.hasPrefix("/") ? URL(fileURLWithPath: String(value), isDirectory: true) : fallback
  }
}
