import Foundation

/// One way a web page offers its video, as yt-dlp lists it: a file (or stream) at an address,
/// with its size and bit rate where the page says them.
public struct PageFormat: Hashable, Sendable {
  /// yt-dlp's name for it ("360p", "hls-720", "0").
  public var id: String
  /// Where it is.
  public var url: URL
  /// The picture's width in pixels, where known.
  public var width: Int?
  /// The picture's height in pixels, where known.
  public var height: Int?
  /// Its bits per second, where known.
  public var bitRate: Int?
  /// What it is called without a height: its file's name ("clip-hd.mp4"); its id without one.
  public var label: String?

  /// A format `id` at `url`.
  public init(
    id: String, url: URL, width: Int? = nil, height: Int? = nil, bitRate: Int? = nil, label: String? = nil
  ) {
    self.label = label
    self.id = id
    self.url = url
    self.width = width
    self.height = height
    self.bitRate = bitRate
  }

  /// It as a variant of the quality menu ("360p", "360p · 1.2 Mb/s", or its id without a height).
  public var variant: StreamVariant {
    StreamVariant(
      bandwidth: bitRate ?? 0, width: width, height: height, location: "\(Self.locationScheme)\(id)",
      label: label ?? id)
  }

  /// What a page format's variant's location starts with.
  static let locationScheme = "page-format:"
}
