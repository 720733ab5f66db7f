import Foundation

/// Where an adaptive stream's previews come from: pictures fetched and decoded alone.
public enum PreviewPictures: Hashable, Sendable {
  /// An HLS I-frame playlist, read when the first preview is asked for (`IFramePlaylist`).
  case playlist(URL)
  /// A DASH trick-mode representation's segments, a period's each, and the manifest's address
  /// they are resolved against.
  case segments([TrickModeSegments], manifest: URL)

  /// Whether each picture is one frame: an HLS I-frame playlist's entries are; a DASH
  /// trick-mode segment may hold several, a second or so apart.
  public var holdsOnePictureEach: Bool {
    if case .playlist = self { return true }
    return false
  }

  /// The picture showing `seconds` among a DASH representation's segments (`nil` for a
  /// playlist, read first).
  public func picture(at seconds: Double) -> PreviewPicture? {
    guard case .segments(let periods, let manifest) = self else { return nil }
    let period = periods.last { $0.periodStart <= seconds } ?? periods.first
    return period?.picture(at: seconds, manifest: manifest)
  }
}

extension AdaptiveManifest {
  /// The pictures previews of the stream at `address` are decoded from, `height` pixels high: the
  /// I-frame playlist (HLS) or trick-mode representation (DASH) that is the smallest at least that
  /// high (else the highest); `nil` without one.
  public func previewPictures(of address: URL, height: Int) -> PreviewPictures? {
    // Highest first: the last tall enough is the smallest that is.
    let tallEnough = { (variant: StreamVariant) in (variant.height ?? 0) >= height }
    switch AdaptiveStreamFormat(address: address) {
    case .hls:
      let playlist = keyframeVariants.last(where: tallEnough) ?? keyframeVariants.first
      return playlist.flatMap { URL(string: $0.location, relativeTo: address)?.absoluteURL }.map {
        .playlist($0)
      }
    case .dash:
      let addressed = keyframeVariants.filter { trickModeSegments[$0.location] != nil }
      let chosen = addressed.last(where: tallEnough) ?? addressed.first
      return chosen.flatMap { trickModeSegments[$0.location] }.map { .segments($0, manifest: address) }
    case nil:
      return nil
    }
  }
}
