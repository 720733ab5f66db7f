import Foundation

/// The `playhead` program built beside the tests, run as a person runs it.
enum PlayheadProgram {
  /// Its path.
  static let path = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("playhead")
    .path
}
