internal import CGStreamer
import PlayheadCore

/// Turns GStreamer's errors into `MediaError` kinds a person can act on, from the error's
/// domain and code, the element that posted it and the HTTP status it carries: never from the
/// words, which are translated and change between releases.
enum MediaErrorClassifier {
  /// The kind of failure `error` means.
  static func kind(of error: ElementError) -> MediaError.Kind {
    let isResource = error.domain == playhead_resource_error_quark()
    if isResource, GstResourceError(UInt32(error.code)) == GST_RESOURCE_ERROR_SEEK {
      return .serverCannotSeek
    }
    if let status = error.httpStatus, status >= 300 { return kind(httpStatus: status) }
    if isResource {
      switch GstResourceError(UInt32(error.code)) {
      case GST_RESOURCE_ERROR_NOT_FOUND: return .notFound
      case GST_RESOURCE_ERROR_NOT_AUTHORIZED: return .accessRefused
      case GST_RESOURCE_ERROR_OPEN_READ, GST_RESOURCE_ERROR_READ, GST_RESOURCE_ERROR_OPEN_READ_WRITE:
        return .unreachable
      default: return .other
      }
    }
    if error.domain == playhead_stream_error_quark() {
      switch GstStreamError(UInt32(error.code)) {
      // A network source that stops with a bare flow error never got (or lost) its connection:
      // GStreamer 1.22 with libsoup 3 posts nothing more telling for a refused or dropped one.
      case GST_STREAM_ERROR_FAILED where networkSources.contains(error.source): return .unreachable
      // Elsewhere a bare flow error is a demuxer or parser giving up on data it cannot read.
      case GST_STREAM_ERROR_FAILED: return .corrupt
      // playsink reads no data: a format it refuses is the set of streams (subtitles alone).
      case GST_STREAM_ERROR_FORMAT where error.source == "playsink": return .noPlayableStream
      case GST_STREAM_ERROR_TYPE_NOT_FOUND, GST_STREAM_ERROR_WRONG_TYPE: return .notMedia
      case GST_STREAM_ERROR_CODEC_NOT_FOUND: return .unsupportedCodec
      case GST_STREAM_ERROR_DECODE, GST_STREAM_ERROR_DEMUX, GST_STREAM_ERROR_FORMAT: return .corrupt
      default: return .other
      }
    }
    if error.domain == playhead_core_error_quark(),
      GstCoreError(UInt32(error.code)) == GST_CORE_ERROR_MISSING_PLUGIN
    {
      return .unsupportedCodec
    }
    return .other
  }

  /// What an HTTP status an HTTP source failed on means. The source follows redirects itself,
  /// so one that ends on a redirect gave up after too many.
  static func kind(httpStatus status: Int) -> MediaError.Kind {
    switch status {
    case 404, 410: .notFound
    case 401, 402, 403, 407: .accessRefused
    case 300...399: .tooManyRedirects
    case 416: .serverCannotSeek
    default: .serverError
    }
  }

  /// Whether `error` is an adaptive demuxer's bare flow error: it stopped for want of its
  /// playlist or segments (hlsdemux2 posts one once its playlist could not be fetched again).
  static func isAdaptiveDemuxerFlowError(_ error: ElementError) -> Bool {
    error.domain == playhead_stream_error_quark()
      && GstStreamError(UInt32(error.code)) == GST_STREAM_ERROR_FAILED
      && ["hlsdemux2", "dashdemux2", "mssdemux2"].contains(error.source)
  }

  /// The sources that read from a network connection.
  static let networkSources: Set<String> = ["souphttpsrc", "rtspsrc", "udpsrc", "srtsrc", "tcpclientsrc"]
}
