import Foundation

/// A media engine's life as a value: commands, pipeline reports and timers in, actions out, no
/// side effects. Every load gets a new generation; whatever an older pipeline or timer reports
/// is ignored, as is anything after the load was closed. A load ends in exactly one way: closed
/// by the user or failed (once, with the most telling of the errors gathered). At most one seek
/// runs; a seek asked for meanwhile waits, and only the latest. A network stream whose
/// connection is lost after it loaded is reopened where it stopped, with a back-off
/// (`EngineLifecycle+Reconnection.swift`). Playing backwards is a series of keyframe seeks the
/// lifecycle times itself (`EngineLifecycle+Rewind.swift`).
public struct EngineLifecycle: Sendable {
  /// How long errors are gathered before one is reported: GStreamer posts several per failure,
  /// and the source's own is not always first.
  public static let errorSettleTime = Duration.milliseconds(150)
  /// How long opening a local file may go without finishing, once its file system has opened
  /// it, before it fails as damaged.
  public static let filePatience = Duration.seconds(4)
  /// How long a local file's file system may take to open it (a slow or hung network mount)
  /// before it fails as timed out.
  public static let fileSystemPatience = Duration.seconds(10)
  /// How long opening a network stream may go without any data before it fails as timed out
  /// (servers can be slow to answer; GStreamer's own limit is 15 s).
  public static let networkPatience = Duration.seconds(10)
  /// How long finding why a host could not be reached may take before the failure is reported
  /// as it stands.
  public static let diagnosisPatience = Duration.seconds(8)
  /// The back-off before each attempt to reopen a lost connection: 15.5 s in all before it
  /// fails. Attempts start again once playback got further than where it was lost last.
  public static let reconnectDelays: [Duration] = [
    .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8),
  ]

  /// The load the pipeline belongs to; reports and timers carry it.
  public internal(set) var generation = 0
  /// What is loaded (or failed), `nil` before the first load.
  public private(set) var url: URL?
  /// Whether the loaded media is live (no seeking but in its window, no duration).
  public private(set) var isLive = false
  /// Whether the live media keeps a window to seek in: an adaptive stream's playlist without an
  /// end (`livePlaylist`) does, a live source does not.
  public private(set) var hasLiveWindow = false
  /// What no installed plugin decodes in the loaded media, as GStreamer describes it ("H.265
  /// decoder"), while the rest may play.
  public private(set) var missingDecoders: [String] = []
  /// The back-off before each attempt to reopen a lost connection.
  public let reconnectDelays: [Duration]

  var phase = Phase.closed
  var rate = 1.0
  var isPipelinePlaying = false
  /// A pause asked of the playing pipeline whose preroll has not come yet: a seek asked for
  /// meanwhile waits for it (`startSeek`, `pauseDone()`). Started at once, the pause's preroll
  /// landed it before its own, and the position stayed where playing stopped.
  var isPausing = false
  /// Whether the last command was play (not pause): what a reconnected stream goes on with.
  var wantsPlaying = false
  var seek = SeekSlot()
  var bufferingPercent = 100
  var hasEnded = false
  private var hasPlayed = false
  private var firstFrameReported = false
  /// Whether the pipeline's start is over: its source is open.
  private var hasStarted = false
  private var hasVideo = false
  var errors = ErrorGathering()
  /// The failure waiting while the connection is diagnosed (see `Action.diagnoseConnection`).
  var undiagnosed: MediaError?
  /// The lost connection being reopened, while `phase` is `.reconnecting`.
  var reconnection: Reconnection?
  /// Where playback was when the connection was last lost, and the attempts to reopen it made
  /// since playback last got further than that.
  var lastLoss: (position: Double, attempts: Int)?
  /// The rewind under way, if one is.
  var rewind: Rewind?

  enum Phase: Hashable, Sendable {
    case closed, opening, loaded, reconnecting, failed
  }

  /// The running seek and the one waiting for it.
  struct SeekSlot: Hashable, Sendable {
    var isRunning = false
    /// Where the running seek goes (none for a frame step, which goes a frame from where it is).
    var running: Target?
    var waiting: Target?
    /// Whether the owner asked for the running or the waiting seek, and so hears when the last
    /// lands (a rewind's steps are the lifecycle's own).
    var isAnnounced = false
    /// Whether the running one is a frame step, which the end of the media lands too.
    var isFrameStep = false

    struct Target: Hashable, Sendable {
      var seconds: Double
      var precision: SeekPrecision
    }
  }

  /// Nothing loaded; a lost connection is reopened after each of `reconnectDelays` in turn.
  public init(reconnectDelays: [Duration] = EngineLifecycle.reconnectDelays) {
    self.reconnectDelays = reconnectDelays
  }

  /// Where playback stopped when the connection was lost, while reconnecting.
  public var resumePosition: Double? { reconnection?.resumeAt }

  /// Where the seeks under way go, the last asked for: the position to tell until they land
  /// (the pipeline's own is the old one, nothing, or a stream's half-flushed mid-seek); `nil`
  /// without one, or while a frame step runs.
  public var seekTarget: Double? {
    guard seek.isRunning, rewind == nil else { return nil }
    return (seek.waiting ?? seek.running)?.seconds
  }

  /// Where the engine is now.
  public var state: EngineState {
    switch phase {
    case .closed: return .closed
    case .failed: return .failed
    case .opening: return .opening
    case .reconnecting: return .reconnecting
    case .loaded:
      if seek.isRunning, rewind == nil || seek.isAnnounced { return .seeking }
      if rewind != nil { return wantsPlaying ? .playing : .paused }
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
    case .switchSource(let url): return switchSource(to: url)
    case .play: return setPlaying(true)
    case .pause: return setPlaying(false)
    case .stop: return close()
    case .seek(let seconds, let precision): return seekTo(seconds, precision)
    case .setRate(let rate, let position): return setRate(rate, from: position)
    case .stepFrame: return stepFrame()
    case .decodeAgain(let seconds): return decodeAgain(at: seconds)
    case .pipeline(let report, let generation):
      guard generation == self.generation, isOpen else { return [] }
      return handle(report)
    case .timer(let timer, let generation):
      guard generation == self.generation, isOpen else { return [] }
      return fire(timer)
    }
  }

  /// Whether a load is under way: opening, loaded, or reconnecting.
  private var isOpen: Bool { phase == .opening || phase == .loaded || phase == .reconnecting }

  /// How long opening may go without progress.
  var patience: Duration {
    guard url?.isFileURL == true else { return Self.networkPatience }
    return hasStarted ? Self.filePatience : Self.fileSystemPatience
  }

  /// Goes on playing the media from `address` (a web page's other format): reopened there as a
  /// lost connection is, from where playback was; loaded afresh when it cannot be (not loaded
  /// yet, live, a file).
  private mutating func switchSource(to address: URL) -> [Action] {
    guard phase == .loaded, !isLive, !address.isFileURL else { return load(address) }
    url = address
    let cause = MediaError(url: address, kind: .other, detail: translated("another format of the media"))
    guard let actions = reconnect(after: cause, anyKind: true) else { return load(address) }
    // Another format is described anew (its size, its codecs) once it plays.
    reconnection?.mediaChanged = true
    return actions
  }

  private mutating func load(_ url: URL) -> [Action] {
    let closing: [Action] = isOpen ? [.close] : []
    let generation = self.generation + 1
    self = EngineLifecycle(reconnectDelays: reconnectDelays)
    self.generation = generation
    self.url = url
    phase = .opening
    isPausing = false
    return closing + [.open(generation: generation), loadingTimer]
  }

  var loadingTimer: Action { .startTimer(.loading, after: patience, generation: generation) }

  private mutating func setPlaying(_ playing: Bool) -> [Action] {
    wantsPlaying = playing
    // A rewind keeps the pipeline paused: what the owner sees playing is its steps.
    if rewind != nil, phase == .loaded { return [.report(.playing(playing))] + nextRewindStep() }
    // While reconnecting there is no pipeline: playing goes on, or not, once it is back.
    guard isOpen, phase != .reconnecting else { return [] }
    // A pause asked for while a seek runs is over when the seek lands: the pipeline's one preroll
    // (GStreamer 1.22's playbin3 posts a single async-done for both) lands the seek.
    if !playing, phase == .loaded, isPipelinePlaying, seek.running == nil { isPausing = true }
    // Playing again before the pause was done: a seek held for it goes now.
    return [.setPlaying(playing)] + (playing ? pauseDone() : [])
  }

  /// The pause asked for is over (or undone): the seek held for it starts.
  private mutating func pauseDone() -> [Action] {
    guard isPausing else { return [] }
    isPausing = false
    guard seek.isRunning, seek.running == nil, !seek.isFrameStep else { return [] }
    return seekLanded()
  }

  private mutating func close() -> [Action] {
    isPausing = false
    let wasOpen = isOpen
    phase = .closed
    return wasOpen ? [.close] : []
  }

  private mutating func seekTo(_ seconds: Double, _ precision: SeekPrecision) -> [Action] {
    if phase == .reconnecting, seconds.isFinite { return resume(at: seconds) }
    guard phase == .loaded, !isLive || hasLiveWindow, seconds.isFinite else { return [] }
    rewind?.position = max(seconds, 0)
    return startSeek(to: seconds, precision, announced: true)
  }

  /// One frame on, paused, taken as a seek: it lands when the frame is prerolled (or the media
  /// ends), seeks asked for meanwhile wait for it, and the owner hears `.seekFinished`. Only when
  /// nothing else moves the position: loaded, not live, no seek running, no rewind, not ended.
  private mutating func stepFrame() -> [Action] {
    guard phase == .loaded, !isLive, !seek.isRunning, rewind == nil, !hasEnded else { return [] }
    seek = SeekSlot(isRunning: true, isAnnounced: true, isFrameStep: true)
    wantsPlaying = false
    return [.setPlaying(false), .stepFrame]
  }

  /// The picture at rest, decoded again where it is, unannounced.
  private mutating func decodeAgain(at seconds: Double) -> [Action] {
    guard phase == .loaded, !isLive, !wantsPlaying, !seek.isRunning, rewind == nil, !hasEnded,
      seconds.isFinite
    else { return [] }
    return startSeek(to: seconds, .accurate, announced: false)
  }

  /// Starts a seek, or makes it the one waiting while another runs; `announced` when the owner
  /// asked for it.
  mutating func startSeek(to seconds: Double, _ precision: SeekPrecision, announced: Bool) -> [Action] {
    hasEnded = false
    seek.isAnnounced = seek.isAnnounced || announced
    let target = SeekSlot.Target(seconds: max(seconds, 0), precision: precision)
    if seek.isRunning {
      seek.waiting = target
      return []
    }
    // While the pipeline goes to paused, the seek waits for it as for a seek running.
    if isPausing {
      seek.isRunning = true
      seek.waiting = target
      return []
    }
    seek.isRunning = true
    seek.running = target
    return [.seek(to: target.seconds, target.precision, rate: seekRate)]
  }

  /// Plays forwards at a positive rate, or rewinds at a negative one, from `position`. While
  /// reconnecting, a forward rate is kept for when playback goes on.
  private mutating func setRate(_ rate: Double, from position: Double?) -> [Action] {
    guard phase == .loaded || phase == .reconnecting, !isLive, rate.isFinite, rate != 0 else { return [] }
    if phase == .reconnecting {
      if rate > 0 { self.rate = rate }
      return []
    }
    if rate < 0 { return startRewind(at: rate, from: position) }
    if rewind != nil { return endRewind(at: rate) }
    self.rate = rate
    return [.changeRate(rate)]
  }

  private mutating func handle(_ report: PipelineReport) -> [Action] {
    if phase == .reconnecting { return handleWhileReconnecting(report) }
    switch report {
    case .openFailed(let kind, let detail):
      return fail(kind, detail)
    case .prerolled:
      if phase == .opening { return finishLoading() }
      // The pause's own preroll lands no seek: the one held for it starts now. A frame step
      // pauses the pipeline itself, and this preroll is its landing.
      if isPausing, !seek.isFrameStep { return pauseDone() }
      isPausing = false
      return seekLanded()
    case .live:
      isLive = true
      // Nothing prerolls: it plays until its first data shows the source is there (as GStreamer's
      // discoverer does), so a source nothing answers fails before it is called loaded.
      return phase == .opening ? [.setPlaying(true)] : []
    case .livePlaylist:
      isLive = true
      hasLiveWindow = true
      return []
    case .missingDecoder(let description):
      if !missingDecoders.contains(description) { missingDecoders.append(description) }
      // Once loaded, the owner is told what it is missing.
      return gather(report) + (phase == .loaded ? [.reportLoaded] : [])
    case .error:
      return gather(report)
    case .webPage:
      return gather(report)
    case .variantFailed(let kind, let detail):
      guard let url, phase == .loaded else { return gather(.error(kind, detail)) }
      return reconnect(after: MediaError(url: url, kind: kind, detail: detail), anyKind: true)
        ?? fail(kind, detail)
    case .buffering(let percent):
      bufferingPercent = min(max(percent, 0), 100)
      if percent > 0 { errors.receivedData = true }
      return (phase == .opening ? [loadingTimer] : []) + [.report(.buffering(percent: bufferingPercent))]
    case .playing(let playing):
      isPipelinePlaying = playing
      guard rewind == nil else { return [] }
      // The pipeline says it left playing before the pause's preroll is done (which lands the
      // held seek); at the end of the media no preroll comes.
      var actions: [Action] = [.report(.playing(playing))] + (!playing && hasEnded ? pauseDone() : [])
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
    case .dataArrived:
      errors.receivedData = true
      return []
    case .downloadProgressed:
      errors.receivedData = true
      return phase == .loaded ? [.report(.downloadProgressed)] : []
    case .started:
      hasStarted = true
      // A local file's patience runs from when its file system opened it.
      return phase == .opening ? [loadingTimer] : []
    case .endOfStream:
      // A source that fails ends its stream too, and the end may come before the errors settle:
      // the stream did not end, it failed (or its connection is reopened).
      guard phase == .loaded, !errors.hasError else { return [] }
      hasEnded = true
      return (seek.isFrameStep ? seekLanded() : []) + [.report(.endOfStream)]
    case .mediaChanged:
      return phase == .loaded ? [.reportLoaded] : []
    case .seekRefused:
      // Over where it was: the owner hears that it ended, as of any seek. A rewind cannot go on.
      return seekLanded() + abandonRewind()
    case .connectionDiagnosed(let kind, let detail):
      guard let undiagnosed else { return [] }
      return kind.map { fail($0, detail) } ?? fail(undiagnosed.kind, undiagnosed.detail)
    case .suspended:
      return []
    }
  }

  /// Gathers an error, a missing decoder or a web page; the first error starts the time the others have
  /// to come.
  mutating func gather(_ report: PipelineReport) -> [Action] {
    switch report {
    case .error(let kind, let text):
      return errors.add(kind, text: text)
        ? [.startTimer(.errorsSettled, after: Self.errorSettleTime, generation: generation)] : []
    case .missingDecoder(let description):
      errors.addMissingPlugin(description)
      return []
    case .webPage:
      errors.isWebPage = true
      return gather(.error(.notMedia, translated("a web page")))
    default:
      return []
    }
  }

  /// The running seek (or one refused) is over: start the waiting one, or say the last ended.
  private mutating func seekLanded() -> [Action] {
    if let next = seek.waiting {
      seek.waiting = nil
      seek.isRunning = true
      seek.running = next
      return [.seek(to: next.seconds, next.precision, rate: seekRate)]
    }
    guard seek.isRunning else { return [] }
    let wasAnnounced = seek.isAnnounced
    seek = SeekSlot()
    return wasAnnounced ? [.report(.seekFinished)] : []
  }

  /// Loaded: the owner hears it. A live source played to show it is there pauses again unless
  /// playing was asked for meanwhile.
  mutating func finishLoading() -> [Action] {
    phase = .loaded
    return [.reportLoaded] + (isLive && !wantsPlaying ? [.setPlaying(false)] : [])
  }

  private mutating func fire(_ timer: EngineTimer) -> [Action] {
    switch timer {
    case .errorsSettled:
      return reportGatheredError()
    case .connectionDiagnosis:
      guard let undiagnosed else { return [] }
      return fail(undiagnosed.kind, undiagnosed.detail)
    case .reconnect:
      return reopen()
    case .rewindStep:
      return stepBack()
    case .loading:
      if phase == .reconnecting, !errors.hasError {
        return reopeningFailed(
          .timedOut, translated("reopening it made no progress for \(patience.components.seconds) s"))
      }
      guard phase == .opening, !errors.hasError else { return [] }
      let seconds = patience.components.seconds
      guard url?.isFileURL == true else {
        return fail(.timedOut, translated("opening it made no progress for \(seconds) s"))
      }
      return hasStarted
        ? fail(.corrupt, translated("GStreamer made no progress reading it for \(seconds) s"))
        : fail(.timedOut, translated("its file system did not open it within \(seconds) s"))
    }
  }

  /// Fails with the most telling error gathered. A network host that could not be reached
  /// before any data came is diagnosed first: GStreamer's HTTP source (with libsoup 3) says
  /// only that its stream failed, not whether the name, the port or TLS was at fault.
  private mutating func reportGatheredError() -> [Action] {
    guard let url,
      let error = errors.error(
        for: url, decodedFrames: hasVideo, loaded: phase == .loaded, seeking: seek.isRunning)
    else { return [] }
    if phase == .reconnecting { return reopeningFailed(error.kind, error.detail) }
    if let reconnecting = reconnect(after: error) { return reconnecting }
    guard error.kind == .unreachable, !url.isFileURL, undiagnosed == nil else {
      return fail(error.kind, error.detail)
    }
    undiagnosed = error
    return [
      .diagnoseConnection(generation: generation),
      .startTimer(.connectionDiagnosis, after: Self.diagnosisPatience, generation: generation),
    ]
  }

  mutating func fail(_ kind: MediaError.Kind, _ detail: String) -> [Action] {
    guard let url else { return [] }
    phase = .failed
    return [.close, .report(.failed(MediaError(url: url, kind: kind, detail: detail)))]
  }
}
