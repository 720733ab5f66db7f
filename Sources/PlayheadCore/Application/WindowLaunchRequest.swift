import Foundation

/// What `playhead play` asks of `playhead-window`, the program that links GTK: one value,
/// handed over as JSON in a single argument (`encoded()`, `init(encoded:)`), so that a new option
/// is one new property here and nowhere else. The user-facing options and their checks live in
/// `playhead play`.
public struct WindowLaunchRequest: Codable, Equatable, Sendable {
  /// The media, in the order given: the queue (none: an empty window asks for media).
  public var urls: [URL] = []
  /// The window's size asked for; `nil` for the remembered one.
  public var size: PlayerSettings.WindowSize?
  /// Seconds to start at; `nil` to go on where the file was left, if it was.
  public var seek: Double?
  /// Seconds of playing after which the window closes; `nil` to play on.
  public var seconds: Double?
  /// Whether to print the frames decoded, drawn and dropped on leaving.
  public var stats = false
  /// Whether to print each change of state and the libraries' own warnings.
  public var verbose = false
  /// Whether the controls stay shown while playing.
  public var keepsControls = false
  /// The volume in percent; `nil` for the one the window remembers.
  public var volume: Double?
  /// The speed, 1 being normal; `nil` for the one the preferences set.
  public var speed: Double?
  /// The subtitle files to show, in place of one found beside the media.
  public var subtitles: [URL] = []
  /// The subtitle files' encoding; `nil` to find it from their bytes.
  public var subtitleEncoding: String?
  /// The sound stream to play, from 1; `nil` for the media's default.
  public var audioTrack: Int?
  /// The subtitles' size asked for; `nil` for the remembered one.
  public var subtitleSize: SubtitleStyle.TextSize?
  /// The subtitles' colour asked for (a name or #RRGGBB); `nil` for the remembered one.
  public var subtitleColor: String?
  /// The subtitles' backdrop asked for; `nil` for the remembered one.
  public var subtitleBackdrop: SubtitleStyle.Backdrop?
  /// Whether the queue starts over after its last item.
  public var loops = false
  /// Whether the queue plays in a random order.
  public var shuffles = false

  /// A request for `urls` with every option at its default.
  public init(urls: [URL] = []) {
    self.urls = urls
  }

  /// The request as one argument: compact JSON.
  public func encoded() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every property is a number, a string, a URL or a flag: encoding cannot fail.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// The request `encoded()` wrote; nil for anything else, such as a person running
  /// `playhead-window` by hand.
  public init?(encoded text: String) {
    guard let request = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)) else { return nil }
    self = request
  }

  /// `style` with what this run asked for in place of its parts.
  public func subtitleStyle(over style: SubtitleStyle) -> SubtitleStyle {
    style.changing(size: subtitleSize, color: subtitleColor, backdrop: subtitleBackdrop)
  }
}
