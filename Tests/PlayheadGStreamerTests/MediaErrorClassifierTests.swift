import CGStreamer
import PlayheadCore
import Testing

@testable import PlayheadGStreamer

/// Errors are told apart by domain, code, source and HTTP status, never by their words.
@Suite struct MediaErrorClassifierTests {
  @Test(arguments: [
    (404, MediaError.Kind.notFound), (401, .accessRefused), (403, .accessRefused), (302, .tooManyRedirects),
    (500, .serverError), (503, .serverError), (416, .serverCannotSeek),
  ])
  func httpStatusesNameTheirCause(status: Int, kind: MediaError.Kind) {
    let error = ElementError(
      domain: playhead_resource_error_quark(), code: Int32(GST_RESOURCE_ERROR_OPEN_READ.rawValue),
      message: "words that do not matter", source: "souphttpsrc", httpStatus: status)
    #expect(MediaErrorClassifier.kind(of: error) == kind)
  }

  @Test func aBareFlowErrorIsUnreachableFromANetworkSourceAndDamageFromADemuxer() {
    let failed = Int32(GST_STREAM_ERROR_FAILED.rawValue)
    let network = ElementError(
      domain: playhead_stream_error_quark(), code: failed, message: "", source: "souphttpsrc")
    let demuxer = ElementError(
      domain: playhead_stream_error_quark(), code: failed, message: "", source: "qtdemux")
    #expect(MediaErrorClassifier.kind(of: network) == .unreachable)
    #expect(MediaErrorClassifier.kind(of: demuxer) == .corrupt)
  }

  @Test func streamErrorsSayWhatIsWrongWithTheData() {
    let stream = playhead_stream_error_quark()
    #expect(
      MediaErrorClassifier.kind(
        of: ElementError(domain: stream, code: Int32(GST_STREAM_ERROR_DEMUX.rawValue), message: ""))
        == .corrupt)
    #expect(
      MediaErrorClassifier.kind(
        of: ElementError(domain: stream, code: Int32(GST_STREAM_ERROR_TYPE_NOT_FOUND.rawValue), message: ""))
        == .notMedia)
    #expect(
      MediaErrorClassifier.kind(
        of: ElementError(domain: stream, code: Int32(GST_STREAM_ERROR_CODEC_NOT_FOUND.rawValue), message: ""))
        == .unsupportedCodec)
  }
}
