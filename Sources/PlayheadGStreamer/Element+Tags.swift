internal import CGStreamer
import Foundation
import PlayheadCore

extension Element {
  /// Title, artist, album and cover art from the tags of a playbin's playing streams, the
  /// sound's first (where a music file keeps them), then the picture's.
  var mediaTags: MediaTags {
    let streams: [(current: String, signal: String)] = [
      ("current-audio", "get-audio-tags"), ("current-video", "get-video-tags"),
    ]
    let lists = streams.compactMap { stream in
      playhead_stream_tags(pointer, stream.signal, max(playhead_get_int(object, stream.current), 0))
    }
    defer { lists.forEach { gst_tag_list_unref($0) } }
    let text = { (tag: String) in lists.lazy.compactMap { Self.string(tag, in: $0) }.first }
    let cover = [GST_TAG_IMAGE, GST_TAG_PREVIEW_IMAGE].lazy.compactMap { tag in
      lists.lazy.compactMap { Self.image(tag, in: $0) }.first
    }.first
    return MediaTags(
      title: text(GST_TAG_TITLE), artist: text(GST_TAG_ARTIST), album: text(GST_TAG_ALBUM), coverArt: cover)
  }

  /// The text of `tag` in `list`, if it holds one.
  static func string(_ tag: String, in list: UnsafeMutablePointer<GstTagList>) -> String? {
    var value: UnsafeMutablePointer<gchar>?
    guard gst_tag_list_get_string(list, tag, &value) != 0, let value else { return nil }
    defer { g_free(value) }
    return String(cString: value)
  }

  /// The bytes of the image sample `tag` holds (as the file stored it: JPEG, PNG…).
  private static func image(_ tag: String, in list: UnsafeMutablePointer<GstTagList>) -> Data? {
    var sample: OpaquePointer?
    guard gst_tag_list_get_sample(list, tag, &sample) != 0, let sample else { return nil }
    defer { gst_sample_unref(sample) }
    guard let buffer = gst_sample_get_buffer(sample) else { return nil }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
    defer { gst_buffer_unmap(buffer, &map) }
    return Data(bytes: map.data, count: Int(map.size))
  }
}
