import Foundation

/// What an adaptive stream's manifest lists: its variants, the names of its alternate sound and
/// subtitle renditions, and the pictures it offers for previews (HLS's I-frame playlists, a DASH
/// trick-mode set). Read from the manifest's text (`hls(_:)`, `dash(_:)`), which reaches the
/// demuxer through the player, so no second download is made.
public struct AdaptiveManifest: Equatable, Sendable {
  /// The variants, highest bit rate first.
  public var variants: [StreamVariant] = []
  /// The alternate renditions' names (HLS's `NAME`, a DASH set's `Label`), which titles their
  /// streams.
  public var renditionNames: [String] = []
  /// The I-frame playlists (HLS) or trick-mode representations (DASH): pictures alone, for
  /// previews.
  public var keyframeVariants: [StreamVariant] = []
  /// A DASH manifest's trick-mode representations' segments by representation id, a period's
  /// each.
  public var trickModeSegments: [String: [TrickModeSegments]] = [:]

  /// An empty manifest: a playlist of segments alone (an HLS media playlist), or text that is not
  /// a manifest.
  public init() {}

  /// The manifest `text` is, read as `format` says.
  public init(_ text: String, format: AdaptiveStreamFormat) {
    self = format == .hls ? Self.hls(text) : Self.dash(text)
  }

  /// The variant playing video `height` pixels high at about `bandwidth` bits per second (the
  /// highest of that height when it is unknown): the closest in bit rate among those of that
  /// height, or of no stated height.
  public func variant(height: Int, bandwidth: Int?) -> StreamVariant? {
    let candidates = variants.filter { $0.height == nil || $0.height == height }
    guard let bandwidth else { return candidates.first }
    return candidates.min { abs($0.bandwidth - bandwidth) < abs($1.bandwidth - bandwidth) }
  }

  /// Sorts variants highest bit rate first, keeping the manifest's order among equals.
  static func ranked(_ variants: [StreamVariant]) -> [StreamVariant] {
    variants.enumerated().sorted { ($0.element.bandwidth, -$0.offset) > ($1.element.bandwidth, -$1.offset) }
      .map(\.element)
  }
}
