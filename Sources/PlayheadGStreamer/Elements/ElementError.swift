internal import CGStreamer

/// An error message from an element, read into a value: its GError domain and code, its words,
/// the factory of the element that posted it, and the HTTP status an HTTP source attaches.
struct ElementError: Sendable, Hashable {
  /// The GError domain (a quark).
  var domain: UInt32
  /// The GError code within the domain.
  var code: Int32
  /// The error's message.
  var message: String
  /// The factory name of the element that posted it ("souphttpsrc", "qtdemux"), or "".
  var source: String
  /// The HTTP status in the error's details (`http-status-code`), when an HTTP source posted it.
  var httpStatus: Int?

  /// Reads the error of `message`, a GST_MESSAGE_ERROR.
  init(_ message: UnsafeMutablePointer<GstMessage>) {
    var error: UnsafeMutablePointer<GError>?
    gst_message_parse_error(message, &error, nil)
    defer { if let error { g_error_free(error) } }
    domain = error?.pointee.domain ?? 0
    code = error?.pointee.code ?? 0
    self.message = error?.pointee.message.map { String(cString: $0) } ?? "unknown error"
    source = playhead_message_source_factory(message).map { String(cString: $0) } ?? ""
    var details: UnsafePointer<GstStructure>?
    gst_message_parse_error_details(message, &details)
    var status: guint = 0
    if let details, gst_structure_get_uint(details, "http-status-code", &status) != 0, status > 0 {
      httpStatus = Int(status)
    }
  }

  /// Makes an error from its parts (for tests).
  init(domain: UInt32, code: Int32, message: String, source: String = "", httpStatus: Int? = nil) {
    self.domain = domain
    self.code = code
    self.message = message
    self.source = source
    self.httpStatus = httpStatus
  }
}
