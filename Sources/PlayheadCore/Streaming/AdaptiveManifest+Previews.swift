import Foundation

extension AdaptiveManifest {
  /// The I-frame playlist previews of the HLS stream at `address` are decoded from, `height`
  /// pixels high: the smallest at least that high (else the highest); `nil` without one. (A DASH
  /// stream's trick-mode sets are not used: GStreamer 1.22's dashdemux2 fails an assertion when
  /// sought while it fetches, and the previews of one show the time alone.)
  public func previewPictures(of address: URL, height: Int) -> URL? {
    guard AdaptiveStreamFormat(address: address) == .hls else { return nil }
    // Highest first: the last tall enough is the smallest that is.
    let playlist = keyframeVariants.last { ($0.height ?? 0) >= height } ?? keyframeVariants.first
    return playlist.flatMap { URL(string: $0.location, relativeTo: address)?.absoluteURL }
  }
}
