internal import CGStreamer
import Foundation
import PlayheadCore
import Synchronization

/// An appsink taking BGRx frames on GStreamer's streaming thread, behind a `videoflip` that
/// turns them upright as the stream's `image-orientation` tag says (once, for every consumer:
/// the view, snapshots and the direct X11 path draw what comes; it passes frames through
/// untouched when there is no turn) and a `videoconvertscale` that converts them and, once a
/// box is given (`scale(toFit:)`), scales them to fit it, in one pass on GStreamer's threads. It
/// keeps the latest frame and reports the first one; it never touches the main thread itself.
final class FrameSink: Sendable {
  /// The sink to give playbin: the `videoflip`, the `videoconvertscale` and the appsink.
  nonisolated(unsafe) let bin: Element
  /// The appsink element inside it.
  nonisolated(unsafe) let element: Element
  /// The playbin, whose decoded stream tells the picture's own size (weak: the playbin holds
  /// this sink).
  nonisolated(unsafe) private weak var pipeline: Element?
  /// The appsink's caps filter, which names the size frames are scaled to.
  nonisolated(unsafe) private let sizeFilter: Element
  /// The box frames are to fit, in pixels, the size last asked of the scaler, and the caps of
  /// the last frame (the size is asked again only when they change).
  private let sizing = Mutex<(box: Size?, asked: Size?, frameCaps: UnsafeMutablePointer<GstCaps>?)>(
    (nil, nil, nil))
  /// The latest frame, the frames so far, and where the media's timeline starts in stream time.
  private let state: Mutex<(latest: VideoFrame?, count: Int, timelineStart: Double)> = Mutex((nil, 0, 0))
  private let onFirstFrame: @Sendable () -> Void
  private let frameListener: Mutex<(@Sendable () -> Void)?>

  /// Makes the appsink for `pipeline`, a playbin; `onFirstFrame` runs on the streaming thread when the first frame (or
  /// preroll) arrives, `onFrame` after every frame.
  init?(for pipeline: Element, onFirstFrame: @escaping @Sendable () -> Void, onFrame: (@Sendable () -> Void)?)
  {
    guard
      let made = Element.bin(
        "videoflip name=playhead-flip ! videoconvertscale name=playhead-scale n-threads=\(Self.threads) "
          + "! capsfilter name=playhead-size caps=video/x-raw,format=BGRx "
          + "! appsink name=playhead-video", holding: "playhead-video"),
      let flip = made.bin.child(named: "playhead-flip"),
      let sizeFilter = made.bin.child(named: "playhead-size")
    else { return nil }
    bin = made.bin
    element = made.child
    self.pipeline = pipeline
    self.sizeFilter = sizeFilter
    // GStreamer 1.22's videoflip passes frames through only once its method has changed to the
    // identity: made with it, or set straight to "auto", it copies every frame unturned (a
    // tenth more CPU for 720p). By way of a mirror, "auto" is a change, and it passes through
    // until a tag turns it.
    let object = flip.object.assumingMemoryBound(to: GObject.self)
    gst_util_set_object_arg(object, "video-direction", "horiz")
    gst_util_set_object_arg(object, "video-direction", "auto")
    self.onFirstFrame = onFirstFrame
    frameListener = Mutex(onFrame)
    SharedFrameAllocator.offer(on: element)
    playhead_set_boolean(element.object, "sync", 1)
    playhead_set_boolean(element.object, "drop", 1)
    playhead_set_uint(element.object, "max-buffers", 2)
    // The appsink holds this sink (through its receiver) until `detach`.
    AppSinkReceiver.attach(to: element) { [self] sample in take(sample) }
  }

  /// Threads the scaler spreads each frame over: every core, up to four.
  private static let threads = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)

  /// From the next frame on, frames come scaled down (bilinear) to fit `box` pixels at their
  /// shape where it is smaller than the picture (`FrameFit.pipelineSize`); otherwise, and with
  /// `nil`, at the video's own size.
  func scale(toFit box: Size?) {
    sizing.withLock { $0.box = box }
    askSize()
  }

  /// Asks the scaler for the size that fits the box, when the picture's size is known and the
  /// size differs from the one last asked. Runs on the main thread and on the streaming thread.
  private func askSize() {
    // The decoder's size, not what reaches the appsink: GStreamer may scale before it.
    let source = pipeline?.videoGeometry
    sizing.withLock { sizing in
      let wanted = source.flatMap { source in
        sizing.box.flatMap { FrameFit.pipelineSize(showing: source.displaySize, in: $0) }
      }
      guard wanted != sizing.asked else { return }
      sizing.asked = wanted
      let description =
        wanted.map {
          "video/x-raw,format=BGRx,width=\(Int($0.width)),height=\(Int($0.height)),pixel-aspect-ratio=1/1"
        }
        ?? "video/x-raw,format=BGRx"
      // The caps filter tells the scaler to negotiate again before its next frame.
      let caps = gst_caps_from_string(description)
      playhead_set_object(sizeFilter.object, "caps", UnsafeMutableRawPointer(caps))
      gst_caps_unref(caps)
    }
  }

  /// Runs on the streaming thread after every frame from now on (replacing what `init` was given).
  var onFrame: (@Sendable () -> Void)? {
    get { frameListener.withLock { $0 } }
    set { frameListener.withLock { $0 = newValue } }
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

  deinit { sizing.withLock { $0.frameCaps.map { gst_caps_unref($0) } } }

  /// Drops the callbacks (and so the appsink's reference to this sink).
  func detach() { AppSinkReceiver.detach(from: element) }

  private func take(_ sample: OpaquePointer?) {
    // The first frames come before the picture's size is known, and a new picture size brings
    // new caps: only then is the scaler asked again (a picture of another shape scaled to the
    // size asked before keeps its shape, between borders, until then).
    let caps = sample.flatMap { gst_sample_get_caps($0) }
    let capsChanged = sizing.withLock { sizing in
      guard caps != sizing.frameCaps else { return false }
      // Held, so that no other caps can come at the same address.
      caps.map { _ = gst_caps_ref($0) }
      sizing.frameCaps.map { gst_caps_unref($0) }
      sizing.frameCaps = caps
      return sizing.box != nil
    }
    if capsChanged { askSize() }
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
    frameListener.withLock { $0 }?()
  }

  /// Frames the sink threw away because they came too late to show.
  var droppedCount: Int { Int(playhead_sink_dropped(element.pointer)) }
}
