import CGStreamer

/// One decoded video frame in BGRx (Cairo's RGB24 byte order on little-endian machines), held
/// without copying: it keeps GStreamer's sample alive until released.
public final class VideoFrame: @unchecked Sendable {
  // @unchecked: a GstSample is immutable once made and its reference count is atomic, so the
  // frame may be read from any thread; nothing here mutates it.
  private let sample: OpaquePointer
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// Where the frame sits in the media, in seconds (its presentation time in stream time, so an
  /// MPEG-TS or HLS stream's offset timestamps count from 0), or `nil` when it carries none.
  public let time: Double?

  /// Takes ownership of a sample pulled from an appsink; `nil` when it has no video caps.
  init?(adopting sample: OpaquePointer) {
    var width: Int32 = 0
    var height: Int32 = 0
    guard let caps = gst_sample_get_caps(sample), let structure = gst_caps_get_structure(caps, 0),
      gst_structure_get_int(structure, "width", &width) != 0,
      gst_structure_get_int(structure, "height", &height) != 0, width > 0, height > 0,
      let buffer = gst_sample_get_buffer(sample)
    else {
      gst_sample_unref(sample)
      return nil
    }
    self.sample = sample
    self.width = Int(width)
    self.height = Int(height)
    let pts = buffer.pointee.pts
    let none = playhead_clock_time_none()
    let streamTime = gst_sample_get_segment(sample).map {
      gst_segment_to_stream_time($0, GST_FORMAT_TIME, pts)
    }
    let shown = pts == none ? none : streamTime ?? pts
    time = shown == none ? nil : GStreamerRuntime.seconds(gint64(shown))
  }

  deinit { gst_sample_unref(sample) }

  /// Calls `body` with the frame's bytes and bytes per row, mapped for reading; returns `nil`
  /// when the buffer cannot be mapped.
  public func withBGRxBytes<Result>(_ body: (UnsafeRawBufferPointer, Int) throws -> Result) rethrows
    -> Result?
  {
    guard let buffer = gst_sample_get_buffer(sample) else { return nil }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
    defer { gst_buffer_unmap(buffer, &map) }
    let stride = height > 0 ? Int(map.size) / height : 0
    return try body(UnsafeRawBufferPointer(start: map.data, count: Int(map.size)), stride)
  }
}
