internal import CGStreamer
import PlayheadCore

extension Element {
  /// What a playbin's streams are coded in, as their tags name them ("H.264 (High Profile)",
  /// "MPEG-4 AAC"): video streams first, then audio, then subtitles.
  var streamCodecs: [String] {
    let kinds = [
      ("n-video", "get-video-tags", GST_TAG_VIDEO_CODEC), ("n-audio", "get-audio-tags", GST_TAG_AUDIO_CODEC),
      ("n-text", "get-text-tags", GST_TAG_SUBTITLE_CODEC),
    ]
    return kinds.flatMap { count, signal, tag in
      (0..<playhead_get_int(object, count)).compactMap { index -> String? in
        guard let tags = playhead_stream_tags(pointer, signal, index) else { return nil }
        defer { gst_tag_list_unref(tags) }
        var codec: UnsafeMutablePointer<gchar>?
        guard gst_tag_list_get_string(tags, tag, &codec) != 0, let codec else { return nil }
        defer { g_free(codec) }
        return String(cString: codec)
      }
    }
  }

  /// How a playbin's video is turned upright, from the playing video stream's
  /// `image-orientation` tag (upright without one).
  var videoOrientation: VideoOrientation {
    let current = max(playhead_get_int(object, "current-video"), 0)
    guard let tags = playhead_stream_tags(pointer, "get-video-tags", current) else { return .upright }
    defer { gst_tag_list_unref(tags) }
    var value: UnsafeMutablePointer<gchar>?
    guard gst_tag_list_get_string(tags, GST_TAG_IMAGE_ORIENTATION, &value) != 0, let value else {
      return .upright
    }
    defer { g_free(value) }
    return VideoOrientation(tag: String(cString: value)) ?? .upright
  }
}
