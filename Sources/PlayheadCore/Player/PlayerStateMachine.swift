import Foundation

/// The player's decisions as a value: events in, engine actions out, no side effects. It keeps
/// what the user wants (playing or not) apart from what the engine does, so buffering, scrubbing
/// and press-and-hold all return to what the user asked for.
public struct PlayerStateMachine: Sendable {
  /// Something that happened.
  public enum Event: Hashable, Sendable {
    /// Load `url`; play as soon as it can when `autoplay`.
    case load(URL, autoplay: Bool)
    /// The engine reported something.
    case engine(MediaEngineEvent)
    /// The user asked to play.
    case play
    /// The user asked to pause.
    case pause
    /// The user pressed play/pause.
    case togglePlayPause
    /// The user took hold of the scrubber.
    case scrubBegan
    /// The scrubber moved to `seconds`.
    case scrubbed(to: Double)
    /// The user let go of the scrubber at `seconds`.
    case scrubEnded(at: Double)
    /// Rewind (`backward`) or fast forward (`forward`) was pressed and is held.
    case holdBegan(SeekButton.Direction)
    /// The held rewind or forward was released.
    case holdEnded
    /// Skip by `seconds` (negative is back) from `position`.
    case skip(seconds: Double, from: Double)
    /// Go to `seconds` (a key such as Home or 5, a start position).
    case seek(to: Double)
    /// Play at `speed` (1 is normal), from now on and for media loaded later.
    case setSpeed(Double)
    /// Play the whole media over and over, or stop at its end again.
    case toggleLoop
    /// Shift+L at `position`: mark A, then B, then clear the A–B loop (`ABLoop.marking`).
    case markLoop(at: Double)
    /// Playback has got to `seconds` (each tick while an A–B loop is set).
    case positionChanged(Double)
    /// Show the next frame (`forward`) or the one before, pausing first.
    case stepFrame(forward: Bool)
  }

  /// What the engine should do.
  public enum Action: Hashable, Sendable {
    /// Load the URL.
    case load(URL)
    /// Start or resume.
    case play
    /// Pause.
    case pause
    /// Move to a time.
    case seek(Double, SeekPrecision)
    /// Change the playback rate.
    case setRate(Double)
    /// Show the next frame (`forward`) or the one before, paused.
    case stepFrame(forward: Bool)
  }

  /// The rate of a held rewind or fast forward, as the seed's.
  public static let holdRate = 3.0

  /// The player's state.
  public private(set) var state = PlayerState.unknown
  /// What was found in the loaded media.
  public private(set) var info: MediaInfo?
  /// How full the buffer is, 0…100.
  public private(set) var bufferingPercent = 100
  /// Whether the user holds the scrubber.
  public private(set) var isScrubbing = false
  /// Whether the user wants playback running (what play/pause last asked for).
  public private(set) var wantsToPlay = false
  /// The speed the user chose (`PlaybackSpeed.range`), kept from one media to the next; a held
  /// rewind or fast forward returns to it.
  public private(set) var speed = 1.0
  /// The speed playback goes at: the chosen one, or 1 for a live stream.
  public var playingSpeed: Double { info?.isLive == true ? 1 : speed }
  /// Whether the whole media plays over and over, kept from one media to the next.
  public private(set) var loopsWhole = false
  /// The A–B loop of this media, if one is marked.
  public private(set) var abLoop: ABLoop?

  private var playingBeforeScrub = false
  private var playingBeforeHold: Bool?
  /// Where playback was at the last `positionChanged` or seek, to see it pass B.
  private var lastPosition: Double?

  /// A player with nothing loaded.
  public init() {}

  private init(speed: Double, loopsWhole: Bool) {
    self.speed = speed
    self.loopsWhole = loopsWhole
  }

  /// Handles one event and returns what the engine should do, in order.
  public mutating func handle(_ event: Event) -> [Action] {
    switch event {
    case .load(let url, let autoplay):
      self = PlayerStateMachine(speed: speed, loopsWhole: loopsWhole)
      state = .loading
      wantsToPlay = autoplay
      return [.load(url)]
    case .engine(let engineEvent):
      return handle(engineEvent)
    case .play:
      return play()
    case .pause:
      return pause()
    case .togglePlayPause:
      return wantsToPlay ? pause() : play()
    case .scrubBegan:
      guard isReady, info?.isSeekable != false, !isScrubbing else { return [] }
      isScrubbing = true
      playingBeforeScrub = wantsToPlay
      return wantsToPlay ? pause() : []
    case .scrubbed(let seconds):
      guard isScrubbing else { return [] }
      return [.seek(clamped(seconds), .keyframe)]
    case .scrubEnded(let seconds):
      guard isScrubbing else { return [] }
      isScrubbing = false
      if state == .ended { state = .paused }
      lastPosition = clamped(seconds)
      return [.seek(clamped(seconds), .accurate)] + (playingBeforeScrub ? play() : [])
    case .holdBegan(let direction):
      guard isReady, playingBeforeHold == nil else { return [] }
      playingBeforeHold = wantsToPlay
      wantsToPlay = true
      if state == .ended || state == .paused || state == .readyToPlay { state = .playing }
      return [.setRate(Self.holdRate * Double(direction.sign)), .play]
    case .holdEnded:
      guard let before = playingBeforeHold else { return [] }
      playingBeforeHold = nil
      wantsToPlay = before
      if !before, state == .playing || state == .stalled { state = .paused }
      return [.setRate(speed)] + (before ? [] : [.pause])
    case .skip(let seconds, let position):
      return handle(.seek(to: position + seconds))
    case .seek(let seconds):
      guard isReady, info?.isSeekable != false, seconds.isFinite else { return [] }
      let target = clamped(seconds)
      if state == .ended, target < info?.duration ?? .infinity { state = .paused }
      lastPosition = target
      return [.seek(target, .accurate)]
    case .setSpeed(let speed):
      guard speed.isFinite, info?.isLive != true else { return [] }
      self.speed = min(max(speed, PlaybackSpeed.range.lowerBound), PlaybackSpeed.range.upperBound)
      // Loading applies it once loaded; a held rewind or fast forward returns to it.
      guard isReady, playingBeforeHold == nil else { return [] }
      return [.setRate(self.speed)]
    case .toggleLoop:
      loopsWhole.toggle()
      return []
    case .markLoop(let position):
      guard canMarkLoop, position.isFinite else { return [] }
      abLoop = ABLoop.marking(abLoop, at: clamped(position))
      lastPosition = clamped(position)
      return []
    case .positionChanged(let position):
      defer { lastPosition = position }
      guard let loop = abLoop, let end = loop.end, state == .playing, !isScrubbing, playingBeforeHold == nil,
        let last = lastPosition, last <= end, position >= end
      else { return [] }
      return loopBack(to: loop.start)
    case .stepFrame(let forward):
      return stepFrame(forward: forward)
    }
  }

  /// Goes back to `start` to play a loop again.
  private mutating func loopBack(to start: Double) -> [Action] {
    lastPosition = start
    state = .playing
    wantsToPlay = true
    return [.seek(start, .accurate), .play]
  }

  /// Whether an A–B loop can be marked now: media loaded that can be sought, not live.
  public var canMarkLoop: Bool { isReady && info?.isSeekable != false && info?.isLive != true }

  /// Whether a frame step `forward` (or back) applies now: video that can be sought, not live,
  /// not while the scrubber or a skip button is held, and nothing after the end.
  public func canStepFrame(forward: Bool) -> Bool {
    isReady && info?.video != nil && info?.isSeekable != false && info?.isLive != true && !isScrubbing
      && playingBeforeHold == nil && !(forward && state == .ended)
  }

  /// One frame on or back, paused.
  private mutating func stepFrame(forward: Bool) -> [Action] {
    guard canStepFrame(forward: forward) else { return [] }
    guard state != .ended else {
      // The pipeline stays running at the end: paused first, or the frame before would play on.
      state = .paused
      return [.pause, .stepFrame(forward: false)]
    }
    return pause() + [.stepFrame(forward: forward)]
  }

  /// Whether media is loaded and has not failed.
  private var isReady: Bool {
    switch state {
    case .unknown, .loading, .failed: false
    default: true
    }
  }

  /// A time kept within the media.
  private func clamped(_ seconds: Double) -> Double {
    guard seconds.isFinite else { return 0 }
    return min(max(seconds, 0), info?.duration ?? .infinity)
  }

  private mutating func play() -> [Action] {
    switch state {
    case .unknown, .failed:
      return []
    case .loading:
      wantsToPlay = true
      return []
    case .ended:
      wantsToPlay = true
      state = .playing
      return [.seek(0, .accurate), .play]
    case .stalled:
      wantsToPlay = true
      return []
    default:
      wantsToPlay = true
      state = .playing
      return [.play]
    }
  }

  private mutating func pause() -> [Action] {
    wantsToPlay = false
    switch state {
    case .playing, .stalled:
      state = .paused
      return [.pause]
    case .loading:
      return []
    default:
      return []
    }
  }

  private mutating func handle(_ event: MediaEngineEvent) -> [Action] {
    switch event {
    case .loaded(let info):
      self.info = info
      guard state == .loading else { return [] }
      state = .readyToPlay
      // A live stream plays as it comes; the speed waits for the next media.
      let rate: [Action] = speed == 1 || info.isLive ? [] : [.setRate(speed)]
      return rate + (wantsToPlay ? play() : [])
    case .playing(let playing):
      if playing, case .readyToPlay = state { state = .playing }
      if !playing, state == .playing, !wantsToPlay { state = .paused }
      return []
    case .buffering(let percent):
      bufferingPercent = min(max(percent, 0), 100)
      guard isReady, state != .ended else { return [] }
      // A live stream plays as it comes (GStreamer's advice: never pause it for buffering): it is
      // stalled while its buffer is empty, and plays on as data comes.
      if info?.isLive == true {
        if bufferingPercent == 0, state == .playing { state = .stalled }
        if bufferingPercent == 100, state == .stalled { state = .playing }
        return []
      }
      // GStreamer's advice for non-live streams: wait below 100 %, go on at 100 %.
      if bufferingPercent < 100, state == .playing || (state == .readyToPlay && wantsToPlay) {
        state = .stalled
        return [.pause]
      }
      if bufferingPercent == 100, state == .stalled {
        state = wantsToPlay ? .playing : .paused
        return wantsToPlay ? [.play] : []
      }
      return []
    case .firstFrameShown, .seekFinished, .downloadProgressed:
      return []
    case .endOfStream:
      guard isReady else { return [] }
      if state == .playing, !isScrubbing, playingBeforeHold == nil, info?.isSeekable != false {
        if let start = abLoop?.start, abLoop?.end != nil { return loopBack(to: start) }
        if loopsWhole { return loopBack(to: 0) }
      }
      state = .ended
      wantsToPlay = false
      return []
    case .failed(let error):
      state = .failed(error)
      wantsToPlay = false
      isScrubbing = false
      playingBeforeHold = nil
      return []
    }
  }
}
