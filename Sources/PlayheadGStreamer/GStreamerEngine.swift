import CGStreamer
import Foundation
import PlayheadCore

/// `MediaEngine` on GStreamer 1.22's playbin3: decodes any URL GStreamer can open (files,
/// http(s), HLS), sends video as BGRx frames to an appsink off the main thread, plays sound on
/// the default audio sink (or a silent clocked sink where there is none), and brings bus messages
/// to the main actor. Seeks requested while one is running are coalesced: only the latest waits.
@MainActor
public final class GStreamerEngine: MediaEngine {
  /// Receives every event the engine reports.
  public var eventHandler: (@MainActor (MediaEngineEvent) -> Void)?

  /// The volume, 0…1.
  public var volume = 1.0 {
    didSet { if let pipeline { playhead_set_double(pipeline.object, "volume", min(max(volume, 0), 1)) } }
  }
  /// Whether the sound is off.
  public var isMuted = false {
    didSet { if let pipeline { playhead_set_boolean(pipeline.object, "mute", isMuted ? 1 : 0) } }
  }

  private var pipeline: Element?
  private var frames: FrameSink?
  private var audioSink: Element?
  private var watcher: BusWatcher?
  private var url: URL?
  private var isLive = false
  private var hasLoaded = false
  private var seekInFlight = false
  private var pendingSeek: (seconds: Double, precision: SeekPrecision)?
  private var rate = 1.0
  private var generation = 0
  private var errors: [MediaError.Kind: String] = [:]
  private var firstErrorKind: MediaError.Kind?

  /// How long errors are gathered before one is reported: one failure often posts several, the
  /// most telling (the source's own) not always first.
  static let errorSettleTime = Duration.milliseconds(150)

  /// An engine with nothing loaded.
  public init() {
    GStreamerRuntime.initialize()
  }

  /// Stops the pipeline on the main actor, whichever thread releases the engine.
  isolated deinit {
    teardown()
  }

  /// The latest decoded video frame, or `nil` before the first (or for audio only).
  public var latestFrame: VideoFrame? { frames?.latestFrame }

  /// The playback position in seconds, or `nil` before anything is loaded.
  public var position: Double? {
    guard let pipeline, hasLoaded else { return nil }
    var nanoseconds: gint64 = 0
    guard gst_element_query_position(pipeline.pointer, GST_FORMAT_TIME, &nanoseconds) != 0 else { return nil }
    return GStreamerRuntime.seconds(nanoseconds)
  }

  /// Loads `url`, replacing what was loaded; reports `.loaded` once prerolled or `.failed`.
  public func load(_ url: URL) {
    teardown()
    generation += 1
    self.url = url
    if let error = MediaErrorClassifier.checkFile(url) {
      report(.failed(error))
      return
    }
    guard let pipeline = Element(factory: "playbin3", name: "playhead"),
      let frames = makeFrameSink(generation: generation)
    else {
      report(
        .failed(
          MediaError(url: url, kind: .unsupportedCodec, detail: "GStreamer's playbin3 is not installed")))
      return
    }
    playhead_set_string(pipeline.object, "uri", url.absoluteString)
    playhead_set_object(pipeline.object, "video-sink", frames.element.object)
    let audioSink = AudioSink.make()
    playhead_set_object(pipeline.object, "audio-sink", audioSink.object)
    self.audioSink = audioSink
    playhead_set_double(pipeline.object, "volume", min(max(volume, 0), 1))
    playhead_set_boolean(pipeline.object, "mute", isMuted ? 1 : 0)
    self.pipeline = pipeline
    self.frames = frames
    let generation = self.generation
    watcher = BusWatcher(pipeline: pipeline) { [weak self] message in
      guard let self, self.generation == generation else { return }
      self.handle(message)
    }
    switch gst_element_set_state(pipeline.pointer, GST_STATE_PAUSED) {
    case GST_STATE_CHANGE_FAILURE:
      report(.failed(MediaError(url: url, kind: .other, detail: "the pipeline refused to start")))
    case GST_STATE_CHANGE_NO_PREROLL:
      isLive = true
      finishLoading()
    default:
      break
    }
  }

  /// Starts or resumes playback.
  public func play() {
    guard let pipeline else { return }
    gst_element_set_state(pipeline.pointer, GST_STATE_PLAYING)
  }

  /// Pauses.
  public func pause() {
    guard let pipeline else { return }
    gst_element_set_state(pipeline.pointer, GST_STATE_PAUSED)
  }

  /// Stops and unloads.
  public func stop() {
    teardown()
  }

  /// Moves to `seconds`; while a seek is running, only the latest request waits for it.
  public func seek(to seconds: Double, precision: SeekPrecision) {
    guard pipeline != nil, hasLoaded, !isLive, seconds.isFinite else { return }
    if seekInFlight {
      pendingSeek = (seconds, precision)
      return
    }
    performSeek(to: seconds, precision: precision)
  }

  /// Plays at `rate` from the current position (negative plays backwards where the media allows).
  public func setRate(_ rate: Double) {
    guard let pipeline, hasLoaded, !isLive, rate.isFinite, rate != 0 else { return }
    self.rate = rate
    let now = GStreamerRuntime.nanoseconds(position ?? 0)
    let flags = GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_ACCURATE.rawValue)
    if rate > 0 {
      gst_element_seek(
        pipeline.pointer, rate, GST_FORMAT_TIME, flags, GST_SEEK_TYPE_SET, now, GST_SEEK_TYPE_NONE, -1)
    } else {
      gst_element_seek(
        pipeline.pointer, rate, GST_FORMAT_TIME, flags, GST_SEEK_TYPE_SET, 0, GST_SEEK_TYPE_SET, now)
    }
  }

  private func performSeek(to seconds: Double, precision: SeekPrecision) {
    guard let pipeline else { return }
    let exactness =
      precision == .accurate
      ? GST_SEEK_FLAG_ACCURATE.rawValue
      : GST_SEEK_FLAG_KEY_UNIT.rawValue | GST_SEEK_FLAG_SNAP_NEAREST.rawValue
    let flags = GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | exactness)
    let target = GStreamerRuntime.nanoseconds(seconds)
    let ok =
      rate == 1
      ? gst_element_seek_simple(pipeline.pointer, GST_FORMAT_TIME, flags, target)
      : gst_element_seek(
        pipeline.pointer, rate, GST_FORMAT_TIME, flags, GST_SEEK_TYPE_SET, target, GST_SEEK_TYPE_NONE, -1)
    seekInFlight = ok != 0
  }

  private func handle(_ message: BusMessage) {
    switch message {
    case .error(let domain, let code, let text, let debug):
      let kind = MediaErrorClassifier.kind(domain: domain, code: code, message: text, debug: debug)
      if errors[kind] == nil { errors[kind] = text }
      guard firstErrorKind == nil else { return }
      firstErrorKind = kind
      let generation = self.generation
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: Self.errorSettleTime)
        guard let self, self.generation == generation else { return }
        self.reportGatheredError()
      }
    case .endOfStream:
      report(.endOfStream)
    case .buffering(let percent):
      report(.buffering(percent: percent))
    case .asyncDone:
      if !hasLoaded {
        finishLoading()
      } else if seekInFlight {
        seekInFlight = false
        if let (seconds, precision) = pendingSeek {
          pendingSeek = nil
          performSeek(to: seconds, precision: precision)
        }
      }
    case .pipelinePlaying(let playing):
      report(.playing(playing))
      if playing, frames?.frameCount == 0 { report(.firstFrameShown) }
    case .durationChanged:
      if hasLoaded { report(.loaded(mediaInfo)) }
    }
  }

  /// Reports the most telling error gathered (`MediaErrorClassifier.priority`) and unloads.
  private func reportGatheredError() {
    guard let url, let first = firstErrorKind else { return }
    let kind = MediaErrorClassifier.priority.first { errors[$0] != nil } ?? first
    let detail = errors[kind] ?? ""
    teardown()
    report(.failed(MediaError(url: url, kind: kind, detail: detail)))
  }

  private func finishLoading() {
    hasLoaded = true
    report(.loaded(mediaInfo))
  }

  /// What the loaded media is: duration, liveness, seekability and video size.
  private var mediaInfo: MediaInfo {
    guard let pipeline else { return MediaInfo(duration: nil) }
    var nanoseconds: gint64 = 0
    let hasDuration =
      gst_element_query_duration(pipeline.pointer, GST_FORMAT_TIME, &nanoseconds) != 0 && nanoseconds >= 0
    let duration = hasDuration && !isLive ? GStreamerRuntime.seconds(nanoseconds) : nil
    var seekable: gboolean = 0
    if let query = gst_query_new_seeking(GST_FORMAT_TIME) {
      if gst_element_query(pipeline.pointer, query) != 0 {
        gst_query_parse_seeking(query, nil, &seekable, nil, nil)
      }
      gst_query_unref(query)
    }
    let size = frames?.latestFrame.map { Size(width: Double($0.width), height: Double($0.height)) }
    return MediaInfo(
      duration: duration, isLive: isLive, isSeekable: seekable != 0 && !isLive, videoSize: size)
  }

  private func makeFrameSink(generation: Int) -> FrameSink? {
    FrameSink { [weak self] in
      Task { @MainActor in
        guard let self, self.generation == generation else { return }
        self.report(.firstFrameShown)
      }
    }
  }

  private func report(_ event: MediaEngineEvent) {
    eventHandler?(event)
  }

  private func teardown() {
    watcher?.stop()
    watcher = nil
    frames?.detach()
    if let pipeline { gst_element_set_state(pipeline.pointer, GST_STATE_NULL) }
    pipeline = nil
    frames = nil
    audioSink = nil
    hasLoaded = false
    isLive = false
    seekInFlight = false
    pendingSeek = nil
    rate = 1
    errors = [:]
    firstErrorKind = nil
  }
}
