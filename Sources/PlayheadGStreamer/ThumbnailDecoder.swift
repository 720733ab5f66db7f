internal import CGStreamer
import Dispatch
import Foundation
import PlayheadCore

/// Preview thumbnails of one local video file, decoded on a pipeline of its own on a queue of
/// its own: video only, keyframe seeks, decoded straight to `height` pixels high (the width
/// keeps the picture's shape), with one decoding thread at a lower priority than playback's.
/// Playback never waits for it; it waits for playback.
///
/// `@unchecked Sendable`: its pipeline is touched only on its queue, and in `deinit`, when no
/// decode can be running (each holds the decoder).
final class ThumbnailDecoder: @unchecked Sendable {
  /// How tall a thumbnail is decoded, in pixels.
  static let height = 108
  /// The nice value of its threads: playback's threads go first.
  static let niceness: gint = 10
  /// How long opening the file or landing a seek may take.
  static let patience: GstClockTime = 5_000_000_000

  /// The file.
  let url: URL
  /// Where the media's timeline starts in its stream time (`GStreamerEngine.timelineStart`).
  private let timelineStart: Double
  private let queue = DispatchQueue(label: "playhead.thumbnails", qos: .utility)
  private var pipeline: Element?
  private var sink: Element?
  /// Whether the file failed to open: no thumbnail is asked of it again.
  private var isBroken = false

  /// A decoder of `url`, whose timeline starts `timelineStart` seconds into its stream time.
  init(url: URL, timelineStart: Double) {
    self.url = url
    self.timelineStart = timelineStart
  }

  deinit {
    if let pipeline { gst_element_set_state(pipeline.pointer, GST_STATE_NULL) }
  }

  /// Decodes the picture at the keyframe nearest `seconds` and hands it to `completion`, on the
  /// decoder's queue; `nil` when there is none.
  func thumbnail(at seconds: Double, completion: @escaping @Sendable (PixelImage?) -> Void) {
    queue.async { [self] in
      // The queue's thread too: opening the file and converting the picture wait for playback.
      playhead_lower_this_thread(Self.niceness)
      completion(decode(at: seconds))
    }
  }

  private func decode(at seconds: Double) -> PixelImage? {
    guard let pipeline = opened(), let sink,
      pipeline.seek(to: seconds + timelineStart, precision: .keyframe, rate: 1),
      gst_element_get_state(pipeline.pointer, nil, nil, Self.patience) == GST_STATE_CHANGE_SUCCESS,
      let sample = gst_app_sink_try_pull_preroll(playhead_app_sink(sink.pointer), Self.patience),
      let frame = VideoFrame(adopting: sample, timelineStart: 0)
    else { return nil }
    return Self.image(of: frame)
  }

  /// The pipeline, paused on the file's first picture; built on first use.
  private func opened() -> Element? {
    if let pipeline { return pipeline }
    guard !isBroken else { return nil }
    isBroken = true
    guard let pipeline = Element(factory: "playbin", name: "playhead-thumbnails"),
      let sink = Element.bin(
        "videoflip video-direction=auto ! videoconvertscale ! capsfilter caps=video/x-raw,format=BGRx,"
          + "height=\(Self.height),pixel-aspect-ratio=1/1 ! appsink name=playhead-thumbnail-sink sync=false",
        holding: "playhead-thumbnail-sink")
    else { return nil }
    playhead_set_string(pipeline.object, "uri", url.absoluteString)
    // GST_PLAY_FLAG_VIDEO and GST_PLAY_FLAG_NATIVE_VIDEO: no sound, no subtitles, and no
    // converters of playsink's own at the video's full size (the sink's bin scales it down).
    playhead_set_uint(pipeline.object, "flags", 0x1 | 0x20)
    playhead_set_object(pipeline.object, "video-sink", sink.bin.object)
    // One decoding thread (libav's decoders would take one per core), below playback's priority.
    pipeline.onElementSignal("element-setup") { element in
      playhead_set_int_if_present(UnsafeMutableRawPointer(element), "max-threads", 1)
    }
    playhead_lower_streaming_threads(pipeline.pointer, Self.niceness)
    guard gst_element_set_state(pipeline.pointer, GST_STATE_PAUSED) != GST_STATE_CHANGE_FAILURE,
      gst_element_get_state(pipeline.pointer, nil, nil, Self.patience) == GST_STATE_CHANGE_SUCCESS
    else {
      gst_element_set_state(pipeline.pointer, GST_STATE_NULL)
      return nil
    }
    isBroken = false
    self.pipeline = pipeline
    self.sink = sink.child
    return pipeline
  }

  /// The frame's BGRx pixels as an opaque `PixelImage`.
  static func image(of frame: VideoFrame) -> PixelImage? {
    let (width, height) = (frame.width, frame.height)
    let pixels = frame.withBGRxBytes { bytes, stride -> [UInt32] in
      var pixels = [UInt32](repeating: 0, count: width * height)
      for row in 0..<height where (row + 1) * stride <= bytes.count {
        for column in 0..<width {
          // BGRx in memory is 0xXXRRGGBB read as a little-endian word.
          let word = bytes.loadUnaligned(fromByteOffset: row * stride + column * 4, as: UInt32.self)
          pixels[row * width + column] = 0xFF00_0000 | (word & 0x00FF_FFFF)
        }
      }
      return pixels
    }
    return pixels.flatMap { PixelImage(width: width, height: height, pixels: $0) }
  }
}
