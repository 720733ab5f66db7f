internal import CGStreamer

extension Element {
  /// The playback position in seconds, or `nil` when no element knows it.
  var position: Double? {
    var nanoseconds: gint64 = 0
    guard gst_element_query_position(pointer, GST_FORMAT_TIME, &nanoseconds) != 0 else { return nil }
    return GStreamerRuntime.seconds(nanoseconds)
  }

  /// The duration in seconds, or `nil` when unknown.
  var duration: Double? {
    var nanoseconds: gint64 = 0
    guard gst_element_query_duration(pointer, GST_FORMAT_TIME, &nanoseconds) != 0, nanoseconds >= 0 else {
      return nil
    }
    return GStreamerRuntime.seconds(nanoseconds)
  }

  /// The span seeking in time reaches, in the pipeline's stream time (a live stream's window);
  /// `nil` when it cannot seek or does not say.
  var seekableRange: ClosedRange<Double>? {
    guard let query = gst_query_new_seeking(GST_FORMAT_TIME) else { return nil }
    defer { gst_query_unref(query) }
    var seekable: gboolean = 0
    var (start, end): (gint64, gint64) = (-1, -1)
    guard gst_element_query(pointer, query) != 0 else { return nil }
    gst_query_parse_seeking(query, nil, &seekable, &start, &end)
    guard seekable != 0, start >= 0, end > start else { return nil }
    return GStreamerRuntime.seconds(start)...GStreamerRuntime.seconds(end)
  }

  /// Whether seeking in time works.
  var isSeekable: Bool {
    guard let query = gst_query_new_seeking(GST_FORMAT_TIME) else { return false }
    defer { gst_query_unref(query) }
    var seekable: gboolean = 0
    if gst_element_query(pointer, query) != 0 { gst_query_parse_seeking(query, nil, &seekable, nil, nil) }
    return seekable != 0
  }
}
