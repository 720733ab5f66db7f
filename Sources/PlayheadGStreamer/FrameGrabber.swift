internal import CGStreamer
import Foundation
import PlayheadCore

/// Decodes one frame of media again, on its own pipeline, at the video's own size and upright:
/// what a screenshot saves, whatever size the view shows it at. Blocking: it runs on the calling
/// thread (never the main one), and its pipeline lives and is taken to NULL there.
enum FrameGrabber {
  /// Why no frame came.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// How long opening the media or landing the seek may take.
  static let patience: GstClockTime = 10_000_000_000

  /// The frame of `url` at `streamTime` seconds (the media's own times, as its pipeline counts
  /// them), landed on by an accurate seek.
  static func frame(of url: URL, at streamTime: Double) throws(Failure) -> VideoFrame {
    guard let pipeline = Element(factory: "playbin", name: "playhead-grab"),
      let sink = Element.bin(
        "videoflip video-direction=auto ! videoconvert ! capsfilter caps=video/x-raw,format=BGRx "
          + "! appsink name=playhead-grab-sink sync=false", holding: "playhead-grab-sink")
    else { throw Failure(description: "GStreamer's playbin or its base plugins are not installed") }
    playhead_set_string(pipeline.object, "uri", url.absoluteString)
    // GST_PLAY_FLAG_VIDEO alone: no sound, no subtitles, no visualisation.
    playhead_set_uint(pipeline.object, "flags", 1)
    playhead_set_object(pipeline.object, "video-sink", sink.bin.object)
    defer { gst_element_set_state(pipeline.pointer, GST_STATE_NULL) }
    guard gst_element_set_state(pipeline.pointer, GST_STATE_PAUSED) != GST_STATE_CHANGE_FAILURE,
      gst_element_get_state(pipeline.pointer, nil, nil, patience) == GST_STATE_CHANGE_SUCCESS
    else { throw Failure(description: "the media did not open again") }
    guard pipeline.seek(to: streamTime, precision: .accurate, rate: 1),
      gst_element_get_state(pipeline.pointer, nil, nil, patience) == GST_STATE_CHANGE_SUCCESS
    else { throw Failure(description: "the media could not be sought to the frame") }
    guard let sample = gst_app_sink_try_pull_preroll(playhead_app_sink(sink.child.pointer), patience),
      let frame = VideoFrame(adopting: sample, timelineStart: 0)
    else { throw Failure(description: "no frame was decoded") }
    return frame
  }
}
