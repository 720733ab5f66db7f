import Foundation
import PlayheadCore

/// A preview picture's bytes fetched (`PieceFetch`) into a temporary file of their own, its
/// header first (a transport stream's program tables alone): what the thumbnail decoder opens as
/// a file, away from the adaptive demuxers. Removed when released.
final class PreviewPictureFile {
  /// The file.
  let url: URL

  /// `picture`'s file, its bytes fetched by `fetch`; `nil` when they cannot be fetched or
  /// written.
  init?(_ picture: PreviewPicture, fetchingBy fetch: PieceFetch) {
    var header = Data()
    if let piece = picture.header {
      guard let bytes = fetch.bytes(of: piece, isHeader: true) else { return nil }
      header = picture.headerHoldsTables ? TransportStreamTables.packets(in: bytes) : bytes
    }
    guard let media = fetch.bytes(of: picture.media) else { return nil }
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-preview-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: url.path, contents: header + media) else { return nil }
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
