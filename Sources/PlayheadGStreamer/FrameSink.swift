internal import CGStreamer
import Synchronization

/// An appsink taking BGRx frames on GStreamer's streaming thread, behind a `videoflip` that
/// turns them upright as the stream's `image-orientation` tag says (once, for every consumer:
/// the view, snapshots and the direct X11 path draw what comes; it passes frames through
/// untouched when there is no turn). It keeps the latest frame and reports the first one; it
/// never touches the main thread itself.
final class FrameSink: Sendable {
  /// The sink to give playbin: the `videoflip` and the appsink.
  nonisolated(unsafe) let bin: Element
  /// The appsink element inside it.
  nonisolated(unsafe) let element: Element
  /// The latest frame, the frames so far, and where the media's timeline starts in stream time.
  private let state: Mutex<(latest: VideoFrame?, count: Int, timelineStart: Double)> = Mutex((nil, 0, 0))
  private let onFirstFrame: @Sendable () -> Void
  private let onFrame: (@Sendable () -> Void)?

  /// Makes the appsink; `onFirstFrame` runs on the streaming thread when the first frame (or
  /// preroll) arrives, `onFrame` after every frame.
  init?(onFirstFrame: @escaping @Sendable () -> Void, onFrame: (@Sendable () -> Void)?) {
    guard
      let made = Element.bin(
        "videoflip name=playhead-flip ! appsink name=playhead-video", holding: "playhead-video"),
      let flip = made.bin.child(named: "playhead-flip")
    else { return nil }
    bin = made.bin
    element = made.child
    // GStreamer 1.22's videoflip passes frames through only once its method has changed to the
    // identity: made with it, or set straight to "auto", it copies every frame unturned (a
    // tenth more CPU for 720p). By way of a mirror, "auto" is a change, and it passes through
    // until a tag turns it.
    let object = flip.object.assumingMemoryBound(to: GObject.self)
    gst_util_set_object_arg(object, "video-direction", "horiz")
    gst_util_set_object_arg(object, "video-direction", "auto")
    self.onFirstFrame = onFirstFrame
    self.onFrame = onFrame
    let caps = gst_caps_from_string("video/x-raw,format=BGRx")
    playhead_set_object(element.object, "caps", UnsafeMutableRawPointer(caps))
    gst_caps_unref(caps)
    playhead_set_boolean(element.object, "sync", 1)
    playhead_set_boolean(element.object, "drop", 1)
    playhead_set_uint(element.object, "max-buffers", 2)
    var callbacks = GstAppSinkCallbacks()
    callbacks.new_sample = { sink, data in
      FrameSink.from(data).take(gst_app_sink_pull_sample(sink))
      return GST_FLOW_OK
    }
    callbacks.new_preroll = { sink, data in
      FrameSink.from(data).take(gst_app_sink_pull_preroll(sink))
      return GST_FLOW_OK
    }
    // The appsink holds a retained reference to this sink, released by the destroy notify.
    let box = Unmanaged.passRetained(self).toOpaque()
    gst_app_sink_set_callbacks(
      playhead_app_sink(element.pointer), &callbacks, box,
      { data in if let data { Unmanaged<FrameSink>.fromOpaque(data).release() } })
  }

  /// The latest frame.
  var latestFrame: VideoFrame? { state.withLock { $0.latest } }

  /// From now on frame times count from `start` in stream time (see `GStreamerEngine`'s
  /// timeline); the latest frame, which came before it was known, is shifted once.
  func startTimeline(at start: Double) {
    state.withLock { state in
      state.latest = state.latest?.shifted(back: start - state.timelineStart)
      state.timelineStart = start
    }
  }

  /// How many distinct frames arrived (a frame repeated with the same time counts once).
  var frameCount: Int { state.withLock { $0.count } }

  /// Drops the callbacks (and so the appsink's reference to this sink).
  func detach() {
    var none = GstAppSinkCallbacks()
    gst_app_sink_set_callbacks(playhead_app_sink(element.pointer), &none, nil, nil)
  }

  private static func from(_ data: gpointer?) -> FrameSink {
    Unmanaged<FrameSink>.fromOpaque(data!).takeUnretainedValue()
  }

  private func take(_ sample: OpaquePointer?) {
    let start = state.withLock { $0.timelineStart }
    guard let sample, let frame = VideoFrame(adopting: sample, timelineStart: start) else { return }
    let isFirst = state.withLock { state in
      // The timeline's start noted while this frame was made: it counts from there too.
      let frame = state.timelineStart == start ? frame : frame.shifted(back: state.timelineStart - start)
      // The prerolled frame comes again as the first sample when playback starts: count it once.
      let isRepeat = state.latest.map { $0.time != nil && $0.time == frame.time } ?? false
      state.latest = frame
      if !isRepeat { state.count += 1 }
      return state.count == 1 && !isRepeat
    }
    if isFirst { onFirstFrame() }
    onFrame?()
  }

  /// Frames the sink threw away because they came too late to show.
  var droppedCount: Int { Int(playhead_sink_dropped(element.pointer)) }
}
