import Foundation

/// An HLS I-frame playlist (`EXT-X-I-FRAMES-ONLY`): a picture per entry, each a whole segment or a
/// byte range within one (`EXT-X-BYTERANGE`, as Apple's tools write them), after the
/// initialization section `EXT-X-MAP` names. A transport stream's range without one is preceded
/// by the program tables from its resource's start (RFC 8216 lets such a playlist leave them out
/// where the first range follows them).
public struct IFramePlaylist: Hashable, Sendable {
  /// The pictures, in time order.
  public var pictures: [PreviewPicture] = []

  /// How much of a transport stream's start is read for its program tables, in bytes: twenty
  /// packets (muxers write the PAT and PMT first).
  static let tablesReach = 188 * 20

  /// The playlist `text` read from `address`: its entries' addresses resolved against it.
  public init(_ text: String, address: URL) {
    var time = 0.0
    var duration: Double?
    var range: (length: Int, offset: Int?)?
    var map: PreviewPiece?
    var rangeEnds: [URL: Int] = [:]
    for line in text.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.hasPrefix("#EXTINF:") {
        // A length that is none (negative, not a number) counts as none.
        duration = Double(line.dropFirst("#EXTINF:".count).prefix { $0 != "," }).flatMap {
          $0.isFinite && $0 >= 0 ? $0 : nil
        }
      } else if line.hasPrefix("#EXT-X-BYTERANGE:") {
        range = Self.byteRange(String(line.dropFirst("#EXT-X-BYTERANGE:".count)))
      } else if let attributes = AdaptiveManifest.attributes(of: line, tag: "#EXT-X-MAP:") {
        map = attributes["URI"].flatMap { URL(string: $0, relativeTo: address)?.absoluteURL }.map { url in
          let mapRange = attributes["BYTERANGE"].flatMap(Self.byteRange)
          return PreviewPiece(
            url: url, bytes: mapRange.map { ($0.offset ?? 0)..<(($0.offset ?? 0) + $0.length) })
        }
      } else if !line.isEmpty, !line.hasPrefix("#"),
        let url = URL(string: line, relativeTo: address)?.absoluteURL
      {
        let bytes = range.map { range -> Range<Int> in
          let offset = range.offset ?? rangeEnds[url] ?? 0
          return offset..<(offset + range.length)
        }
        if let bytes { rangeEnds[url] = bytes.upperBound }
        var picture = PreviewPicture(start: time, header: map, media: PreviewPiece(url: url, bytes: bytes))
        if map == nil, let bytes, bytes.lowerBound > 0, !Self.isFragmentedMP4(url) {
          picture.header = PreviewPiece(url: url, bytes: 0..<min(bytes.lowerBound, Self.tablesReach))
          picture.headerHoldsTables = true
        }
        pictures.append(picture)
        time += duration ?? 0
        (duration, range) = (nil, nil)
      }
    }
  }

  /// The picture showing `seconds`.
  public func picture(at seconds: Double) -> PreviewPicture? {
    PreviewPicture.showing(seconds, among: pictures)
  }

  /// `length[@offset]`, as `EXT-X-BYTERANGE` and `EXT-X-MAP`'s `BYTERANGE` write it.
  private static func byteRange(_ text: String) -> (length: Int, offset: Int?)? {
    let parts = text.split(separator: "@")
    guard let length = parts.first.flatMap({ Int($0) }), length > 0 else { return nil }
    return (length, parts.count > 1 ? Int(parts[1]) : nil)
  }

  /// Whether the resource at `url` is fragmented MP4 by its name (its header is `EXT-X-MAP`).
  private static func isFragmentedMP4(_ url: URL) -> Bool {
    ["mp4", "m4s", "m4v", "cmfv"].contains(url.pathExtension.lowercased())
  }
}
