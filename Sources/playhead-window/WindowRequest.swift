import Foundation

/// What `playhead play` asks of the window, as `WindowLauncher` passes it: the media URL,
/// WIDTHxHEIGHT, the seconds to start at or `-` (where the file was left), the seconds to play or `-`, `stats` or `-`, `verbose` or
/// `-`, `keep-controls` or `-`, the volume in percent or `-` (the remembered one), and the speed.
/// The user-facing options and their checks live in `playhead play`.
struct WindowRequest {
  let url: URL
  let width: Int
  let height: Int
  /// Seconds to start at; `nil` to go on where the file was left, if it was.
  let seek: Double?
  let seconds: Double?
  let stats: Bool
  let verbose: Bool
  let keepsControls: Bool
  /// The volume in percent; `nil` for the one the window remembers.
  let volume: Double?
  let speed: Double

  /// Reads the nine arguments; nil when they are not what `playhead play` passes.
  init?(arguments: [String]) {
    guard arguments.count == 9, let url = URL(string: arguments[0]), url.scheme != nil else { return nil }
    let size = arguments[1].split(separator: "x").compactMap { Int($0) }
    guard size.count == 2, let speed = Double(arguments[8])
    else { return nil }
    self.url = url
    (width, height) = (size[0], size[1])
    seek = Double(arguments[2])
    seconds = Double(arguments[3])
    stats = arguments[4] == "stats"
    verbose = arguments[5] == "verbose"
    keepsControls = arguments[6] == "keep-controls"
    volume = Double(arguments[7])
    self.speed = speed
  }
}
