import Foundation

/// The XDG Base Directory rule the state and config folders follow: a variable's folder when it
/// holds an absolute path, else a folder in the home folder.
enum XDGBaseDirectory {
  /// `HOME`, when it is an absolute path.
  static func home(environment: [String: String]) -> URL? {
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
  }

  /// The folder `variable` names when it is an absolute path, else `fallback` in the home
  /// folder; `nil` when neither is absolute.
  static func url(_ variable: String, else fallback: String, environment: [String: String]) -> URL? {
    if let path = environment[variable], path.hasPrefix("/") {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return home(environment: environment)?.appendingPathComponent(fallback, isDirectory: true)
  }
}
