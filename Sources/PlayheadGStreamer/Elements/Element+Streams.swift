internal import CGStreamer
import PlayheadCore

extension Element {
  /// How a playbin's video is turned upright, from the playing video stream's
  /// `image-orientation` tag (upright without one).
  var videoOrientation: VideoOrientation {
    guard let tags = videoTags else { return .upright }
    defer { gst_tag_list_unref(tags) }
    var value: UnsafeMutablePointer<gchar>?
    guard gst_tag_list_get_string(tags, GST_TAG_IMAGE_ORIENTATION, &value) != 0, let value else {
      return .upright
    }
    defer { g_free(value) }
    return VideoOrientation(tag: String(cString: value)) ?? .upright
  }

  /// The playing video stream's picture as decoded, turned as its tag says: its size and pixel
  /// shape from the decoder's caps, before anything downstream scales it; nil before they are
  /// known or without video. Safe on any thread.
  var videoGeometry: VideoGeometry? {
    videoCaps { structure in
      var width: Int32 = 0
      var height: Int32 = 0
      var numerator: Int32 = 1
      var denominator: Int32 = 1
      guard gst_structure_get_int(structure, "width", &width) != 0,
        gst_structure_get_int(structure, "height", &height) != 0, width > 0, height > 0
      else { return nil }
      let hasRatio =
        gst_structure_get_fraction(structure, "pixel-aspect-ratio", &numerator, &denominator) != 0
      return VideoGeometry(
        codedSize: Size(width: Double(width), height: Double(height)),
        pixelAspectRatio: hasRatio && numerator > 0 && denominator > 0
          ? Double(numerator) / Double(denominator) : 1,
        orientation: videoOrientation)
    }
  }

  /// Seconds between frames of the playing video stream, from its caps' frame rate; nil when
  /// they say none (a variable rate is 0/1) or there is no video.
  var frameDuration: Double? {
    videoCaps { structure in
      var numerator: Int32 = 0
      var denominator: Int32 = 1
      guard gst_structure_get_fraction(structure, "framerate", &numerator, &denominator) != 0,
        numerator > 0, denominator > 0
      else { return nil }
      return Double(denominator) / Double(numerator)
    }
  }

  /// Whether this is a streams-aware playbin3 (see `CollectedStreams`), not a playbin: its
  /// video stream is then read where it reaches the video sink.
  var isStreamsAware: Bool { Self.factoryName(of: pointer) == "playbin3" }

  /// The playing video stream's tags (the caller unrefs them), or `nil`.
  private var videoTags: UnsafeMutablePointer<GstTagList>? {
    guard isStreamsAware else {
      return playhead_stream_tags(
        pointer, "get-video-tags", max(playhead_get_int(object, "current-video"), 0))
    }
    guard let pad = playhead_sink_property_pad(pointer, "video-sink") else { return nil }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    return playhead_pad_scoped_tags(pad, GST_TAG_SCOPE_STREAM)
  }

  /// `body` on the playing video stream's decoded caps; nil without them.
  private func videoCaps<Value>(_ body: (UnsafePointer<GstStructure>) -> Value?) -> Value? {
    let found =
      isStreamsAware
      ? playhead_sink_property_pad(pointer, "video-sink")
      : playhead_video_pad(pointer, max(playhead_get_int(object, "current-video"), 0))
    guard let pad = found else { return nil }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    guard let caps = gst_pad_get_current_caps(pad) else { return nil }
    defer { gst_caps_unref(caps) }
    guard let structure = gst_caps_get_structure(caps, 0) else { return nil }
    return body(structure)
  }
}
