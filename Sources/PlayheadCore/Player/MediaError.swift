import Foundation

/// Why media could not be played, naming the URL and the cause.
public struct MediaError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of failure a player tells apart.
  public enum Kind: String, Hashable, Sendable {
    /// No file or resource at the URL (a missing file, HTTP 404).
    case notFound
    /// The file exists but may not be read.
    case permissionDenied
    /// The path names a folder, a FIFO, a device or a socket, not a file.
    case notAFile
    /// The URL's scheme is one no installed source reads (`ftp://` without a plugin for it).
    case unsupportedScheme
    /// The data is not a media format (a text file, say).
    case notMedia
    /// The file is truncated or damaged.
    case corrupt
    /// A format or codec no installed decoder handles.
    case unsupportedCodec
    /// The media has no audio or video stream (subtitles only, say).
    case noPlayableStream
    /// The host could not be reached.
    case unreachable
    /// The host name does not resolve.
    case hostNotFound
    /// Nothing listens at the host's port.
    case connectionRefused
    /// The secure connection failed (a certificate, or TLS to a plain-HTTP server).
    case tlsFailure
    /// The server refused access (HTTP 401 or 403).
    case accessRefused
    /// The server redirected too many times (a loop).
    case tooManyRedirects
    /// The connection broke after data had arrived.
    case connectionLost
    /// The server answered with an error status (HTTP 5xx and the like).
    case serverError
    /// The media must be read out of order (an MP4 with its index at the end) and the server
    /// does not allow range requests.
    case serverCannotSeek
    /// No data came for too long.
    case timedOut
    /// A live stream's playlist stopped growing while playback waited for it (its broadcast
    /// ended without saying so).
    case liveStreamStopped
    /// Anything else the engine reported.
    case other
  }

  /// The media that failed.
  public var url: URL
  /// The kind of failure.
  public var kind: Kind
  /// The engine's own words for the cause.
  public var detail: String

  /// Creates an error.
  public init(url: URL, kind: Kind, detail: String) {
    self.url = url
    self.kind = kind
    self.detail = detail
  }

  /// One sentence for a person: what failed, where, and why.
  public var description: String {
    let location = url.isFileURL ? url.path : url.absoluteString
    return detail.isEmpty
      ? translated("\(location): \(reason)") : translated("\(location): \(reason) (\(detail))")
  }

  /// The kind in words ("not found", "the connection was lost mid-stream").
  public var reason: String {
    switch kind {
    case .notFound: translated("not found")
    case .permissionDenied: translated("cannot be read (permission denied)")
    case .notAFile: translated("is not a regular file")
    case .unsupportedScheme: translated("no installed GStreamer source reads \(url.scheme ?? "such"):// URLs")
    case .notMedia: translated("is not a media file")
    case .corrupt: translated("is damaged or truncated")
    case .unsupportedCodec: translated("uses a format no installed decoder plays")
    case .noPlayableStream: translated("has no audio or video stream")
    case .unreachable: translated("could not be reached")
    case .hostNotFound: translated("the host was not found")
    case .connectionRefused: translated("the server refused the connection")
    case .tlsFailure: translated("the secure (TLS) connection failed")
    case .accessRefused: translated("the server refused access")
    case .tooManyRedirects: translated("the server redirected too many times")
    case .connectionLost: translated("the connection was lost mid-stream")
    case .serverError: translated("the server answered with an error")
    case .serverCannotSeek: translated("needs seeking, which the server does not allow")
    case .timedOut: translated("no data arrived in time")
    case .liveStreamStopped: translated("is a live stream that stopped")
    case .other: translated("could not be played")
    }
  }
}

extension MediaError {
  /// A live stream at `url` whose playlist has not grown for `silence` seconds while playback
  /// waited for it.
  public static func liveStreamStopped(_ url: URL, silentFor silence: Double) -> MediaError {
    MediaError(
      url: url, kind: .liveStreamStopped,
      detail: translated("its playlist no longer grows: no new segment for \(Int(silence.rounded())) s"))
  }

  /// What a live stream whose playlist can no longer be fetched says (its server stopped
  /// serving it).
  public static var unfetchablePlaylist: String { translated("its playlist can no longer be fetched") }
}
