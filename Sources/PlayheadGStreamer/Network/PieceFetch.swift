import Foundation
import PlayheadCore

/// Fetches preview pictures' bytes over HTTP (`HTTPDownload`): a resource, or the range of it
/// asked for (from a server that ignores ranges too, whose whole answer is cut down). It keeps
/// what it will be asked for again: the headers (one initialization section is every picture's),
/// and from a server that ignores ranges the last whole resources (other pictures' ranges are
/// likely in them).
/// Blocking, and used on one queue: the thumbnail decoder's, never the main one.
final class PieceFetch {
  /// How long one fetch may take, in seconds.
  static let patience = 10.0
  /// The most it reads of one piece, in bytes: a picture is far smaller.
  static let limit = 32 << 20

  /// The headers kept, at most `headersKept` of them.
  private var headers: [PreviewPiece: Data] = [:]
  private static let headersKept = 8
  /// The last resources a server sent whole when a range of them was asked for, newest last.
  private var wholes: [(url: URL, data: Data)] = []
  /// How many bytes of whole resources are kept at most.
  private static let wholesKept = 48 << 20
  /// Whether the server answered a range with the whole resource: then every range is cut from
  /// the whole.
  private var isRangeIgnored = false

  /// `piece`'s bytes, or `nil` when the server does not give them; a header's are kept.
  func bytes(of piece: PreviewPiece, isHeader: Bool = false) -> Data? {
    if let kept = headers[piece] { return kept }
    if let whole = wholes.last(where: { $0.url == piece.url }), let range = piece.bytes {
      return range.upperBound <= whole.data.count ? whole.data.subdata(in: range) : nil
    }
    let data = fetched(piece)
    if isHeader, let data {
      if headers.count >= Self.headersKept { headers.removeAll() }
      headers[piece] = data
    }
    return data
  }

  /// `piece`'s bytes, fetched; from a server that ignores ranges, the whole resource is fetched
  /// and kept, and the range cut from it.
  private func fetched(_ piece: PreviewPiece) -> Data? {
    let fetch = { (range: Range<Int>?) in
      HTTPDownload.run(piece.url, range: range, limit: Self.limit, patience: Self.patience)
    }
    switch isRangeIgnored && piece.bytes != nil ? .rangeRefused : fetch(piece.bytes) {
    case .bytes(let data):
      return data
    case .rangeRefused:
      isRangeIgnored = true
      guard case .bytes(let data) = fetch(nil), let range = piece.bytes, range.upperBound <= data.count else {
        return nil
      }
      wholes.append((piece.url, data))
      while wholes.reduce(0, { $0 + $1.data.count }) > Self.wholesKept { wholes.removeFirst() }
      return data.subdata(in: range)
    case .failed:
      return nil
    }
  }
}
