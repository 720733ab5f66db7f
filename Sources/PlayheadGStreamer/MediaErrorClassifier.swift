import CGStreamer
import Foundation
import PlayheadCore

/// Turns GStreamer's errors into `MediaError`s a person can act on.
enum MediaErrorClassifier {
  /// Kinds from most to least telling: what the source says about the server or file comes
  /// before what a demuxer concludes from the data that did (not) arrive.
  static let priority: [MediaError.Kind] = [
    .notFound, .notAFile, .serverError, .serverCannotSeek, .unreachable, .timedOut, .unsupportedCodec,
    .corrupt, .notMedia,
    .other,
  ]

  /// The kind of failure a GError domain, code and message mean.
  static func kind(domain: UInt32, code: Int32, message: String, debug: String) -> MediaError.Kind {
    let text = (message + " " + debug).lowercased()
    // souphttpsrc puts the status before the URL ("Not Found (404), URL: http://…"); the URL's
    // port or path may hold any digits, so only that spot is read.
    let status = httpStatus(in: debug)
    if status == 404 || text.contains("not found") && domain == playhead_resource_error_quark() {
      return .notFound
    }
    if let status, (500...599).contains(status) { return .serverError }
    if text.contains("timed out") || text.contains("timeout") { return .timedOut }
    if domain == playhead_resource_error_quark() {
      switch GstResourceError(UInt32(code)) {
      case GST_RESOURCE_ERROR_NOT_FOUND: return .notFound
      case GST_RESOURCE_ERROR_SEEK: return .serverCannotSeek
      case GST_RESOURCE_ERROR_OPEN_READ, GST_RESOURCE_ERROR_READ, GST_RESOURCE_ERROR_OPEN_READ_WRITE:
        return text.contains("directory") ? .notAFile : .unreachable
      default: return .other
      }
    }
    if domain == playhead_stream_error_quark() {
      // An HTTP source that stops with a bare flow error never got a connection (GStreamer
      // 1.22 posts no more telling message for a refused or dropped connection).
      if text.contains("souphttpsrc"), GstStreamError(UInt32(code)) == GST_STREAM_ERROR_FAILED {
        return .unreachable
      }
      switch GstStreamError(UInt32(code)) {
      case GST_STREAM_ERROR_TYPE_NOT_FOUND, GST_STREAM_ERROR_WRONG_TYPE: return .notMedia
      case GST_STREAM_ERROR_CODEC_NOT_FOUND: return .unsupportedCodec
      case GST_STREAM_ERROR_DECODE, GST_STREAM_ERROR_DEMUX, GST_STREAM_ERROR_FORMAT: return .corrupt
      default: return .other
      }
    }
    if domain == playhead_core_error_quark(), GstCoreError(UInt32(code)) == GST_CORE_ERROR_MISSING_PLUGIN {
      return .unsupportedCodec
    }
    return .other
  }

  /// The HTTP status in souphttpsrc's debug text ("Internal Server Error (500), URL: …"), if any.
  static func httpStatus(in debug: String) -> Int? {
    guard let marker = debug.range(of: "), URL: ") else { return nil }
    let digits = debug[..<marker.lowerBound].suffix(4)
    guard digits.first == "(", let status = Int(digits.dropFirst()), (100...599).contains(status) else {
      return nil
    }
    return status
  }

  /// The error for a local file that cannot be opened at all, or `nil` when it can.
  static func checkFile(_ url: URL) -> MediaError? {
    guard url.isFileURL else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return MediaError(url: url, kind: .notFound, detail: "no such file")
    }
    if isDirectory.boolValue { return MediaError(url: url, kind: .notAFile, detail: "") }
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      return MediaError(url: url, kind: .unreachable, detail: "permission denied")
    }
    return nil
  }
}
