import Foundation

/// A media engine's life as a value: commands, pipeline reports and timers in, actions out, no
/// side effects. Every load gets a new generation; whatever an older pipeline or timer reports
/// is ignored, as is anything after the load was closed. A load ends in exactly one way: closed
/// by the user or failed (once, with the most telling of the errors gathered). At most one seek
/// runs; a seek asked for meanwhile waits, and only the latest.
public struct EngineLifecycle: Sendable {
  /// How long errors are gathered before one is reported: GStreamer posts several per failure,
  /// and the source's own is not always first.
  public static let errorSettleTime = Duration.milliseconds(150)
  /// How long opening a local file may go without finishing before it fails as damaged.
  public static let filePatience = Duration.seconds(4)
  /// How long opening a network stream may go without any data before it fails as timed out
  /// (servers can be slow to answer; GStreamer's own limit is 15 s).
  public static let networkPatience = Duration.seconds(10)

  /// The load the pipeline belongs to; reports and timers carry it.
  public private(set) var generation = 0
  /// What is loaded (or failed), `nil` before the first load.
  public private(set) var url: URL?
  /// Whether the user wants playback running.
  public private(set) var wantsToPlay = false
  /// The rate asked for (1 is normal; negative plays backwards).
  public private(set) var rate = 1.0
  /// Whether the loaded media is live (no preroll, no seeking, no duration).
  public private(set) var isLive = false

  private var phase = Phase.closed
  private var isPipelinePlaying = false
  private var seek = SeekSlot()
  private var bufferingPercent = 100
  private var hasEnded = false
  private var hasPlayed = false
  private var firstFrameReported = false
  private var hasVideo = false
  private var errors = ErrorGathering()

  private enum Phase: Hashable, Sendable {
    case closed, opening, loaded, failed
  }

  /// The running seek and the one waiting for it.
  private struct SeekSlot: Hashable, Sendable {
    var isRunning = false
    var waiting: Target?

    struct Target: Hashable, Sendable {
      var seconds: Double
      var precision: SeekPrecision
    }
  }

  /// Nothing loaded.
  public init() {}

  /// Where the engine is now.
  public var state: EngineState {
    switch phase {
    case .closed: return .closed
    case .failed: return .failed
    case .opening: return .opening
    case .loaded:
      if seek.isRunning { return .seeking }
      if hasEnded { return .ended }
      if !isLive, bufferingPercent == 0 { return .stalled }
      if !isLive, bufferingPercent < 100 { return .buffering }
      if isPipelinePlaying { return .playing }
      return hasPlayed ? .paused : .ready
    }
  }

  /// Handles one event and returns what the engine must do, in order.
  public mutating func handle(_ event: Event) -> [Action] {
    switch event {
    case .load(let url): return load(url)
    case .play: return setPlaying(true)
    case .pause: return setPlaying(false)
    case .stop: return close()
    case .seek(let seconds, let precision): return seekTo(seconds, precision)
    case .setRate(let rate): return setRate(rate)
    case .pipeline(let report, let generation):
      guard generation == self.generation, phase == .opening || phase == .loaded else { return [] }
      return handle(report)
    case .timer(let timer, let generation):
      guard generation == self.generation, phase == .opening || phase == .loaded else { return [] }
      return fire(timer)
    }
  }

  private mutating func load(_ url: URL) -> [Action] {
    let closing: [Action] = phase == .opening || phase == .loaded ? [.close] : []
    let generation = self.generation + 1
    self = EngineLifecycle()
    self.generation = generation
    self.url = url
    phase = .opening
    return closing + [.open(generation: generation), loadingTimer]
  }

  private var loadingTimer: Action {
    .startTimer(
      .loading, after: url?.isFileURL == true ? Self.filePatience : Self.networkPatience,
      generation: generation)
  }

  private mutating func setPlaying(_ playing: Bool) -> [Action] {
    guard phase == .opening || phase == .loaded else { return [] }
    wantsToPlay = playing
    return [.setPlaying(playing)]
  }

  private mutating func close() -> [Action] {
    let wasOpen = phase == .opening || phase == .loaded
    guard phase != .closed else { return [] }
    phase = .closed
    return wasOpen ? [.close] : []
  }

  private mutating func seekTo(_ seconds: Double, _ precision: SeekPrecision) -> [Action] {
    guard phase == .loaded, !isLive, seconds.isFinite else { return [] }
    hasEnded = false
    let target = SeekSlot.Target(seconds: max(seconds, 0), precision: precision)
    if seek.isRunning {
      seek.waiting = target
      return []
    }
    seek.isRunning = true
    return [.seek(to: target.seconds, target.precision, rate: rate)]
  }

  private mutating func setRate(_ rate: Double) -> [Action] {
    guard phase == .loaded, !isLive, rate.isFinite, rate != 0 else { return [] }
    self.rate = rate
    return [.changeRate(rate)]
  }

  private mutating func handle(_ report: PipelineReport) -> [Action] {
    switch report {
    case .openFailed(let kind, let detail):
      return fail(kind, detail)
    case .prerolled:
      if phase == .opening { return finishLoading() }
      return seekLanded()
    case .live:
      isLive = true
      return phase == .opening ? finishLoading() : []
    case .error(let kind, let text):
      return errors.add(kind, text: text)
        ? [.startTimer(.errorsSettled, after: Self.errorSettleTime, generation: generation)] : []
    case .missingDecoder(let description):
      errors.addMissingPlugin(description)
      return []
    case .buffering(let percent):
      bufferingPercent = min(max(percent, 0), 100)
      if percent > 0 { errors.receivedData = true }
      return (phase == .opening ? [loadingTimer] : []) + [.report(.buffering(percent: bufferingPercent))]
    case .playing(let playing):
      isPipelinePlaying = playing
      var actions: [Action] = [.report(.playing(playing))]
      if playing {
        hasPlayed = true
        // Without video the first frame is the first sound: playback starting.
        if !hasVideo, !firstFrameReported, phase == .loaded {
          firstFrameReported = true
          actions.append(.report(.firstFrameShown))
        }
      }
      return actions
    case .firstFrame:
      hasVideo = true
      errors.receivedData = true
      guard !firstFrameReported else { return [] }
      firstFrameReported = true
      return [.report(.firstFrameShown)]
    case .endOfStream:
      guard phase == .loaded else { return [] }
      hasEnded = true
      return [.report(.endOfStream)]
    case .mediaChanged:
      return phase == .loaded ? [.reportLoaded] : []
    case .seekRefused:
      seek.isRunning = false
      return seekLanded()
    }
  }

  /// The running seek (or one refused) is over: start the waiting one, or say the last landed.
  private mutating func seekLanded() -> [Action] {
    if let next = seek.waiting {
      seek.waiting = nil
      seek.isRunning = true
      return [.seek(to: next.seconds, next.precision, rate: rate)]
    }
    guard seek.isRunning else { return [] }
    seek.isRunning = false
    return [.report(.seekFinished)]
  }

  private mutating func finishLoading() -> [Action] {
    phase = .loaded
    return [.reportLoaded]
  }

  private mutating func fire(_ timer: EngineTimer) -> [Action] {
    switch timer {
    case .errorsSettled:
      return reportGatheredError()
    case .loading:
      guard phase == .opening, !errors.hasError else { return [] }
      let patience = url?.isFileURL == true ? Self.filePatience : Self.networkPatience
      let seconds = patience.components.seconds
      return url?.isFileURL == true
        ? fail(.corrupt, "GStreamer made no progress reading it for \(seconds) s")
        : fail(.timedOut, "opening it made no progress for \(seconds) s")
    }
  }

  private mutating func reportGatheredError() -> [Action] {
    guard let url, let error = errors.error(for: url, decodedFrames: hasVideo) else { return [] }
    return fail(error.kind, error.detail)
  }

  private mutating func fail(_ kind: MediaError.Kind, _ detail: String) -> [Action] {
    guard let url else { return [] }
    phase = .failed
    return [.close, .report(.failed(MediaError(url: url, kind: kind, detail: detail)))]
  }
}
