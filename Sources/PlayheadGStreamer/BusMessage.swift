import CGStreamer
import PlayheadCore

/// The bus messages the engine acts on, read on the bus thread into plain values.
enum BusMessage: Sendable {
  /// An element failed: GError domain and code, its message and debug text.
  case error(domain: UInt32, code: Int32, message: String, debug: String)
  /// The stream ended.
  case endOfStream
  /// The buffer's fill.
  case buffering(Int)
  /// A state change (preroll or seek) finished.
  case asyncDone
  /// The pipeline itself went to PLAYING (`true`) or left it.
  case pipelinePlaying(Bool)
  /// The duration may have changed.
  case durationChanged
  /// No installed plugin handles part of the media; `description` says which ("H.264 decoder").
  case missingPlugin(description: String)
  /// The streams in the media, described by their codecs ("H.264 (High Profile)", "MPEG-4 AAC").
  case streams(codecs: [String])

  /// Reads `message`; `pipeline` tells the pipeline's own state changes from its children's.
  init?(_ message: UnsafeMutablePointer<GstMessage>, pipeline: UnsafeMutableRawPointer) {
    switch playhead_message_type(message) {
    case GST_MESSAGE_ERROR:
      var error: UnsafeMutablePointer<GError>?
      var debug: UnsafeMutablePointer<gchar>?
      gst_message_parse_error(message, &error, &debug)
      defer {
        g_error_free(error)
        g_free(debug)
      }
      self = .error(
        domain: error?.pointee.domain ?? 0, code: error?.pointee.code ?? 0,
        message: error?.pointee.message.map { String(cString: $0) } ?? "unknown error",
        debug: debug.map { String(cString: $0) } ?? "")
    case GST_MESSAGE_EOS:
      self = .endOfStream
    case GST_MESSAGE_BUFFERING:
      var percent: Int32 = 0
      gst_message_parse_buffering(message, &percent)
      self = .buffering(Int(percent))
    case GST_MESSAGE_ASYNC_DONE:
      self = .asyncDone
    case GST_MESSAGE_DURATION_CHANGED:
      self = .durationChanged
    case GST_MESSAGE_ELEMENT where gst_is_missing_plugin_message(message) != 0:
      let description = gst_missing_plugin_message_get_description(message)
      defer { g_free(description) }
      self = .missingPlugin(description: description.map { String(cString: $0) } ?? "a plugin")
    case GST_MESSAGE_STREAM_COLLECTION:
      var collection: UnsafeMutablePointer<GstStreamCollection>?
      gst_message_parse_stream_collection(message, &collection)
      defer { if let collection { gst_object_unref(UnsafeMutableRawPointer(collection)) } }
      self = .streams(codecs: collection.map(Self.codecs) ?? [])
    case GST_MESSAGE_STATE_CHANGED:
      guard UnsafeMutableRawPointer(playhead_message_source(message)) == pipeline else { return nil }
      var old = GST_STATE_VOID_PENDING
      var new = GST_STATE_VOID_PENDING
      gst_message_parse_state_changed(message, &old, &new, nil)
      guard (old == GST_STATE_PLAYING) != (new == GST_STATE_PLAYING) else { return nil }
      self = .pipelinePlaying(new == GST_STATE_PLAYING)
    default:
      return nil
    }
  }

  /// What GStreamer calls each stream's codec, in the collection's order.
  private static func codecs(in collection: UnsafeMutablePointer<GstStreamCollection>) -> [String] {
    (0..<gst_stream_collection_get_size(collection)).compactMap { index in
      guard let stream = gst_stream_collection_get_stream(collection, index),
        let caps = gst_stream_get_caps(stream)
      else { return nil }
      defer { gst_caps_unref(caps) }
      guard let description = gst_pb_utils_get_codec_description(caps) else { return nil }
      defer { g_free(description) }
      return String(cString: description)
    }
  }
}
