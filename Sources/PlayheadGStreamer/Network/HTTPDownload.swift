internal import CGStreamer
import Foundation

/// One HTTP download into memory on GStreamer's own HTTP source (souphttpsrc, as playback
/// fetches: the same proxies, TLS and cookies' handling), of a resource or a byte range of it.
/// Blocking: it runs off the main thread.
enum HTTPDownload {
  /// How a download ended.
  enum Outcome: Equatable {
    /// The bytes asked for.
    case bytes(Data)
    /// The server answered a range with the whole resource (souphttpsrc refuses that).
    case rangeRefused
    /// The server failed, nothing came in time, or more came than allowed.
    case failed
  }

  /// Downloads `range` of `url` (`nil`: all of it), at most `limit` bytes, each wait for data at
  /// most `patience` seconds.
  static func run(_ url: URL, range: Range<Int>?, limit: Int, patience: Double) -> Outcome {
    var message = ""
    guard
      let pipeline = Element(
        pipeline: "souphttpsrc name=playhead-fetch-source ! appsink name=playhead-fetch-sink sync=false",
        error: &message),
      let source = pipeline.child(named: "playhead-fetch-source"),
      let sink = pipeline.child(named: "playhead-fetch-sink")
    else { return .failed }
    defer { gst_element_set_state(pipeline.pointer, GST_STATE_NULL) }
    playhead_set_string(source.object, "location", url.absoluteString)
    playhead_set_uint(source.object, "timeout", guint(patience.rounded(.up)))
    if let range {
      // Sent before it starts, the seek is kept by the source and asked of the server as a range
      // (its end exclusive).
      let (start, end) = (gint64(range.lowerBound), gint64(range.upperBound))
      let seek = gst_event_new_seek(
        1, GST_FORMAT_BYTES, GST_SEEK_FLAG_NONE, GST_SEEK_TYPE_SET, start, GST_SEEK_TYPE_SET, end)
      guard gst_element_set_state(pipeline.pointer, GST_STATE_READY) != GST_STATE_CHANGE_FAILURE,
        gst_element_send_event(source.pointer, seek) != 0
      else { return .failed }
    }
    guard gst_element_set_state(pipeline.pointer, GST_STATE_PLAYING) != GST_STATE_CHANGE_FAILURE else {
      return .failed
    }
    return collected(from: playhead_app_sink(sink.pointer), of: pipeline, limit: limit, patience: patience)
  }

  /// The bytes `sink` receives up to its end, or how the download failed.
  private static func collected(
    from sink: UnsafeMutablePointer<GstAppSink>, of pipeline: Element, limit: Int, patience: Double
  ) -> Outcome {
    var data = Data()
    guard let bus = gst_element_get_bus(pipeline.pointer) else { return .failed }
    defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
    while true {
      if let failure = failure(on: bus) { return failure }
      guard let sample = gst_app_sink_try_pull_sample(sink, GstClockTime(patience * 1e9)) else {
        // The end, unless an error ended it.
        return failure(on: bus) ?? (gst_app_sink_is_eos(sink) != 0 ? .bytes(data) : .failed)
      }
      defer { gst_sample_unref(sample) }
      guard let buffer = gst_sample_get_buffer(sample) else { continue }
      var map = GstMapInfo()
      guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return .failed }
      data.append(map.data, count: Int(map.size))
      gst_buffer_unmap(buffer, &map)
      if data.count > limit { return .failed }
    }
  }

  /// How the download failed, when an error is on `bus`.
  private static func failure(on bus: UnsafeMutablePointer<GstBus>) -> Outcome? {
    guard let message = gst_bus_pop_filtered(bus, GST_MESSAGE_ERROR) else { return nil }
    defer { gst_message_unref(message) }
    let error = ElementError(message)
    let isRangeRefused =
      error.domain == gst_resource_error_quark() && error.code == Int32(GST_RESOURCE_ERROR_SEEK.rawValue)
    return isRangeRefused ? .rangeRefused : .failed
  }
}
