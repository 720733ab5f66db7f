internal import CGStreamer

/// How a pipeline that writes a file ended.
enum PipelineEnd {
  /// It reached the end of its stream.
  case finished
  /// An element failed; GStreamer's message.
  case failed(String)
}

extension Element {
  /// Waits up to `nanoseconds` for the pipeline's end of stream or first error; `nil` if neither
  /// came in time.
  func waitForEnd(nanoseconds: GstClockTime) -> PipelineEnd? {
    let bus = gst_element_get_bus(pointer)
    defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
    let types = GstMessageType(GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ERROR.rawValue)
    guard let message = gst_bus_timed_pop_filtered(bus, nanoseconds, types) else { return nil }
    defer { gst_message_unref(message) }
    guard playhead_message_type(message) == GST_MESSAGE_ERROR else { return .finished }
    var error: UnsafeMutablePointer<GError>?
    gst_message_parse_error(message, &error, nil)
    defer { if let error { g_error_free(error) } }
    return .failed(error.map { String(cString: $0.pointee.message) } ?? "unknown error")
  }
}
