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
  private var downloads: DownloadTracker?
  private var url: URL?
  private var isLive = false
  private var codecs: [String] = []
  private var hasLoaded = false
  private var seekInFlight = false
  private var pendingSeek: (seconds: Double, precision: SeekPrecision)?
  private var rate = 1.0
  private var generation = 0
  private var errors = ErrorGathering()
  private var lastProgress = ContinuousClock.now
  private var retriedLoad = false

  /// How long loading a local file may go without finishing. GStreamer 1.22's parsebin drops an
  /// error posted while it is still linking the failing element, and a demuxer that rejects a
  /// file (a truncated MP4's) can fail that fast, leaving the pipeline waiting for ever. The file
  /// is then opened once more, in push mode (`pushfile://`), which narrows that window; a
  /// second stall on a readable local file is reported as damaged, the one cause seen.
  static let filePatience = Duration.milliseconds(1500)
  /// How long loading a network stream may go without any data before it is reported as timed
  /// out (servers can be slow to answer; GStreamer's own limit is 15 s).
  static let networkPatience = Duration.seconds(10)

  /// Nanoseconds of media a network source's queue holds.
  static let networkBuffer: gint64 = 1_000_000_000

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

  /// Runs on GStreamer's streaming thread after each decoded frame, from the next load on: how a
  /// view learns to redraw without polling. It must only schedule work, never block.
  public var onFrame: (@Sendable () -> Void)?

  /// Frames decoded since the last load.
  public var decodedFrameCount: Int { frames?.frameCount ?? 0 }

  /// Frames the video sink dropped as late since the last load.
  public var droppedFrameCount: Int { frames?.droppedCount ?? 0 }

  /// The time ranges available without waiting for the network: all of a local file, what has
  /// been downloaded of a progressive network stream, nothing of a live or adaptive one.
  public var bufferedRanges: [ClosedRange<Double>] {
    guard let url, hasLoaded, !isLive, let duration = pipeline?.duration else { return [] }
    return url.isFileURL ? [0...duration] : downloads?.timeRanges(duration: duration) ?? []
  }

  /// The playback position in seconds, or `nil` before anything is loaded.
  public var position: Double? { hasLoaded ? pipeline?.position : nil }

  /// Loads `url`, replacing what was loaded; reports `.loaded` once prerolled or `.failed`.
  public func load(_ url: URL) {
    retriedLoad = false
    open(url)
  }

  /// Builds and starts the pipeline for `url`; `pushing` reads a local file in push mode.
  private func open(_ url: URL, pushing: Bool = false) {
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
    let uri = url.absoluteString
    playhead_set_string(pipeline.object, "uri", pushing ? "push" + uri : uri)
    if !url.isFileURL { downloads = DownloadTracker(pipeline: pipeline) }
    // A network source's queue holds a second of media (the decoders' queues hold more): its
    // buffering messages then run from 100 % at the start down to 0 % when a server stalls.
    playhead_set_int64(pipeline.object, "buffer-duration", Self.networkBuffer)
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
    watchLoading(generation: generation)
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
    pipeline.changeRate(to: rate, from: position ?? 0)
  }

  private func performSeek(to seconds: Double, precision: SeekPrecision) {
    seekInFlight = pipeline?.seek(to: seconds, precision: precision, rate: rate) ?? false
  }

  private func handle(_ message: BusMessage) {
    switch message {
    case .error(let domain, let code, let text, let debug):
      let kind = MediaErrorClassifier.kind(domain: domain, code: code, message: text, debug: debug)
      guard errors.add(kind, text: text) else { return }
      let generation = self.generation
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: ErrorGathering.settleTime)
        guard let self, self.generation == generation else { return }
        self.reportGatheredError()
      }
    case .endOfStream:
      report(.endOfStream)
    case .buffering(let percent):
      lastProgress = .now
      if percent > 0 { errors.receivedData = true }
      report(.buffering(percent: percent))
    case .asyncDone:
      if !hasLoaded {
        finishLoading()
      } else if seekInFlight {
        seekInFlight = false
        if let (seconds, precision) = pendingSeek {
          pendingSeek = nil
          performSeek(to: seconds, precision: precision)
        } else {
          report(.seekFinished)
        }
      }
    case .pipelinePlaying(let playing):
      report(.playing(playing))
      if playing, frames?.frameCount == 0 { report(.firstFrameShown) }
    case .durationChanged:
      if hasLoaded { report(.loaded(mediaInfo)) }
    case .missingPlugin(let description):
      errors.addMissingPlugin(description)
    case .streams(let codecs):
      self.codecs = codecs
      if hasLoaded { report(.loaded(mediaInfo)) }
    }
  }

  /// Reports the most telling error gathered and unloads.
  private func reportGatheredError() {
    guard let url, let error = errors.error(for: url, decodedFrames: (frames?.frameCount ?? 0) > 0) else {
      return
    }
    teardown()
    report(.failed(error))
  }

  /// Checks a few times a second that loading moves on (`filePatience`, `networkPatience`).
  private func watchLoading(generation: Int) {
    lastProgress = .now
    Task { @MainActor [weak self] in
      while true {
        try? await Task.sleep(for: .milliseconds(250))
        guard let self, self.generation == generation, !self.hasLoaded, !self.errors.hasError else {
          return
        }
        if ContinuousClock.now - self.lastProgress > self.patience {
          self.loadingStalled()
          return
        }
      }
    }
  }

  private var patience: Duration { url?.isFileURL == true ? Self.filePatience : Self.networkPatience }

  private func loadingStalled() {
    guard let url else { return }
    if url.isFileURL, !retriedLoad {
      retriedLoad = true
      open(url, pushing: true)
      return
    }
    let seconds = Double(patience.components.seconds) + Double(patience.components.attoseconds) / 1e18
    let error =
      url.isFileURL
      ? MediaError(url: url, kind: .corrupt, detail: "GStreamer stopped reading it twice, giving no reason")
      : MediaError(url: url, kind: .timedOut, detail: "opening it made no progress for \(seconds) s")
    teardown()
    report(.failed(error))
  }

  private func finishLoading() {
    if frames?.latestFrame == nil, errors.nothingDecodes(streamCount: codecs.count) {
      _ = errors.add(.unsupportedCodec, text: "no decoder for any stream")
      return reportGatheredError()
    }
    hasLoaded = true
    report(.loaded(mediaInfo))
  }

  /// What the loaded media is: duration, liveness, seekability, video size and codecs.
  private var mediaInfo: MediaInfo {
    guard let pipeline else { return MediaInfo(duration: nil) }
    let size = frames?.latestFrame.map { Size(width: Double($0.width), height: Double($0.height)) }
    return MediaInfo(
      duration: isLive ? nil : pipeline.duration, isLive: isLive, isSeekable: !isLive && pipeline.isSeekable,
      videoSize: size, codecs: codecs)
  }

  private func makeFrameSink(generation: Int) -> FrameSink? {
    FrameSink(
      onFirstFrame: { [weak self] in
        Task { @MainActor in
          guard let self, self.generation == generation else { return }
          self.errors.receivedData = true
          self.report(.firstFrameShown)
        }
      }, onFrame: onFrame)
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
    downloads = nil
    frames = nil
    audioSink = nil
    hasLoaded = false
    isLive = false
    codecs = []
    seekInFlight = false
    pendingSeek = nil
    rate = 1
    errors = ErrorGathering()
  }
}
