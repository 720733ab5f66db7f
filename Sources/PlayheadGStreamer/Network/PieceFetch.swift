import Foundation
import PlayheadCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a preview picture's bytes over HTTP: a resource, or the range of it asked for (from
/// a server that ignores ranges too, whose whole answer is cut down). Blocking: it runs on the
/// thumbnail decoder's queue, never the main one.
enum PieceFetch {
  /// How long one fetch may take, in seconds.
  static let patience = 10.0
  /// The most it reads of one piece, in bytes: a picture is far smaller.
  static let limit = 32 << 20

  /// `piece`'s bytes, or `nil` when the server does not give them.
  static func bytes(of piece: PreviewPiece) -> Data? {
    var request = URLRequest(url: piece.url, timeoutInterval: patience)
    if let range = piece.bytes {
      guard range.count <= limit else { return nil }
      request.setValue("bytes=\(range.lowerBound)-\(range.upperBound - 1)", forHTTPHeaderField: "Range")
    }
    guard let (data, status) = answer(to: request), data.count <= limit else { return nil }
    switch (status, piece.bytes) {
    case (200, let range?):
      // The whole resource: the range is cut from it.
      guard range.upperBound <= data.count else { return nil }
      return data.subdata(in: range)
    case (200, nil), (206, _):
      return data
    default:
      return nil
    }
  }

  /// The server's answer to `request`: its body and status.
  private static func answer(to request: URLRequest) -> (Data, Int)? {
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
