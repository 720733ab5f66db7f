import Foundation
import PlayheadCore

/// What `playhead play` asks of the window, as `WindowLauncher` passes it: WIDTHxHEIGHT or `-`
/// (the remembered size), the seconds to start at or `-` (where the file was left), the seconds to play or `-`, `stats` or `-`, `verbose` or
/// `-`, `keep-controls` or `-`, the volume in percent or `-` (the remembered one), the speed, the
/// subtitle files' URLs a space apart or `-`, their encoding or `-`, the sound stream's number (from 1) or `-`, and the subtitles'
/// size, colour and backdrop, each or `-` (the remembered one), `loop` or `-`, `shuffle` or `-`,
/// then the media URLs, the queue (none: an empty window asks for media). The user-facing options and their checks live in
/// `playhead play`.
struct WindowRequest {
  /// The media, in the order given.
  let urls: [URL]
  /// The window's size asked for; `nil` for the remembered one.
  let size: (width: Int, height: Int)?
  /// Seconds to start at; `nil` to go on where the file was left, if it was.
  let seek: Double?
  let seconds: Double?
  let stats: Bool
  let verbose: Bool
  let keepsControls: Bool
  /// The volume in percent; `nil` for the one the window remembers.
  let volume: Double?
  let speed: Double
  /// The subtitle files to show, in place of one found beside the media.
  let subtitles: [URL]
  /// The subtitle files' encoding; `nil` to find it from their bytes.
  let subtitleEncoding: String?
  /// The sound stream to play, from 1; `nil` for the media's first.
  let audioTrack: Int?
  /// The subtitles' size, colour and backdrop asked for; `nil` each for the remembered one.
  let subtitleSize: SubtitleStyle.TextSize?
  let subtitleColor: String?
  let subtitleBackdrop: SubtitleStyle.Backdrop?
  /// Whether the queue starts over after its last item.
  let loops: Bool
  /// Whether the queue plays in a random order.
  let shuffles: Bool

  /// The number of arguments before the URLs.
  private static let optionCount = 16

  /// Reads the arguments; nil when they are not what `playhead play` passes.
  init?(arguments: [String]) {
    guard arguments.count >= Self.optionCount else { return nil }
    let urls = arguments.dropFirst(Self.optionCount).compactMap { URL(string: $0) }
    guard urls.count == arguments.count - Self.optionCount, urls.allSatisfy({ $0.scheme != nil }),
      let speed = Double(arguments[7])
    else { return nil }
    self.urls = urls
    let size = arguments[0].split(separator: "x").compactMap { Int($0) }
    self.size = size.count == 2 ? (size[0], size[1]) : nil
    seek = Double(arguments[1])
    seconds = Double(arguments[2])
    stats = arguments[3] == "stats"
    verbose = arguments[4] == "verbose"
    keepsControls = arguments[5] == "keep-controls"
    volume = Double(arguments[6])
    self.speed = speed
    subtitles =
      arguments[8] == "-" ? [] : arguments[8].split(separator: " ").compactMap { URL(string: String($0)) }
    subtitleEncoding = arguments[9] == "-" ? nil : arguments[9]
    audioTrack = Int(arguments[10])
    subtitleSize = SubtitleStyle.TextSize(rawValue: arguments[11])
    subtitleColor = arguments[12] == "-" ? nil : arguments[12]
    subtitleBackdrop = SubtitleStyle.Backdrop(rawValue: arguments[13])
    loops = arguments[14] == "loop"
    shuffles = arguments[15] == "shuffle"
  }

  /// `style` with what this run asked for in place of its parts.
  func subtitleStyle(over style: SubtitleStyle) -> SubtitleStyle {
    style.changing(size: subtitleSize, color: subtitleColor, backdrop: subtitleBackdrop)
  }
}
