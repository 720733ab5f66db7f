import Foundation

extension AdaptiveManifest {
  /// What previews of the stream at `address` are decoded from, `height` pixels high: its
  /// trick-mode sets as a manifest of their own, kept in a file (DASH), or the smallest of its
  /// I-frame playlists at least that high (HLS); `nil` when it offers neither.
  public func previewPictures(of address: URL, height: Int, in folder: URL = KeptFile.defaultFolder) -> URL? {
    if let trickMode {
      let text = Data(trickMode.text(at: address).utf8)
      return KeptFile.url(for: text, kind: "trick-mode", suffix: ".mpd", in: folder)
    }
    // Highest first: the last tall enough is the smallest that is.
    let playlist = keyframeVariants.last { ($0.height ?? 0) >= height } ?? keyframeVariants.first
    return playlist.flatMap { URL(string: $0.location, relativeTo: address)?.absoluteURL }
  }
}
