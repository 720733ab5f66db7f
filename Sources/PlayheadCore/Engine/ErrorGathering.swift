import Foundation

/// The errors one failure posts, gathered for `EngineLifecycle.errorSettleTime` and reduced to
/// the most telling one.
struct ErrorGathering: Sendable {
  /// Kinds from most to least telling: what the source says about the server or file comes
  /// before what a demuxer concludes from the data that did (not) arrive.
  static let priority: [MediaError.Kind] = [
    .notFound, .permissionDenied, .notAFile, .unsupportedScheme, .accessRefused, .serverError,
    .tooManyRedirects, .tlsFailure, .hostNotFound, .connectionRefused, .serverCannotSeek, .unreachable,
    .timedOut, .liveStreamStopped, .unsupportedCodec, .noPlayableStream, .notMedia, .corrupt, .other,
  ]

  private var texts: [MediaError.Kind: String] = [:]
  private var firstKind: MediaError.Kind?
  /// Whether media data arrived since loading: then a broken connection was lost, not
  /// unreachable.
  var receivedData = false
  /// Whether the data is a web page (HTML): not media, whatever the decoders then say.
  var isWebPage = false

  /// Whether an error has come (and a report is due once the errors settle).
  var hasError: Bool { firstKind != nil }

  /// Records an error of `kind`; returns `true` for the first, which starts the settle time.
  mutating func add(_ kind: MediaError.Kind, text: String) -> Bool {
    if texts[kind] == nil { texts[kind] = text }
    guard firstKind == nil else { return false }
    firstKind = kind
    return true
  }

  /// Records that no plugin handles part of the media: not fatal alone (other streams may play),
  /// it explains an error that follows.
  mutating func addMissingPlugin(_ description: String) {
    if texts[.unsupportedCodec] == nil {
      texts[.unsupportedCodec] = translated("no \(description) is installed")
    }
  }

  /// The error to report for `url`, by `priority`; `decodedFrames` tells whether
  /// playback had begun, `loaded` whether the media had loaded, `seeking` whether a seek was
  /// asked for. `nil` before any error.
  func error(for url: URL, decodedFrames: Bool, loaded: Bool, seeking: Bool) -> MediaError? {
    guard let firstKind else { return nil }
    var gathered = Self.priority.first { texts[$0] != nil } ?? firstKind
    // Data came that no type finder knows: not media, whatever the source's stream did next.
    if receivedData, !decodedFrames, texts[.notMedia] != nil, gathered == .unreachable || isWebPage {
      gathered = .notMedia
    }
    // A connection that broke after data came is lost, not unreachable; once frames decode, the
    // source's attempt to resume it can also fail for want of range requests.
    let broke = texts[.unreachable] != nil && receivedData && (decodedFrames || gathered == .unreachable)
    // GStreamer's HTTP source resumes a dropped connection itself, with a range request: once
    // the media loaded, and with no seek asked for, a server refusing it means the connection
    // was lost. (Before, a demuxer may be seeking to an index at the end of the file.)
    if gathered == .serverCannotSeek, receivedData, loaded || decodedFrames, !seeking {
      let said = texts[gathered] ?? ""
      let detail = translated("the server cannot resume it: it takes no range requests (\(said))")
      return MediaError(url: url, kind: .connectionLost, detail: detail)
    }
    return MediaError(url: url, kind: broke ? .connectionLost : gathered, detail: texts[gathered] ?? "")
  }
}
