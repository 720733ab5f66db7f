import Foundation

/// The adaptive streaming formats, told by their manifest's address: HLS's playlist (`.m3u8`)
/// and DASH's media presentation description (`.mpd`). Their streams come in variants a
/// player chooses between as the network allows.
public enum AdaptiveStreamFormat: String, Sendable {
  /// HTTP Live Streaming.
  case hls
  /// MPEG-DASH.
  case dash

  /// The format whose manifest `address` names, by its path's ending (any case, a query
  /// after it); `nil` for other addresses and for local files, which the adaptive demuxers do
  /// not fetch.
  public init?(address: URL) {
    guard !address.isFileURL else { return nil }
    switch address.pathExtension.lowercased() {
    case "m3u8": self = .hls
    case "mpd": self = .dash
    default: return nil
    }
  }
}
