internal import CGStreamer
import PlayheadCore

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
  /// How wide a pixel is shown relative to its height (the caps' `pixel-aspect-ratio`, 1 when
  /// they carry none). Frames come upright (the sink turns them), so this is all it takes to
  /// show one at its shape: `displaySize`.
  public let pixelAspectRatio: Double
  /// Where the frame sits in the media, in seconds from its first instant (as positions and
  /// seeks count: see `GStreamerEngine`'s timeline), or `nil` when it carries no time.
  public let time: Double?
  /// How long the frame is shown, in seconds, as its buffer says (the first frame after an
  /// accurate seek is cut to start at the seek's target, and is shorter); `nil` when it does
  /// not say.
  public let duration: Double?

  /// Takes ownership of a sample pulled from an appsink, its time counted from `timelineStart`
  /// in stream time; `nil` when it has no video caps.
  init?(adopting sample: OpaquePointer, timelineStart: Double) {
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
    // A sample of its own, sharing the pulled one's pixels and caps: the appsink keeps the
    // sample it hands out and writes the next caps into it, which GStreamer 1.22 does without
    // asking for a copy after a flush; one the view still held could not be written (a
    // GStreamer-CRITICAL on stderr, and caps left stale).
    defer { gst_sample_unref(sample) }
    self.sample = gst_sample_new(buffer, caps, nil, nil)
    self.width = Int(width)
    self.height = Int(height)
    var numerator: Int32 = 1
    var denominator: Int32 = 1
    let hasRatio = gst_structure_get_fraction(structure, "pixel-aspect-ratio", &numerator, &denominator) != 0
    pixelAspectRatio =
      hasRatio && numerator > 0 && denominator > 0 ? Double(numerator) / Double(denominator) : 1
    let pts = buffer.pointee.pts
    let none = playhead_clock_time_none()
    let streamTime = gst_sample_get_segment(sample).map {
      gst_segment_to_stream_time($0, GST_FORMAT_TIME, pts)
    }
    let shown = pts == none ? none : streamTime ?? pts
    time = shown == none ? nil : GStreamerRuntime.seconds(gint64(shown)) - timelineStart
    let length = buffer.pointee.duration
    duration = length == none || length == 0 ? nil : GStreamerRuntime.seconds(gint64(length))
  }

  /// The same picture, its time `seconds` earlier (where the media's timeline starts).
  func shifted(back seconds: Double) -> VideoFrame {
    VideoFrame(sharing: self, time: time.map { $0 - seconds })
  }

  private init(sharing frame: VideoFrame, time: Double?) {
    sample = gst_sample_ref(frame.sample)
    width = frame.width
    height = frame.height
    pixelAspectRatio = frame.pixelAspectRatio
    self.time = time
    duration = frame.duration
  }

  deinit { gst_sample_unref(sample) }

  /// The size to show the frame at, in square pixels.
  public var displaySize: Size {
    VideoGeometry(
      codedSize: Size(width: Double(width), height: Double(height)), pixelAspectRatio: pixelAspectRatio
    )
    .displaySize
  }

  /// Where the pixels are in memory a display server can map, when they are (frames decoded for
  /// a view are: `SharedFrameAllocator`); nil otherwise.
  public var sharedMemory: SharedFrameMemory? {
    guard let buffer = gst_sample_get_buffer(sample), gst_buffer_n_memory(buffer) == 1,
      let memory = gst_buffer_peek_memory(buffer, 0), let file = SharedFrameAllocator.file(of: memory),
      height > 0
    else { return nil }
    return SharedFrameMemory(
      file: file.descriptor, identity: file.identity, capacity: file.length,
      offset: Int(memory.pointee.offset),
      stride: Int(memory.pointee.size) / height)
  }

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
