/// One variant of an adaptive stream: the same media coded at one size and bit rate, as its
/// manifest lists it (an HLS `EXT-X-STREAM-INF`, a DASH video `Representation`).
public struct StreamVariant: Hashable, Sendable {
  /// The bits per second the manifest gives it (HLS's `BANDWIDTH`, DASH's `bandwidth`).
  public var bandwidth: Int
  /// The picture's width in pixels, where the manifest says it.
  public var width: Int?
  /// The picture's height in pixels, where the manifest says it.
  public var height: Int?
  /// Its codecs as the manifest names them ("avc1.64001f,mp4a.40.2").
  public var codecs: String?
  /// Where it is: an HLS variant's playlist address as the manifest writes it, a DASH
  /// representation's id.
  public var location: String
  /// A name its source gives it, for one without a height (a web page's format: "hd", "0").
  public var label: String?

  /// A variant of `bandwidth` bits per second at `location`.
  public init(
    bandwidth: Int, width: Int? = nil, height: Int? = nil, codecs: String? = nil, location: String,
    label: String? = nil
  ) {
    self.label = label
    self.bandwidth = bandwidth
    self.width = width
    self.height = height
    self.codecs = codecs
    self.location = location
  }

  /// Its name in menus and messages: its height ("720p"), else its label, else its bit rate.
  public var name: String { height.map { "\($0)p" } ?? label ?? rateText }

  /// Its name and bit rate: "720p · 2.8 Mb/s", "128 kb/s"; its name alone without a bit rate.
  public var description: String {
    guard bandwidth > 0 else { return name }
    return height == nil && label == nil ? rateText : translated("\(name) · \(rateText)")
  }

  /// The bit rate in kilobits or megabits per second.
  private var rateText: String {
    let megabits = Translations.decimal(Double(bandwidth) / 1_000_000, digits: 1)
    return bandwidth >= 1_000_000
      ? translated("\(megabits) Mb/s")
      : translated("\(Translations.number(Int((Double(bandwidth) / 1000).rounded()))) kb/s")
  }
}
