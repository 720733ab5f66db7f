internal import CGStreamer
import PlayheadCore

extension Element {
  /// Starts a flushing seek to `seconds` at `rate`; returns whether the pipeline took it.
  /// Keyframe seeks snap to the nearest keyframe; accurate seeks decode up to the exact frame.
  func seek(to seconds: Double, precision: SeekPrecision, rate: Double) -> Bool {
    let exactness =
      precision == .accurate
      ? GST_SEEK_FLAG_ACCURATE.rawValue
      : GST_SEEK_FLAG_KEY_UNIT.rawValue | GST_SEEK_FLAG_SNAP_NEAREST.rawValue
    let flags = GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | exactness)
    let target = GStreamerRuntime.nanoseconds(seconds)
    let taken =
      rate == 1
      ? gst_element_seek_simple(pointer, GST_FORMAT_TIME, flags, target)
      : gst_element_seek(
        pointer, rate, GST_FORMAT_TIME, flags, GST_SEEK_TYPE_SET, target, GST_SEEK_TYPE_NONE, -1)
    return taken != 0
  }

  /// Steps the paused pipeline on by one video frame (the sinks preroll the next); returns
  /// whether it took the step.
  func stepOneFrame() -> Bool {
    gst_element_send_event(pointer, gst_event_new_step(GST_FORMAT_BUFFERS, 1, 1, 1, 0)) != 0
  }

  /// Plays on from `seconds` at `rate` (positive: the engine rewinds by keyframe seeks instead,
  /// see `EngineLifecycle`).
  func changeRate(to rate: Double, from seconds: Double) {
    let now = GStreamerRuntime.nanoseconds(seconds)
    let flags = GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_ACCURATE.rawValue)
    gst_element_seek(pointer, rate, GST_FORMAT_TIME, flags, GST_SEEK_TYPE_SET, now, GST_SEEK_TYPE_NONE, -1)
  }
}
