import Foundation
import PlayheadCore

/// Decodes one frame of media again, on its own pipeline, at the video's own size and upright:
/// what a screenshot saves, whatever size the view shows it at. Blocking: it runs on the calling
/// thread (never the main one), and its pipeline lives and is taken to NULL there.
enum FrameGrabber {
  /// The frame of `url` at `streamTime` seconds (the media's own times, as its pipeline counts
  /// them), landed on by an accurate seek.
  static func frame(of url: URL, at streamTime: Double) throws(PausedVideoPipeline.Failure) -> VideoFrame {
    let pipeline = try PausedVideoPipeline(
      url, name: "playhead-grab",
      sink: "videoflip video-direction=auto ! videoconvert ! capsfilter caps=video/x-raw,format=BGRx "
        + "! appsink name=playhead-grab-sink sync=false",
      patience: 10_000_000_000)
    return try pipeline.frame(at: streamTime, precision: .accurate)
  }
}
