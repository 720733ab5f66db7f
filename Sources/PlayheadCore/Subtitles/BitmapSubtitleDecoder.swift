/// The decoder for a bitmap subtitle stream, chosen by its media type: Blu-ray's PGS
/// (`subpicture/x-pgs`) or television's DVB (`subpicture/x-dvb`).
public enum BitmapSubtitleDecoder: Sendable {
  /// Blu-ray's.
  case pgs(PGSDecoder)
  /// Television's.
  case dvb(DVBSubtitleDecoder)

  /// The media types read, as GStreamer names them.
  public static let mediaTypes = ["subpicture/x-pgs", "subpicture/x-dvb"]

  /// A decoder for streams of `mediaType`; `nil` for another kind.
  public init?(mediaType: String) {
    switch mediaType {
    case "subpicture/x-pgs": self = .pgs(PGSDecoder())
    case "subpicture/x-dvb": self = .dvb(DVBSubtitleDecoder())
    default: return nil
    }
  }

  /// Whether it reads streams of `mediaType`.
  public func reads(_ mediaType: String) -> Bool {
    switch self {
    case .pgs: mediaType == "subpicture/x-pgs"
    case .dvb: mediaType == "subpicture/x-dvb"
    }
  }

  /// Reads one buffer of the stream; returns what it does to the screen.
  public mutating func decode(_ bytes: [UInt8]) -> [SubtitlePictureChange] {
    switch self {
    case .pgs(var decoder):
      defer { self = .pgs(decoder) }
      return decoder.decode(bytes)
    case .dvb(var decoder):
      defer { self = .dvb(decoder) }
      return decoder.decode(bytes)
    }
  }
}
