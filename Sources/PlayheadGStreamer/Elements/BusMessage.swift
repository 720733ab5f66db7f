internal import CGStreamer
import PlayheadCore

/// The bus messages the engine acts on, read on the posting thread into plain values.
enum BusMessage: Sendable {
  /// An element failed.
  case error(ElementError)
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
  /// The media is a web page (HTML): no plugin plays it, and none is missing.
  case webPage
  /// The media's table of contents, as its chapters (`MediaTableOfContents`).
  case chapters([Chapter])
  /// The subtitle file (playbin's `suburi`, at `file`, see `playhead_set_subtitle_file`) could
  /// not be read, for `reason`; playbin
  /// goes on without it.
  case subtitleFileFailed(file: String, reason: String)
  /// A streams-aware pipeline's streams (playbin3's collection, `CollectedStreams`).
  case streamsCollected([CollectedStream])
  /// The ids of the streams a streams-aware pipeline now plays.
  case streamsSelected([String])

  /// Reads `message`; `pipeline` tells the pipeline's own state changes from its children's.
  init?(_ message: UnsafeMutablePointer<GstMessage>, pipeline: UnsafeMutableRawPointer) {
    switch playhead_message_type(message) {
    case GST_MESSAGE_ERROR:
      self = .error(ElementError(message))
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
    case GST_MESSAGE_WARNING
    where playhead_message_is_subtitle_file_failure(
      message, pipeline.assumingMemoryBound(to: GstElement.self)) != 0:
      var error: UnsafeMutablePointer<GError>?
      gst_message_parse_warning(message, &error, nil)
      defer { if let error { g_error_free(error) } }
      let file = playhead_subtitle_file(pipeline.assumingMemoryBound(to: GstElement.self))
      self = .subtitleFileFailed(
        file: file.map { String(cString: $0) } ?? "",
        reason: error?.pointee.message.map { String(cString: $0) } ?? "unknown error")
    case GST_MESSAGE_ELEMENT where gst_is_missing_plugin_message(message) != 0:
      let description = gst_missing_plugin_message_get_description(message)
      defer { g_free(description) }
      let said = description.map { String(cString: $0) }
      self =
        said.map(MissingPlugin.isWebPage) == true
        ? .webPage : .missingPlugin(description: said.map(MissingPlugin.readable) ?? translated("a plugin"))
    case GST_MESSAGE_STREAM_COLLECTION:
      self = .streamsCollected(CollectedStream.streams(in: message))
    case GST_MESSAGE_STREAMS_SELECTED:
      self = .streamsSelected(CollectedStream.selectedIDs(in: message))
    case GST_MESSAGE_TOC:
      var toc: OpaquePointer?
      gst_message_parse_toc(message, &toc, nil)
      guard let toc else { return nil }
      defer { gst_mini_object_unref(UnsafeMutablePointer<GstMiniObject>(toc)) }
      self = .chapters(MediaTableOfContents.chapters(of: toc))
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

}
