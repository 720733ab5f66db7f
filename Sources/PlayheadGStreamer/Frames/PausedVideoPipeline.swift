internal import CGStreamer
import Foundation
import PlayheadCore

/// One file's video alone on a playbin of its own, paused, handing out the frame at a time: what
/// a screenshot (`FrameGrabber`) and the preview thumbnails (`ThumbnailDecoder`) decode.
/// Blocking: it is used on one thread, never the main one, and taken to NULL when released.
final class PausedVideoPipeline {
  /// Why no frame came.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let pipeline: Element
  private let sink: Element
  /// How long opening the file or landing a seek may take.
  private let patience: GstClockTime

  /// Opens `url` on a playbin named `name` whose video goes through `sinkDescription`, a bin
  /// ending in an appsink named "`name`-sink", and waits until it is paused on its first picture.
  /// `configure` sets the playbin up before it starts.
  init(
    _ url: URL, name: String, sink sinkDescription: String, patience: GstClockTime,
    configure: (Element) -> Void = { _ in }
  ) throws(Failure) {
    guard let pipeline = Element(factory: "playbin", name: name),
      let sink = Element.bin(sinkDescription, holding: "\(name)-sink")
    else {
      throw Failure(description: translated("GStreamer's playbin or its base plugins are not installed"))
    }
    self.pipeline = pipeline
    self.sink = sink.child
    self.patience = patience
    playhead_set_string(pipeline.object, "uri", url.absoluteString)
    // GST_PLAY_FLAG_VIDEO and GST_PLAY_FLAG_NATIVE_VIDEO: no sound, no subtitles, and no
    // converters of playsink's own (the sink's bin converts).
    playhead_set_uint(pipeline.object, "flags", 0x1 | 0x20)
    playhead_set_object(pipeline.object, "video-sink", sink.bin.object)
    // Without a sink of its own, playbin makes `autoaudiosink` whatever its flags say, which
    // opens each sound output to find one that works (ALSA's and OpenAL's complaints on a
    // machine without a sound card): a sink that opens nothing.
    if let silent = Element(factory: "fakesink", name: "\(name)-no-sound") {
      playhead_set_object(pipeline.object, "audio-sink", silent.object)
    }
    configure(pipeline)
    guard gst_element_set_state(pipeline.pointer, GST_STATE_PAUSED) != GST_STATE_CHANGE_FAILURE,
      gst_element_get_state(pipeline.pointer, nil, nil, patience) == GST_STATE_CHANGE_SUCCESS
    else { throw Failure(description: translated("the media did not open again")) }
  }

  deinit {
    gst_element_set_state(pipeline.pointer, GST_STATE_NULL)
  }

  /// The frame it is paused on.
  func shownFrame() throws(Failure) -> VideoFrame {
    guard let sample = gst_app_sink_try_pull_preroll(playhead_app_sink(sink.pointer), patience),
      let frame = VideoFrame(adopting: sample, timelineStart: 0)
    else { throw Failure(description: translated("no frame was decoded")) }
    return frame
  }

  /// The frame at `streamTime` seconds (the media's own times, as its pipeline counts them),
  /// landed on by a seek of `precision`.
  func frame(at streamTime: Double, precision: SeekPrecision) throws(Failure) -> VideoFrame {
    guard pipeline.seek(to: streamTime, precision: precision, rate: 1),
      gst_element_get_state(pipeline.pointer, nil, nil, patience) == GST_STATE_CHANGE_SUCCESS
    else { throw Failure(description: translated("the media could not be sought to the frame")) }
    return try shownFrame()
  }
}
