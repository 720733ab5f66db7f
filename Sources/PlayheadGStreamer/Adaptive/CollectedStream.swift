internal import CGStreamer
import PlayheadCore

/// One stream of the collection a streams-aware pipeline (playbin3, which plays adaptive
/// streams) offers: its id, which `select-streams` names, its kind, and the track it is for the
/// menus. Read from the `GstStream` as the message arrives, on GStreamer's thread.
struct CollectedStream: Equatable, Sendable {
  /// The stream's id, unique in its collection.
  let id: String
  /// Video, sound or subtitles.
  let kind: PlaybinStream
  /// Its language, title and codec.
  let track: MediaTrack
  /// The name in its id that may be an HLS rendition's (see `renditionName(in:_:)`).
  let renditionName: String?

  /// The streams of a stream-collection message, in the collection's order; those of other
  /// kinds (a container's private data) are left out.
  static func streams(in message: UnsafeMutablePointer<GstMessage>) -> [CollectedStream] {
    guard let collection = playhead_message_stream_collection(message) else { return [] }
    defer { gst_object_unref(UnsafeMutableRawPointer(collection)) }
    return (0..<gst_stream_collection_get_size(collection)).compactMap { index in
      gst_stream_collection_get_stream(collection, index).flatMap(CollectedStream.init)
    }
  }

  /// The ids of the streams a streams-selected message says are playing.
  static func selectedIDs(in message: UnsafeMutablePointer<GstMessage>) -> [String] {
    (0..<gst_message_streams_selected_get_size(message)).compactMap { index in
      guard let stream = gst_message_streams_selected_get_stream(message, index) else { return nil }
      defer { gst_object_unref(UnsafeMutableRawPointer(stream)) }
      return gst_stream_get_stream_id(stream).map { String(cString: $0) }
    }
  }

  private init?(_ stream: UnsafeMutablePointer<GstStream>) {
    let type = gst_stream_get_stream_type(stream)
    let kind: PlaybinStream
    if type.rawValue & GST_STREAM_TYPE_VIDEO.rawValue != 0 {
      kind = .video
    } else if type.rawValue & GST_STREAM_TYPE_AUDIO.rawValue != 0 {
      kind = .audio
    } else if type.rawValue & GST_STREAM_TYPE_TEXT.rawValue != 0 {
      kind = .text
    } else {
      return nil
    }
    guard let id = gst_stream_get_stream_id(stream).map({ String(cString: $0) }) else { return nil }
    self.id = id
    self.kind = kind
    let tags = gst_stream_get_tags(stream)
    defer { if let tags { gst_tag_list_unref(tags) } }
    var track = MediaTrack(
      language: tags.flatMap { Element.language(in: $0) },
      title: tags.flatMap { Element.string(GST_TAG_TITLE, in: $0) })
    track.codec = tags.flatMap { Element.string(kind.codecTag, in: $0) } ?? Self.codecDescription(of: stream)
    self.track = track
    renditionName = Self.renditionName(in: id, kind)
  }

  /// The name an HLS rendition has in its playlist (`NAME="English"`), which hlsdemux2 puts in
  /// the id of the stream it makes ("audio-English", "text-English"); what follows the kind in
  /// other ids ("audio-2", a DASH set's number) is no name, which the manifest tells.
  private static func renditionName(in id: String, _ kind: PlaybinStream) -> String? {
    let prefix = kind == .audio ? "audio-" : kind == .text ? "text-" : nil
    guard let prefix, id.hasPrefix(prefix), id.count > prefix.count else { return nil }
    return String(id.dropFirst(prefix.count))
  }

  /// What the stream's caps say it is coded in, as GStreamer names the codec ("H.264").
  private static func codecDescription(of stream: UnsafeMutablePointer<GstStream>) -> String? {
    guard let caps = gst_stream_get_caps(stream) else { return nil }
    defer { gst_caps_unref(caps) }
    // A demuxer's caps before its first data may still be a range (a profile among several).
    guard gst_caps_is_fixed(caps) != 0 else { return nil }
    guard let description = gst_pb_utils_get_codec_description(caps) else { return nil }
    defer { g_free(description) }
    return String(cString: description)
  }
}
