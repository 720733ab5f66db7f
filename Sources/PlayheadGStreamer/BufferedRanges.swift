import CGStreamer
import PlayheadCore

/// The parts of the media already downloaded, from GStreamer's buffering query.
enum BufferedRanges {
  /// The downloaded ranges of `pipeline`'s media in seconds, given its `duration`; empty when no
  /// element keeps track (nothing is downloaded ahead).
  static func query(_ pipeline: Element, duration: Double) -> [ClosedRange<Double>] {
    guard duration > 0, let query = gst_query_new_buffering(GST_FORMAT_PERCENT) else { return [] }
    defer { gst_query_unref(query) }
    guard gst_element_query(pipeline.pointer, query) != 0 else { return [] }
    let scale = duration / Double(playhead_format_percent_max())
    return (0..<gst_query_get_n_buffering_ranges(query)).compactMap { index in
      var start: gint64 = 0
      var stop: gint64 = 0
      guard gst_query_parse_nth_buffering_range(query, index, &start, &stop) != 0 else { return nil }
      let lower = min(max(Double(start) * scale, 0), duration)
      let upper = min(Double(stop) * scale, duration)
      return lower < upper ? lower...upper : nil
    }
  }
}
