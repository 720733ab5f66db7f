import Foundation
import PlayheadCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches preview pictures' bytes over HTTP: a resource, or the range of it asked for (from a
/// server that ignores ranges too, whose whole answer is cut down). It keeps what it will be asked
/// for again: the headers (one initialization section is every picture's), and from a server
/// that ignores ranges the last whole resources (other pictures' ranges are likely in them).
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

  /// `piece`'s bytes, fetched.
  private func fetched(_ piece: PreviewPiece) -> Data? {
    let (patience, limit) = (Self.patience, Self.limit)
    var request = URLRequest(url: piece.url, timeoutInterval: patience)
    if let range = piece.bytes {
      guard range.count <= limit else { return nil }
      request.setValue("bytes=\(range.lowerBound)-\(range.upperBound - 1)", forHTTPHeaderField: "Range")
    }
    guard let (data, status) = answer(to: request), data.count <= limit else { return nil }
    switch (status, piece.bytes) {
    case (200, let range?):
      // The whole resource: the range is cut from it, and it is kept for the next.
      wholes.append((piece.url, data))
      while wholes.reduce(0, { $0 + $1.data.count }) > Self.wholesKept { wholes.removeFirst() }
      guard range.upperBound <= data.count else { return nil }
      return data.subdata(in: range)
    case (200, nil), (206, _):
      return data
    default:
      return nil
    }
  }

  /// The server's answer to `request`: its body and status.
  private func answer(to request: URLRequest) -> (Data, Int)? {
    let patience = Self.patience
    let answered = DispatchSemaphore(value: 0)
    let result = Answer()
    let task = URLSession.shared.dataTask(with: request) { data, response, _ in
      result.set(data, (response as? HTTPURLResponse)?.statusCode)
      answered.signal()
    }
    task.resume()
    if answered.wait(timeout: .now() + patience + 1) == .timedOut {
      task.cancel()
      return nil
    }
    return result.value
  }

  /// What the session's handler hands over to the waiting thread.
  private final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var body: Data?
    private var status: Int?

    func set(_ body: Data?, _ status: Int?) {
      lock.withLock { (self.body, self.status) = (body, status) }
    }

    var value: (Data, Int)? {
      lock.withLock { body.flatMap { body in status.map { (body, $0) } } }
    }
  }
}
