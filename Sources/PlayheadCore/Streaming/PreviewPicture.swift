import Foundation

/// Bytes of a resource on the network: the whole of it, or the range an HLS playlist's
/// `EXT-X-BYTERANGE` names.
public struct PreviewPiece: Hashable, Sendable {
  /// Where the resource is.
  public var url: URL
  /// The bytes wanted, `nil` for all.
  public var bytes: Range<Int>?

  /// `bytes` of `url` (`nil`: all of it).
  public init(url: URL, bytes: Range<Int>? = nil) {
    self.url = url
    self.bytes = bytes
  }
}

/// One picture an adaptive stream offers for previews (an HLS I-frame playlist's entry, a DASH
/// trick-mode segment): what is fetched and decoded alone, away from the demuxers, to show it.
public struct PreviewPicture: Hashable, Sendable {
  /// Its time on the stream's timeline, in seconds.
  public var start: Double
  /// What the decoder needs first: an initialization section (fMP4's, HLS's `EXT-X-MAP`), or the
  /// start of a transport stream whose program tables come before the picture's bytes.
  public var header: PreviewPiece?
  /// Whether `header` is the start of a transport stream, of which only the program tables (its
  /// PAT and PMT packets) are kept.
  public var headerHoldsTables = false
  /// The picture's own bytes.
  public var media: PreviewPiece

  /// The picture at `start` in `media`, after `header`.
  public init(
    start: Double, header: PreviewPiece? = nil, headerHoldsTables: Bool = false, media: PreviewPiece
  ) {
    self.start = start
    self.header = header
    self.headerHoldsTables = headerHoldsTables
    self.media = media
  }

  /// The one among `pictures` (in time order) showing `seconds`: the last starting at or before
  /// it (the first before them all).
  static func showing(_ seconds: Double, among pictures: [PreviewPicture]) -> PreviewPicture? {
    var low = 0
    var high = pictures.count
    while low < high {
      let middle = (low + high) / 2
      if pictures[middle].start <= seconds { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? pictures[low - 1] : pictures.first
  }
}
