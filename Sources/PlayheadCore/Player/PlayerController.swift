import Foundation

/// A drop-in player's logic: drives a `MediaEngine` through `PlayerStateMachine`, keeps the time
/// labels and the controls overlay's visibility, and announces what happens. Platform-neutral:
/// a view feeds it input and the time (`tick(at:)` on each frame or timer) and draws what it says.
/// Every change it makes to what a view or MPRIS shows is announced on one channel, its events
/// (`observe(_:)`); a view renders from them.
@MainActor
public final class PlayerController {
  /// Play as soon as loaded.
  public var autoplay = false
  /// Show the remaining time instead of the total.
  public var showsRemainingTime = false {
    // Set by a command, the change is announced with the command's others.
    didSet { if showsRemainingTime != oldValue, changeDepth == 0 { announce(.timelineChanged) } }
  }
  /// Seconds between time-label updates; zero, negative, NaN or infinite values give 1.0.
  public var timeDisplayRefreshInterval: Double {
    get { _refreshInterval }
    set { _refreshInterval = newValue.isFinite && newValue > 0 ? newValue : 1 }
  }
  /// The controls overlay policy (display duration, keep visible, show on tap).
  public var overlay = OverlayVisibility()
  /// What each key means (`press(_:at:)`); the standard bindings unless changed.
  public var keyBindings = KeyBindings.standard
  /// What keys mean while the position slider has the focus, before `keyBindings`.
  public var scrubberKeyBindings = KeyBindings.scrubber
  /// What the wheel does over the video (the volume by default).
  public var wheelOverVideo = WheelBinding.volume {
    didSet { if wheelOverVideo != oldValue { announce(.controlsChanged) } }
  }
  /// Seconds the SeekButtons, J, L and the arrow keys skip (10 unless a person chose another of
  /// `PlayerSettings.skipLengths`); any value from 1 to 3600 is taken.
  public var skipSeconds = 10 {
    didSet {
      skipSeconds = min(max(skipSeconds, 1), 3600)
      if skipSeconds != oldValue { announce(.controlsChanged) }
    }
  }

  /// The player's state.
  public var state: PlayerState { machine.state }
  /// What the engine found in the media.
  public var info: MediaInfo? { machine.info }
  /// What cannot be played of the loaded media while the rest plays, until the person
  /// dismisses it (`dismissNotice()`); `nil` otherwise.
  public var notice: String? {
    guard let notice = info?.partialSupportNotice, notice != dismissedNotice else { return nil }
    return notice
  }
  private var dismissedNotice: String?
  /// The streams chosen for the loaded media (`audioTrack`, `subtitleTrack`).
  var chosenTracks = ChosenTracks()
  /// Where a live stream's edge is, from the ranges the engine reports.
  private var liveEdge = LiveEdgeTracker()
  /// How subtitles look (a setting the view keeps between runs).
  public var subtitleStyle = SubtitleStyle() {
    didSet { if subtitleStyle != oldValue { announce(.subtitlesChanged) } }
  }
  /// Seconds the subtitles show later than the media says (negative: earlier), set by
  /// `PlayerCommand.delaySubtitles`; back to 0 for each new media.
  public internal(set) var subtitleDelay = 0.0
  /// What the media is called: its title from its tags, else its file name (or the last part of
  /// its address); `nil` before anything is loaded. The audio view shows it.
  public var title: String? {
    info?.tags.title ?? url.map(MediaName.of)
  }
  /// The buffer's fill, 0…100.
  public var bufferingPercent: Int { machine.bufferingPercent }
  /// The time ranges available without waiting for the network, refreshed with the labels.
  public private(set) var bufferedRanges: [ClosedRange<Double>] = []
  /// Whether the user holds the scrubber.
  public var isScrubbing: Bool { machine.isScrubbing }
  /// The A–B loop marked in this media, if any.
  public var abLoop: ABLoop? { machine.abLoop }
  /// Whether the whole media plays over and over.
  public var loopsWhole: Bool { machine.loopsWhole }
  /// Seconds of the clock until playback reaches the A–B loop's end (at the speed it plays),
  /// while it plays towards it; `nil` otherwise. A view ticks then, so the loop goes back to A on
  /// time rather than at the next regular tick.
  public var secondsUntilLoopEnd: Double? {
    guard let end = machine.abLoop?.end, machine.state == .playing, let position = engine.position,
      position < end
    else { return nil }
    return (end - position) / max(machine.playingSpeed, 0.01)
  }
  /// The loaded URL.
  public private(set) var url: URL?
  /// The position shown by the labels, refreshed every `timeDisplayRefreshInterval` (and at once
  /// after a seek).
  public private(set) var displayedPosition: Double?
  /// Whether the pointer is over the controls (which keeps them shown).
  public private(set) var isHoveringControls = false
  /// The on-screen message saying what the last command did, until it has faded.
  public private(set) var message: OnScreenMessage?

  /// Seconds of loading or stalling before the buffering indicator shows, so short waits do
  /// not flash it.
  public static let bufferingIndicatorDelay = 0.25

  let engine: any MediaEngine
  private var waitingSince: Double?
  private(set) var machine = PlayerStateMachine()
  private var _refreshInterval = 1.0
  private var lastRefresh = -Double.infinity
  private(set) var now = 0.0
  /// Where the skips of the latest run went (`skip(by:at:)`).
  private var skipRun = SkipRun()
  /// The time under the pointer over the scrubber (`previewTimeline(at:at:)`).
  var previewSeconds: Double?
  /// Which thumbnails are decoded, and which to decode next.
  var thumbnails = ThumbnailPlanner()
  /// Where preview thumbnails come from: the engine, when it is a `ThumbnailSource`.
  public weak var thumbnailSource: (any ThumbnailSource)?
  /// What finds the media in a web page whose address was loaded (yt-dlp: `YTDLP`); `nil`: a
  /// page fails as any address that is not media.
  public var pageResolver: (any PageResolving)?
  /// The web page being played, if the address loaded is one.
  var pageLoad = PageLoad()
  /// Keeps a drag's seeks a frame apart.
  private var scrubThrottle = ScrubThrottle(interval: PlayerController.fallbackFrameDuration)
  /// Where the seek of the event being handled went, if it made one.
  private var lastSeekTarget: Double?
  /// Who hears the events, in the order they asked (`observe(_:)`).
  private var observers: [(id: Int, handler: @MainActor (PlayerEvent) -> Void)] = []
  private var nextObserverID = 0
  /// The event being told, then those announced meanwhile (`announce(_:)`).
  private var pendingEvents: [PlayerEvent] = []
  /// What observers asked to do once the events being told have all been heard.
  private var actionsAfterEvents: [@MainActor () -> Void] = []
  /// How deep the calls that may change what is shown are nested (`announcingChanges(_:)`):
  /// the changes are announced once, as the outermost returns.
  private var changeDepth = 0

  /// A controller driving `engine`.
  public init(engine: any MediaEngine) {
    self.engine = engine
    engine.eventHandler = { [weak self] event in self?.engineReported(event) }
    thumbnailSource = engine as? any ThumbnailSource
  }

  /// Calls `handler` with every event from now on, as it happens, until the observation is
  /// cancelled or goes: how a view learns what to draw again, and MPRIS what to say.
  public func observe(_ handler: @escaping @MainActor (PlayerEvent) -> Void) -> PlayerObservation {
    nextObserverID += 1
    observers.append((nextObserverID, handler))
    return PlayerObservation(controller: self, id: nextObserverID)
  }

  func removeObserver(_ id: Int) { observers.removeAll { $0.id == id } }

  /// The same events as `observe(_:)` gives, as a stream for a task to wait on, until the stream
  /// is dropped.
  public var events: AsyncStream<PlayerEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: PlayerEvent.self)
    let observation = observe { continuation.yield($0) }
    continuation.onTermination = { _ in Task { @MainActor in observation.cancel() } }
    return stream
  }

  /// What the controls bar shows now besides its buttons: position, duration, downloaded
  /// ranges, and the two times.
  public var timeline: OverlayTimeline {
    var timeline = OverlayTimeline(
      position: displayedPosition, info: info, bufferedRanges: bufferedRanges,
      showsRemainingTime: showsRemainingTime, abLoop: abLoop)
    timeline.liveWindow = liveWindow
    return timeline
  }

  /// The part of a live stream that can be sought, to its live edge, now; `nil` for other media,
  /// for a live stream that keeps none, and for one that ended.
  public var liveWindow: LiveWindow? { liveWindow(at: now) }

  /// The live window at `time`.
  func liveWindow(at time: Double) -> LiveWindow? {
    info?.isLive == true && state != .ended ? liveEdge.window(at: time) : nil
  }
  /// The elapsed-time label: "1:05", "1:02:03", or "--:--".
  public var elapsedText: String { timeline.elapsedText }
  /// The trailing label: the total, the remaining time ("-8:55"), or "LIVE"; "≈ 3:12" while the
  /// duration is an estimate.
  public var trailingText: String { timeline.trailingText }
  /// Whether the view shows the audio view (cover art and tags) in place of the picture: once
  /// loaded media has sound and no picture.
  public var showsAudioView: Bool {
    switch state {
    case .unknown, .loading, .failed: false
    default: info.map { $0.video == nil } ?? false
    }
  }
  /// Whether the screen should stay awake: while playing, or waiting to go on playing; not when
  /// paused, ended or failed.
  public var keepsScreenAwake: Bool { state == .playing || state == .stalled }
  /// What the view says in place of the picture after a failure ("Cannot play clip.mp4: …"), or
  /// `nil` while nothing failed.
  public var failureText: String? {
    guard case .failed(let error) = state else { return nil }
    return translated("Cannot play \(error.description)")
  }
  /// What the play/pause button shows: pause while playing or waiting to go on playing, replay
  /// at the end (a press plays from the start), play otherwise.
  public var playButtonMode: PlayButton.Mode {
    switch state {
    case .playing, .stalled: .pause
    case .ended: .replay
    default: .play
    }
  }

  /// The scrubber's value as text: "1:05 of 10:00", "1:05 of ≈ 10:00", "1:05, live", or "0:42
  /// behind live" in a live stream's window; with the chapter's title when it has one ("1:05 of
  /// 10:00, Opening").
  public var positionValueText: String {
    if let liveWindow { return TimeText.behindLive(liveWindow.behind(displayedPosition), spoken: false) }
    guard info?.isLive != true else { return translated("\(elapsedText), live") }
    let total = TimeText.total(info?.duration, isEstimate: info?.isDurationEstimated == true)
    let text = translated("\(elapsedText) of \(total)")
    return timeline.chapterTitle.map { translated("\(text), \($0)") } ?? text
  }

  /// The position as a screen reader says it: "1 minute 5 seconds of 10 minutes" ("of about 10
  /// minutes" while the duration is an estimate).
  public var positionAccessibilityText: String {
    if let liveWindow { return TimeText.behindLive(liveWindow.behind(displayedPosition), spoken: true) }
    return TimeText.accessibility(
      position: displayedPosition, duration: info?.duration, isLive: info?.isLive == true,
      isEstimate: info?.isDurationEstimated == true)
  }

  /// Loads `url` at `time`; another URL can be loaded at any time, after a failure too.
  public func load(_ url: URL, at time: Double) {
    announcingChanges { start(url, at: time) }
  }

  private func start(_ url: URL, at time: Double) {
    self.url = url
    pageLoad.resolution?.cancel()
    pageLoad = PageLoad()
    displayedPosition = nil
    dismissedNotice = nil
    chosenTracks = ChosenTracks()
    liveEdge = LiveEdgeTracker()
    subtitleDelay = 0
    bufferedRanges = []
    previewSeconds = nil
    thumbnails.stop()
    send(.load(url, autoplay: autoplay), at: time)
  }

  /// Plays.
  public func play(at time: Double) {
    guard !reopensEndedLiveStream(at: time) else { return }
    catchUpWithLiveWindow(at: time)
    send(.play, at: time)
  }
  /// Pauses.
  public func pause(at time: Double) { send(.pause, at: time) }
  /// Plays when paused, pauses when playing.
  public func togglePlayPause(at time: Double) {
    guard !reopensEndedLiveStream(at: time) else { return }
    if state != .playing, state != .stalled { catchUpWithLiveWindow(at: time) }
    send(.togglePlayPause, at: time)
  }

  /// Paused so long in a live stream that its window moved past where playback stopped (the
  /// server has dropped that part): playing goes on from the window's oldest moment instead.
  private func catchUpWithLiveWindow(at time: Double) {
    guard let window = liveWindow(at: time), let position = engine.position ?? displayedPosition,
      position < window.start
    else { return }
    seek(to: window.start, at: time)
  }

  /// A live stream that ended (its playlist closed) keeps no window to go back in: played again,
  /// it is opened anew, as the recording its server now keeps, and plays from its start once
  /// loaded; `false` for anything else.
  private func reopensEndedLiveStream(at time: Double) -> Bool {
    guard state == .ended, info?.isLive == true, let url else { return false }
    load(url, at: time)
    send(.play, at: time)
    return true
  }

  /// The user took hold of the scrubber; media that cannot be sought says why instead.
  public func beginScrubbing(at time: Double) {
    guard !saysSeekingIsUnavailable(at: time) else { return }
    scrubThrottle = ScrubThrottle(interval: info?.frameDuration ?? Self.fallbackFrameDuration)
    send(.scrubBegan, at: time)
  }
  /// The scrubber moved to `seconds`: a keyframe seek, so dragging stays fast, at most one a
  /// frame (`ScrubThrottle`); a move sooner waits for `scrubDueTime` (`flushScrub(at:)`).
  public func scrub(to seconds: Double, at time: Double) {
    guard isScrubbing else { return }
    announcingChanges {
      displayedPosition = seconds
      if let target = scrubThrottle.move(to: seconds, at: time) { send(.scrubbed(to: target), at: time) }
    }
  }
  /// When the drag's latest move, held back to keep seeks a frame apart, is due
  /// (`flushScrub(at:)`); `nil` when none waits.
  public var scrubDueTime: Double? { isScrubbing ? scrubThrottle.dueTime : nil }
  /// Seeks to the drag's latest move if it is due at `time`.
  public func flushScrub(at time: Double) {
    guard isScrubbing, let target = scrubThrottle.flush(at: time) else { return }
    send(.scrubbed(to: target), at: time)
  }
  /// A frame's length when the stream does not say: 30 frames a second.
  nonisolated public static let fallbackFrameDuration = 1.0 / 30
  /// The scrubber's value changed to `seconds`: while it is held (`beginScrubbing(at:)`), a
  /// scrub; otherwise (a key of the toolkit's own that `pressOnScrubber(_:at:)` did not take)
  /// one accurate seek.
  public func scrubberMoved(to seconds: Double, at time: Double) {
    if isScrubbing { scrub(to: seconds, at: time) } else { seek(to: seconds, at: time) }
  }
  /// The person has read the notice: it is not shown again for this media (a different one
  /// would be).
  public func dismissNotice() {
    guard let notice else { return }
    dismissedNotice = notice
    announce(.noticeDismissed)
  }

  /// The user let go at `seconds`: one accurate seek, and playback resumes if it was running.
  public func endScrubbing(at seconds: Double, time: Double) {
    scrubThrottle.end()
    send(.scrubEnded(at: seconds), at: time)
  }

  /// Rewind or fast forward pressed and held: plays at −3× or +3×.
  public func beginHold(_ direction: SeekButton.Direction, at time: Double) {
    send(.holdBegan(direction), at: time)
  }
  /// Released: back to 1× and to playing or paused, as before the hold.
  public func endHold(at time: Double) { send(.holdEnded, at: time) }

  /// Goes to `seconds` with one accurate seek (a key such as Home, or a start position once
  /// loaded); playing or paused stays as it was.
  public func seek(to seconds: Double, at time: Double) {
    guard !saysSeekingIsUnavailable(at: time) else { return }
    send(.seek(to: liveWindow(at: time)?.clamped(seconds) ?? seconds), at: time)
  }

  /// Skips by `seconds` at once (each tap of a SeekButton): from where the skip before went
  /// while it is recent (`SkipRun`), else from the current position. A run of taps lands where
  /// their sum says, with a new picture after each.
  public func skip(by seconds: Double, at time: Double) {
    guard !saysSeekingIsUnavailable(at: time) else { return }
    let start = skipRun.start(at: time, position: engine.position ?? displayedPosition ?? 0)
    let seconds = liveWindow(at: time).map { $0.clamped(start + seconds) - start } ?? seconds
    send(.skip(seconds: seconds, from: start), at: time)
    if let target = lastSeekTarget { skipRun.skipped(to: target, at: time) }
  }

  /// Says in the on-screen message why a seek does nothing, for loaded media that cannot be
  /// sought (`MediaInfo.unseekableReason`); `false` when it can.
  private func saysSeekingIsUnavailable(at time: Double) -> Bool {
    guard let reason = info?.unseekableReason(of: url) else { return false }
    showMessage(reason, at: time)
    return true
  }

  /// A tap on the video.
  public func tapVideo(at time: Double) { overlayChanged(at: time) { $0.tap(at: time) } }
  /// Pointer movement or a key: shows the controls.
  public func userActivity(at time: Double) { overlayChanged(at: time) { $0.activity(at: time) } }
  /// The pointer entered or left the controls.
  public func setHoveringControls(_ hovering: Bool, at time: Double) {
    isHoveringControls = hovering
    // A pointer on its way to the scrubber: the thumbnails start (their pipeline, and the
    // prefetch along the timeline), so the preview has them when it gets there.
    if hovering { planThumbnailsIfNeeded() }
    updatePin(at: time)
  }

  /// Whether the pointer hides over the video: while the controls are hidden over a picture
  /// (in the window and in full screen); a move shows both again.
  public var hidesPointer: Bool { info?.video != nil && !overlay.isVisible }

  /// Whether anything it shows changes with time alone: the time labels while playing, loading
  /// or stalled, the countdown to hiding the controls, and a live stream's window, whose edge
  /// moves on while paused too. A view calls `tick(at:)` only while this holds, so a paused
  /// player does no work.
  public var needsTicks: Bool {
    state == .playing || state == .loading || state == .stalled || overlay.hideTime != nil || message != nil
      || liveWindow != nil
  }

  /// Shows `text` in the on-screen message from `time` (in place of any before it), and
  /// announces it (`PlayerEvent.messageShown`) for screen readers.
  public func showMessage(_ text: String, at time: Double) {
    message = OnScreenMessage(text, at: time)
    announce(.messageShown(text))
  }

  /// Whether playback has reached another whole second of the media since the labels were last
  /// refreshed, reckoned from the speed without asking the engine: the labels then turn with the
  /// picture's seconds, not up to a refresh interval later.
  private func playbackCrossedASecond(by time: Double) -> Bool {
    guard machine.state == .playing, let shown = displayedPosition else { return false }
    let reached = shown + (time - lastRefresh) * machine.playingSpeed
    return reached.rounded(.down) != shown.rounded(.down)
  }

  /// Whether the buffering indicator shows at `time`: once loading or stalling has lasted
  /// `bufferingIndicatorDelay`. A stall is timed from the first `tick(at:)` that sees it, so the
  /// indicator never comes early.
  public func showsBufferingIndicator(at time: Double) -> Bool {
    waitingSince.map { time - $0 >= Self.bufferingIndicatorDelay } ?? false
  }

  /// Advances to `time`: refreshes the time labels when due and hides the overlay when its
  /// time has come. Call it on each frame or timer tick.
  public func tick(at time: Double) {
    announcingChanges { advance(to: time) }
  }

  private func advance(to time: Double) {
    now = time
    updateWaiting(at: time)
    if time >= lastRefresh + timeDisplayRefreshInterval || playbackCrossedASecond(by: time) {
      refreshPosition(at: time)
    }
    // Playback passing an A–B loop's end goes back to its start (`ABLoop`).
    if machine.abLoop?.end != nil, machine.state == .playing, let position = engine.position {
      send(.positionChanged(position), at: time)
    }
    if let visible = overlay.advance(to: time) { announce(.controlsVisibilityChanged(visible)) }
    if message?.isOver(at: time) == true { message = nil }
    failIfLiveStreamStopped(at: time)
  }

  /// Waiting for a live stream whose playlist has stopped growing (`LiveEdgeTracker.silence`):
  /// its broadcast ended without saying so, and playback fails, saying since when, rather than
  /// wait for ever. A stream that plays what it holds is not failed.
  private func failIfLiveStreamStopped(at time: Double) {
    guard state == .stalled, info?.isLive == true, let url, let silence = liveEdge.silence(at: time) else {
      return
    }
    engine.stop()
    handleEngine(.failed(.liveStreamStopped(url, silentFor: silence)))
  }

  func send(_ event: PlayerStateMachine.Event, at time: Double) {
    announcingChanges { handle(event, at: time) }
  }

  private func handle(_ event: PlayerStateMachine.Event, at time: Double) {
    now = time
    lastSeekTarget = nil
    let before = machine.state
    let actions = machine.handle(event)
    for action in actions { perform(action) }
    updateWaiting(at: time)
    stateMayHaveChanged(from: before, at: time)
  }

  private func perform(_ action: PlayerStateMachine.Action) {
    switch action {
    case .load(let url):
      skipRun.end()
      engine.load(url)
    case .play: engine.play()
    case .pause: engine.pause()
    case .seek(let seconds, let precision):
      engine.seek(to: seconds, precision: precision)
      displayedPosition = seconds
      lastSeekTarget = seconds
      skipRun.end()
      lastRefresh = now
    case .setRate(let rate): engine.setRate(rate)
    case .stepFrame(let forward): engine.stepFrame(forward: forward)
    }
  }

  func engineReported(_ event: MediaEngineEvent) {
    announcingChanges { handleEngine(event) }
  }

  func handleEngine(_ reported: MediaEngineEvent) {
    var event = reported
    switch reported {
    // A web page's address: the media in it is looked for before anything fails.
    case .failed(let error) where resolvesPage(after: error): return
    case .loaded(let info): event = .loaded(describedAsPage(info))
    default: break
    }
    let before = machine.state
    for action in machine.handle(.engine(event)) { perform(action) }
    updateWaiting(at: nil)
    switch event {
    case .failed(let error): announce(.loadFailed(error))
    case .loaded:
      announce(.mediaDescribed)
      refreshPosition(at: now)
    case .firstFrameShown: announce(.playBegan)
    // Paused, the labels say the picture's time at once (see `MediaEngine.position`).
    case .endOfStream, .playing: refreshPosition(at: now)
    case .seekFinished:
      refreshPosition(at: now)
      if let position = engine.position, position.isFinite { announce(.seeked(max(position, 0))) }
    case .downloadProgressed: refreshBufferedRanges()
    default: break
    }
    stateMayHaveChanged(from: before, at: now)
  }

  /// Starts timing a wait at `time` (when known: a command or a tick), or ends it.
  private func updateWaiting(at time: Double?) {
    guard machine.state == .loading || machine.state == .stalled else {
      waitingSince = nil
      return
    }
    if waitingSince == nil, let time { waitingSince = time }
  }

  private func stateMayHaveChanged(from before: PlayerState, at time: Double) {
    updatePin(at: time)
    if machine.state != before { announce(.stateChanged(machine.state)) }
  }

  private func updatePin(at time: Double) {
    let pinned: Bool =
      switch machine.state {
      case .paused, .loading, .stalled, .failed, .unknown, .readyToPlay, .ended: true
      // With nothing to watch (sound alone), the controls are what there is to see.
      case .playing: machine.isScrubbing || isHoveringControls || info?.video == nil
      }
    let wasVisible = overlay.isVisible
    overlay.setPinned(pinned, at: time)
    if overlay.isVisible != wasVisible { announce(.controlsVisibilityChanged(overlay.isVisible)) }
  }

  private func overlayChanged(at time: Double, _ change: (inout OverlayVisibility) -> Void) {
    now = time
    let wasVisible = overlay.isVisible
    change(&overlay)
    if overlay.isVisible != wasVisible { announce(.controlsVisibilityChanged(overlay.isVisible)) }
  }

  private func refreshPosition(at time: Double) {
    lastRefresh = time
    refreshBufferedRanges()
    if info?.isLive == true { liveEdge.observe(range: engine.liveRange, position: engine.position, at: time) }
    guard !machine.isScrubbing else { return }
    // The end is the end: the knob reaches it and elapsed equals the total (the engine's
    // position stops a frame short of the duration).
    if machine.state == .ended, let end = info?.duration {
      displayedPosition = end
      return
    }
    guard let position = engine.position, position.isFinite else { return }
    displayedPosition = max(position, 0)
  }

  /// Reads the downloaded ranges again, and says when they changed.
  private func refreshBufferedRanges() {
    let ranges = engine.bufferedRanges
    guard ranges != bufferedRanges else { return }
    bufferedRanges = ranges
    announce(.bufferedRangesChanged)
    // Thumbnails that waited for the download may be decoded now.
    decodeNextThumbnail()
  }

  /// Tells every observer of `event`, in the order they came. An event announced while one is
  /// being told (an observer's command: the session loading the next item at an end) waits its
  /// turn, so every observer hears every event in the order they happened.
  func announce(_ event: PlayerEvent) {
    pendingEvents.append(event)
    guard pendingEvents.count == 1 else { return }
    while let next = pendingEvents.first {
      for observer in observers { observer.handler(next) }
      pendingEvents.removeFirst()
      if pendingEvents.isEmpty, !actionsAfterEvents.isEmpty {
        let actions = actionsAfterEvents
        actionsAfterEvents = []
        for action in actions { action() }
      }
    }
  }

  /// Runs `action` once every observer has heard the events being told: at once when none is.
  /// An observer that acts on an event (the session going on to the next item at an end) does
  /// so here, so that the others hear the event while it is still true.
  func afterEvents(_ action: @escaping @MainActor () -> Void) {
    guard !pendingEvents.isEmpty else { return action() }
    actionsAfterEvents.append(action)
  }

  /// What a view and MPRIS show that events announce by comparison (`announcingChanges(_:)`).
  private struct Shown: Equatable {
    var volume: Double
    var isMuted: Bool
    var speed: Double
    var tracks: ChosenTracks
    var subtitleDelay: Double
    var position: Double?
    var showsRemainingTime: Bool
    var abLoop: ABLoop?
    var loopsWhole: Bool
    var isScrubbing: Bool
  }

  private var shown: Shown {
    Shown(
      volume: volume, isMuted: isMuted, speed: speed, tracks: chosenTracks, subtitleDelay: subtitleDelay,
      position: displayedPosition, showsRemainingTime: showsRemainingTime, abLoop: abLoop,
      loopsWhole: loopsWhole, isScrubbing: isScrubbing)
  }

  /// Runs `change`, then announces what it changed of what is shown: each of the volume, the
  /// speed, the streams, the subtitles' delay and the timeline once, however deep the calls that
  /// changed them went.
  func announcingChanges<Result>(_ change: () -> Result) -> Result {
    let before = changeDepth == 0 ? shown : nil
    changeDepth += 1
    let result = change()
    changeDepth -= 1
    guard let before else { return result }
    let after = shown
    guard after != before else { return result }
    if after.volume != before.volume || after.isMuted != before.isMuted {
      announce(.volumeChanged(volume: after.volume, isMuted: after.isMuted))
    }
    if after.speed != before.speed { announce(.speedChanged(after.speed)) }
    if after.tracks != before.tracks { announce(.tracksChanged) }
    if after.subtitleDelay != before.subtitleDelay { announce(.subtitlesChanged) }
    if after.position != before.position || after.showsRemainingTime != before.showsRemainingTime
      || after.abLoop != before.abLoop || after.loopsWhole != before.loopsWhole
      || after.isScrubbing != before.isScrubbing
    {
      announce(.timelineChanged)
    }
    return result
  }
}
