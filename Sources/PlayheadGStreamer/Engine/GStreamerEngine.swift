internal import CGStreamer
import Foundation
import PlayheadCore

/// `MediaEngine` on GStreamer 1.22's playbin: decodes any URL GStreamer can open (files,
/// http(s), HLS, RTSP…), sends video as BGRx frames to an appsink off the main thread, plays
/// sound on the default audio sink (or a silent clocked sink where there is none). Its decisions
/// are `EngineLifecycle`'s; this class only carries them out and feeds it what the pipeline
/// reports, read from the bus on the main actor.
///
/// It uses `playbin`, not `playbin3`: on GStreamer 1.22.0 (Debian 12) playbin3's decodebin3
/// crashes taking a pipeline with a truncated Ogg, WebM or MPEG-TS file to NULL, and its
/// adaptivedemux2 aborts on a seek during a segment download (see docs/known-faults.md).
@MainActor
public final class GStreamerEngine: MediaEngine {
  /// Receives every event the engine reports.
  public var eventHandler: (@MainActor (MediaEngineEvent) -> Void)?

  /// The volume, 0…`PlayerController.maximumVolume` (above 1, amplified).
  public var volume = 1.0 {
    didSet { applyVolume() }
  }
  /// Whether the sound is off.
  public var isMuted = false {
    didSet { applyVolume() }
  }

  private var lifecycle: EngineLifecycle
  private var pipeline: Element?
  /// The streams of an adaptive stream's playbin3, as its collection says; `nil` for a playbin.
  private var collected: CollectedStreams?
  /// What the pipeline says of its streams (see `PlaybinStreams`).
  private var streams: (any PlaybinStreams)? { collected ?? pipeline }
  /// An adaptive stream's demuxer, watched; its manifest, the variant chosen (`nil`: Auto), and
  /// the height of the pictures reaching the video sink, as their caps event said it (the pad's
  /// caps, read on the main actor, may not have it yet).
  private var adaptive: AdaptiveDemuxer?
  private var manifest = AdaptiveManifest()
  /// The variant chosen, and those whose segments failed (`VariantChoice`).
  private var variantChoice = VariantChoice()
  private var pictureHeight: Int?
  private var frames: FrameSink?
  private var text: TextSink?
  /// The streams chosen while not playing, switched to once playing (`switchPendingTracks`).
  private var pendingTracks: (audio: Int?, subtitle: Int?) = (nil, nil)
  private var audio: AudioSink?
  /// The last picture before a lost connection, shown until the stream goes on.
  private var heldFrame: VideoFrame?
  /// Where the media's timeline starts in the pipeline's stream time: the position at its first
  /// preroll (MPEG-TS and MPEG-PS files start a fraction of a second in), `nil` until then, 0 for
  /// a live source or playlist. Positions, seeks and frame times count from it, so elapsed runs from 0 to the
  /// duration. A reconnection keeps it.
  private var timelineStart: Double?
  private var watcher: BusWatcher?
  /// The pipeline's start, while it is taken to PAUSED off the main thread.
  private var start: PipelineStart?
  /// Playing or paused, asked for while the start was under way.
  private var pendingPlaying: Bool?
  private var downloads: DownloadTracker?
  /// The chapters of the media's table of contents, in stream time (`timelineStart` not yet
  /// taken off).
  private var chapters: [Chapter] = []
  /// Why the subtitle file could not be read (`MediaInfo.subtitleFileProblem`), once playbin
  /// said so.
  private var subtitleFileProblem: String?
  /// What the engine knows of the loaded media's duration beside the pipeline's word.
  private var durations = EngineDurations()
  private var timers: [EngineLifecycle.EngineTimer: Task<Void, Never>] = [:]
  /// Preview thumbnails of the loaded file (`ThumbnailSource`), made on first use.
  var thumbnailDecoder: ThumbnailDecoder?
  /// Events that arrived while actions were being carried out (an event handler calling back).
  private var queued: [EngineLifecycle.Event] = []
  private var isHandling = false

  /// playbin's GST_PLAY_FLAG_SOFT_VOLUME.
  private static let softVolumeFlag: guint = 1 << 4

  /// Nanoseconds of media a network source's queue holds.
  static let networkBuffer: gint64 = 1_000_000_000

  /// An engine with nothing loaded; a lost network connection is reopened after each of
  /// `reconnectDelays` in turn.
  public init(reconnectDelays: [Duration] = EngineLifecycle.reconnectDelays) {
    lifecycle = EngineLifecycle(reconnectDelays: reconnectDelays)
    GStreamerRuntime.initialize()
  }

  /// Stops the pipeline on the main actor, whichever thread releases the engine.
  isolated deinit {
    close()
  }

  /// Where the engine is in its life.
  public var state: EngineState { lifecycle.state }

  /// The latest decoded video frame, or `nil` before the first (or for audio only). While
  /// reconnecting, the last one before the connection was lost.
  public var latestFrame: VideoFrame? {
    lifecycle.state == .reconnecting ? heldFrame ?? frames?.latestFrame : frames?.latestFrame
  }

  /// Runs on GStreamer's streaming thread after each decoded frame, from the next frame on
  /// (a view made while the media opens hears of its first): how a view learns to redraw without
  /// polling. It must only schedule work, never block.
  public var onFrame: (@Sendable () -> Void)? {
    didSet {
      frames?.onFrame = onFrame
      text?.onCue = onFrame
    }
  }

  /// Subtitle files to show with the media loaded next (and after), listed after its own
  /// subtitle streams, the first shown; empty (the default): those found beside a local file
  /// (`SubtitleFile.beside`), if any.
  public var subtitleFiles: [URL] = []
  /// The encoding the subtitle files are in (any name iconv knows: "cp1251", "Shift_JIS");
  /// `nil` (the default): found from their bytes, as uchardet finds it (`SubtitleFileText`).
  public var subtitleEncoding: String?
  /// The subtitle files read for the media loaded (`subtitleFiles`, or the one beside it).
  private var fileSubtitles = SubtitleFileTracks()

  /// The cues of the subtitle stream taken, as far as they have been read: a subtitle file's
  /// all at once; none while a switch to another of the media's streams waits for playing.
  public var subtitleCues: SubtitleCues {
    if let chosen = fileSubtitles.chosen { return fileSubtitles.files[chosen].cues }
    let current = streams?.currentSubtitleTrack
    guard (pendingTracks.subtitle ?? current) == (lookBacks.heldStream ?? current) else {
      return SubtitleCues()
    }
    return text?.cues ?? SubtitleCues()
  }

  /// How many reads back for the cue at the position (`lookBack`) were started, so only the
  /// latest one's cues are kept; the latest, while it runs; and the stream whose cues one put in
  /// the text sink in place of the current stream's (`nil`: the current stream's are there).
  private var lookBacks = (count: 0, reading: Task<Void, Never>?.none, heldStream: Int?.none)
  /// The demuxer that reads back the local file loaded (`SubtitleLookBack.demuxer`), found as
  /// it is opened; `nil` for other media.
  private var lookBackDemuxer: String?

  /// Whether the cue running at the position is still being read from the blocks before it
  /// (`lookBack`): until then `subtitleCues` may lack it.
  public var isReadingBackSubtitles: Bool { lookBacks.reading != nil }

  /// Reads the cue running at the position from the blocks before it (`SubtitleLookBack`), off
  /// the main actor, and gives it to the text sink, the read before it cancelled: after a seek
  /// in Matroska or WebM (matroskademux passes on no cue begun before the keyframe it starts
  /// from; tsdemux, no picture shown before the packets it starts from), and, in MP4 too, for a
  /// stream chosen while paused (`pendingTracks`), or the current one chosen back, whose cues
  /// then replace those the sink holds.
  private func lookBack() {
    lookBacks.reading?.cancel()
    lookBacks.count += 1
    lookBacks.reading = nil
    let current = streams?.currentSubtitleTrack
    let target = pendingTracks.subtitle ?? current
    let replacing = target != current || lookBacks.heldStream != nil
    guard let url = lifecycle.url, let demuxer = lookBackDemuxer,
      replacing || SubtitleLookBack.startsAfterRunningCues.contains(demuxer),
      !lifecycle.isLive, fileSubtitles.chosen == nil, let text, let position, position > 0,
      let stream = target, stream >= 0
    else { return }
    let (count, start) = (lookBacks.count, timelineStart ?? 0)
    lookBacks.reading = Task.detached { [weak self] in
      let cues = SubtitleLookBack.cues(
        in: url, by: demuxer, stream: stream, at: position + start, timelineStart: start)
      await MainActor.run {
        guard let self, self.lookBacks.count == count else { return }
        self.lookBacks.reading = nil
        // A switch since (it clears the sink) makes the read another stream's.
        let now = self.streams?.currentSubtitleTrack
        guard let cues, self.text === text, stream == self.pendingTracks.subtitle ?? now else { return }
        if replacing { self.lookBacks.heldStream = stream == current ? nil : stream }
        text.take(cues, replacing: replacing)
      }
    }
  }

  /// The box the video is shown in, in pixels (a view's size times its scale): frames then come
  /// scaled down in the pipeline, on GStreamer's threads, to fit it at their shape, so the view
  /// copies each one instead of scaling it (`FrameFit.pipelineSize`; a box larger than the
  /// picture leaves the upscaling to the view). `nil` (the default): frames at the video's own size, as
  /// snapshots want them. Kept across loads.
  public var frameBox: Size? {
    didSet {
      guard frameBox != oldValue else { return }
      frames?.scale(toFit: frameBox)
      decodeAgainIfBlurred()
    }
  }

  /// A picture at rest decoded for a smaller box would be shown scaled up, blurred: once the box
  /// has kept its size for `settlingTime` (a window being resized sends many), the picture is
  /// decoded again at the size the box wants.
  private func decodeAgainIfBlurred() {
    pendingDecodeAgain?.cancel()
    guard let box = frameBox, let frame = frames?.latestFrame, let shown = shownFrameTime,
      [.ready, .paused].contains(lifecycle.state), let source = pipeline?.videoGeometry
    else { return }
    // Scaled to fit the box, or at the picture's own size (upright, its pixels as they are).
    let upright =
      source.orientation.swapsAxes
      ? Size(width: source.codedSize.height, height: source.codedSize.width) : source.codedSize
    let wanted = FrameFit.pipelineSize(showing: source.displaySize, in: box) ?? upright
    guard wanted.height > Double(frame.height) + 1 else { return }
    let middle = shown + (pipeline?.frameDuration ?? Self.fallbackFrameDuration) / 2
    pendingDecodeAgain = Task { [weak self] in
      try? await Task.sleep(for: Self.settlingTime)
      guard !Task.isCancelled else { return }
      self?.handle(.decodeAgain(at: middle))
    }
  }

  /// How long a new box must stay before a picture at rest is decoded again for it.
  static let settlingTime = Duration.milliseconds(150)
  private var pendingDecodeAgain: Task<Void, Never>?

  /// Frames decoded since the last load, through reconnections; still told once stopped.
  public var decodedFrameCount: Int { closedFrameCounts.decoded + (frames?.frameCount ?? 0) }

  /// Frames the video sink dropped as late since the last load, through reconnections; still
  /// told once stopped.
  public var droppedFrameCount: Int { closedFrameCounts.dropped + (frames?.droppedCount ?? 0) }

  /// What the closed pipelines of the load `countedGeneration` decoded and dropped.
  private var closedFrameCounts = (decoded: 0, dropped: 0)
  private var countedGeneration: Int?

  private var isLoaded: Bool {
    switch lifecycle.state {
    case .closed, .opening, .failed: false
    default: true
    }
  }

  /// What a live adaptive stream's demuxer can seek in now (GStreamer's seeking query); `nil`
  /// for other media.
  public var liveRange: ClosedRange<Double>? {
    guard isLoaded, isLiveAdaptive else { return nil }
    return pipeline?.seekableRange
  }

  /// The time ranges available without waiting for the network: all of a local file, what has
  /// been downloaded of a progressive network stream, nothing of a live or adaptive one.
  public var bufferedRanges: [ClosedRange<Double>] {
    guard let url = lifecycle.url, isLoaded, !lifecycle.isLive, let duration else {
      return []
    }
    return url.isFileURL ? [0...duration] : downloads?.timeRanges(duration: duration) ?? []
  }

  /// The playback position in seconds, within the duration, or `nil` before anything is loaded.
  /// While reconnecting, where playback will go on from; while rewinding, where the rewind got;
  /// while a seek runs, where it goes (as playbin flushes, its own answer jumps); at rest on a
  /// picture (ready, paused, after a step or a seek), that picture's time, so the labels, the
  /// scrubber, MPRIS and a screenshot's name all say the time of the frame on the screen (the
  /// pipeline's position then is the sound sink's, or the seek's target).
  public var position: Double? {
    if lifecycle.state == .reconnecting { return lifecycle.resumePosition }
    guard isLoaded else { return nil }
    if let rewind = lifecycle.rewindPosition { return rewind }
    let end = durations.reported ?? duration ?? .infinity
    if let target = lifecycle.seekTarget { return min(target, end) }
    guard [.ready, .paused].contains(lifecycle.state), let shown = shownFrameTime else {
      return pipelinePosition
    }
    // A seek to the very end lands after the last picture, which stays shown: the position is
    // the end, as when playback gets there.
    if let sought = pipelinePosition, sought > shown,
      sought >= end - (pipeline?.frameDuration ?? Self.fallbackFrameDuration)
    {
      return sought
    }
    return min(max(shown, 0), end)
  }

  /// When the frame on the screen begins on the media's timeline, or `nil` without one. An
  /// accurate seek's first frame comes cut to begin at the seek's target: it begins a whole
  /// frame (at the stream's rate) before where it ends.
  public var shownFrameTime: Double? {
    guard let frame = frames?.latestFrame, let time = frame.time else { return nil }
    guard let length = frame.duration, let whole = pipeline?.frameDuration, length < whole - 0.0005 else {
      return time
    }
    return max(time + length - whole, 0)
  }

  private var pipelinePosition: Double? {
    guard let position = playbackPosition else { return nil }
    return min(max(position - (timelineStart ?? 0), 0), durations.reported ?? duration ?? .infinity)
  }

  /// Where the picture and the sound are in stream time, the further of the two, as their sinks
  /// say. Not playbin's answer: it is the furthest of all its sinks', and the text sink, which
  /// takes cues as they are read without waiting for the clock, answers with the last cue it
  /// took, seconds ahead of playback after a subtitle switch.
  private var playbackPosition: Double? {
    [frames?.bin, audio?.bin].compactMap { $0?.position }.max() ?? pipeline?.position
  }

  /// Where playback stopped when the data ran out: the pipeline's position, but not past the end
  /// of the last picture shown when that ended shortly before (the clock runs on while a starved
  /// sink waits for the data). A picture that ended long before is a video stream that ended
  /// early, or a still cover, and says nothing of where the sound got.
  private var stoppedPosition: Double? {
    guard let position = pipelinePosition else { return nil }
    guard let frame = heldFrame, let time = frame.time else { return position }
    let end = time + (frame.duration ?? pipeline?.frameDuration ?? Self.fallbackFrameDuration)
    return position - end < Self.starvedClockAllowance ? min(position, end) : position
  }

  /// How far the clock may have run past the last picture while a starved sink waited, in
  /// seconds: the source notices a lost connection within it, even on a machine so busy that
  /// the news takes seconds to reach the main actor (3 s was seen to be too little beside the
  /// test suite). A video stream that ended this much before the sound is rarer than that.
  private static let starvedClockAllowance = 10.0

  /// What thumbnails of the loaded media are decoded from, once it has shown a picture: a local
  /// file itself, an adaptive stream's pictures for previews, a progressive download's copy.
  /// `nil` for a live stream, sound alone, before loading, and for network media with neither
  /// (it would be downloaded a second time: the preview shows the time alone).
  var thumbnailMedia: ThumbnailMedia? {
    guard let url = lifecycle.url, isLoaded, !lifecycle.isLive, frames?.latestFrame != nil else { return nil }
    let start = timelineStart ?? 0
    if url.isFileURL { return ThumbnailMedia(source: .file(url), timelineStart: start) }
    if adaptive != nil {
      return manifest.previewPictures(of: url, height: ThumbnailDecoder.height).map {
        ThumbnailMedia(source: .pictures($0), timelineStart: start)
      }
    }
    return downloads?.copy.map { ThumbnailMedia(source: .file($0.url), timelineStart: start) }
  }

  /// The times a progressive download's copy can give thumbnails of now; `nil` for all.
  public var thumbnailTimes: [ClosedRange<Double>]? {
    guard let url = lifecycle.url, !url.isFileURL, adaptive == nil, let duration else { return nil }
    return downloads?.copiedTimeRanges(duration: duration)
  }

  /// A live playlist whose positions came out counted from where it was joined, before the
  /// window it can seek in (seen on a busy machine: the demuxer's first segment carried no time
  /// of its own), is sought once into the window, two thirds of the way to its end, from where its
  /// positions and its window agree.
  private func alignWithTheLiveWindow() {
    guard let range = liveRange, let position = playbackPosition, position < range.lowerBound else { return }
    handle(.seek(to: range.lowerBound + (range.upperBound - range.lowerBound) * 2 / 3, .accurate))
  }

  /// Whether the media is a live adaptive stream (`isLivePlaylist` when it opened).
  private var isLiveAdaptive: Bool { lifecycle.isLive && durations.source?.isAdaptive == true }

  /// Whether the media opening is an adaptive stream without an end (GStreamer's HLS and DASH
  /// demuxers answer no duration for a playlist without one): live, though it prerolls.
  private var isLivePlaylist: Bool {
    !lifecycle.isLive && durations.source?.isAdaptive == true && pipeline?.duration == nil
  }

  /// The duration in seconds: the one measured at the end, else the one a scan found, else the
  /// pipeline's.
  private var duration: Double? { durations.best ?? pipeline?.duration }

  /// Scans the local file for its exact duration off the main actor, where GStreamer's is an
  /// estimate; the media is described only once the scan is over, so no one hears the estimate.
  private func scanForExactDuration(of url: URL, generation: Int) {
    guard url.isFileURL, durations.scanned == nil, let scan = durations.source?.exactDurationScan else {
      return
    }
    fileReadsUnderWay += 1
    Task { [weak self] in
      let found = await Task.detached(priority: .userInitiated) { scan(url) }.value
      guard let self, lifecycle.generation == generation else { return }
      fileReadsUnderWay -= 1
      durations.scanned = found
      handle(.pipeline(.mediaChanged, generation: generation))
    }
  }

  /// A Matroska or MP4 file's tracks' flags, in the file's order; empty for other media.
  private var trackFlags: [TrackFlags] = []

  /// `tracks` (playbin's streams of one kind, in the file's order) with the flags the file's
  /// tracks of that `kind` set.
  private func flagged(_ tracks: [MediaTrack], _ kind: TrackFlags.Kind) -> [MediaTrack] {
    let flags = trackFlags.filter { $0.kind == kind }
    return tracks.enumerated().map { index, track in
      guard index < flags.count else { return track }
      var track = track
      track.isDefault = flags[index].isDefault
      track.isForced = flags[index].isForced
      track.isHearingImpaired = flags[index].isHearingImpaired
      if let name = flags[index].formatName { track.codec = name }
      return track
    }
  }

  /// Reads of the local file under way (its chapters, its exact duration): the media is
  /// described once they are over, so that no one hears of it without them.
  private var fileReadsUnderWay = 0

  /// At the end of media whose duration was an estimate, where it ended is its duration: the
  /// owner hears of it before it hears of the end.
  private func measureDurationAtTheEnd() {
    guard durations.isEstimated, let end = playbackPosition else {
      return
    }
    durations.measured = max(end - (timelineStart ?? 0), 0)
    handle(.pipeline(.mediaChanged, generation: lifecycle.generation))
  }

  /// Notes where the timeline starts, at the first preroll of the media (see `timelineStart`).
  private func noteTimelineStart() {
    guard timelineStart == nil, pipeline != nil else { return }
    // An adaptive stream's demuxer counts its times from 0 already: a live playlist's positions
    // then stay on its own timeline, where its window is. (Whether a playlist is live is known by
    // its duration, which a busy machine may not have answered yet at the first preroll.)
    let isAdaptive = durations.source?.isAdaptive == true
    let start = lifecycle.isLive || isAdaptive ? 0 : max(playbackPosition ?? 0, 0)
    timelineStart = start
    frames?.startTimeline(at: start)
    text?.startTimeline(at: start)
    if let url = lifecycle.url { scanForExactDuration(of: url, generation: lifecycle.generation) }
  }

  /// Loads `url`, replacing what was loaded; reports `.loaded` once prerolled or `.failed`.
  public func load(_ url: URL) {
    if thumbnailDecoder?.media.source != .file(url) { thumbnailDecoder = nil }
    handle(.load(url))
  }

  /// Plays the same media from `url` from where playback is, reopened as a reconnection is.
  public func switchSource(to url: URL) {
    thumbnailDecoder = nil
    handle(.switchSource(url))
  }

  /// Starts or resumes playback.
  public func play() { handle(.play) }

  /// Pauses.
  public func pause() { handle(.pause) }

  /// Stops and unloads, the thumbnails' pipeline too.
  public func stop() {
    thumbnailDecoder = nil
    handle(.stop)
  }

  /// Moves to `seconds`; while a seek is running, only the latest request waits for it.
  public func seek(to seconds: Double, precision: SeekPrecision) {
    isSteppingBack = false
    backStepsWaiting = 0
    handle(.seek(to: seconds, precision))
  }

  /// Plays at `rate` from the current position; a negative rate rewinds in keyframe steps
  /// (see `EngineLifecycle.rewindStep`) where the media can be sought.
  public func setRate(_ rate: Double) { handle(.setRate(rate, from: position)) }

  /// Shows the next frame (`forward`: GStreamer steps the paused pipeline one frame) or the one
  /// before (an accurate seek to its middle); reports `.seekFinished` once it is shown. The first
  /// frame has none before it: the seek then lands where it is. Steps back asked for while one
  /// runs wait their turn, each from the frame the one before showed, so every press is a frame.
  public func stepFrame(forward: Bool) {
    guard forward else {
      if isSteppingBack {
        backStepsWaiting += 1
      } else {
        stepBack()
      }
      return
    }
    handle(.stepFrame)
  }

  /// Seeks to the middle of the frame before the one shown.
  private func stepBack() {
    // The frame before begins a whole frame (at the stream's rate) before the shown one begins;
    // its middle is half a frame before that beginning.
    guard let shown = shownFrameTime else { return }
    let length = pipeline?.frameDuration ?? frames?.latestFrame?.duration ?? Self.fallbackFrameDuration
    isSteppingBack = true
    handle(.seek(to: max(shown - 0.5 * length, 0), .accurate))
  }

  /// Whether a step back is under way, and how many more were asked for meanwhile.
  private var isSteppingBack = false
  private var backStepsWaiting = 0

  /// A step back landed: the next one waiting goes from the frame it shows.
  private func steppedBack() {
    isSteppingBack = false
    guard backStepsWaiting > 0 else { return }
    backStepsWaiting -= 1
    stepBack()
  }

  /// The frame shown now at the video's own size, upright, as a screenshot saves it: decoded
  /// again on a pipeline of its own, off the main actor (the view's frames are scaled to fit
  /// it). A live stream, or media that cannot be sought or opened again, gives the frame shown,
  /// at the size it was decoded for the view; `nil` without a picture.
  public func fullSizeFrame() async -> VideoFrame? {
    guard let shown = frames?.latestFrame else { return nil }
    guard let url = lifecycle.url, !lifecycle.isLive, pipeline?.isSeekable == true, frameBox != nil,
      let time = shown.time ?? position
    else { return shown }
    let streamTime = time + (timelineStart ?? 0)
    let grabbed = await Task.detached(priority: .userInitiated) {
      try? FrameGrabber.frame(of: url, at: streamTime)
    }.value
    return grabbed ?? shown
  }

  /// Plays sound stream `index` from where playback is. Chosen while paused, the switch waits
  /// for playing: GStreamer 1.22's playbin deadlocks on a flushing seek after a stream switch
  /// while paused (see docs/known-faults.md).
  public func selectAudioTrack(_ index: Int) {
    pendingTracks.audio = index
    if lifecycle.state == .playing { switchPendingTracks() }
  }

  /// Takes subtitle stream `index` in place of the one taken; its cues replace the others'.
  /// A subtitle file (listed after the media's own streams) is taken at once; another of the
  /// media's streams chosen while paused waits for playing, as `selectAudioTrack`'s does,
  /// showing meanwhile the cue a Matroska, WebM or MP4 file has at the position (`lookBack`), and
  /// none in other media. The view hears of the change as of a new frame (`onFrame`).
  public func selectSubtitleTrack(_ index: Int) {
    defer { onFrame?() }
    let ownStreams = streams?.streamCount(.text) ?? 0
    if index >= ownStreams, fileSubtitles.files.indices.contains(index - ownStreams) {
      fileSubtitles.chosen = index - ownStreams
      pendingTracks.subtitle = nil
      return
    }
    fileSubtitles.chosen = nil
    guard index != streams?.currentSubtitleTrack || pendingTracks.subtitle != nil else { return }
    pendingTracks.subtitle = index
    if lifecycle.state == .playing {
      switchPendingTracks()
    } else {
      lookBack()
    }
  }

  /// Plays only `variant` (`nil`: any, as the network allows). What is fetched already would
  /// play first: a seek to where playback is fetches the chosen one at once.
  public func chooseVariant(_ variant: StreamVariant?) {
    guard variant != variantChoice.chosen, let adaptive else { return }
    variantChoice.chosen = variant
    adaptive.limit(variantChoice.limits(among: manifest.variants))
    if canSeek || isLiveAdaptive, let position { handle(.seek(to: position, .accurate)) }
  }

  /// After an HTTP error from an adaptive stream once it plays (a variant's segments refused or
  /// gone), sets the variant fetched aside, when one below it is left (`VariantChoice`): the
  /// stream is then reopened in that one, from where playback is (the demuxer, stopped by the
  /// error, takes no other variant on a seek); returns whether it did, else the error is the
  /// stream's.
  private func setAsideFailedVariant(after error: ElementError) -> Bool {
    guard isLoaded, adaptive != nil, error.httpStatus != nil, manifest.variants.count > 1,
      let failing = variantChoice.chosen ?? shownVariant ?? manifest.variants.first
    else { return false }
    return variantChoice.setAside(failing, among: manifest.variants)
  }

  /// The variant whose pictures are shown, by their height: of that height, the one chosen,
  /// else the highest.
  private var shownVariant: StreamVariant? {
    pictureHeight.flatMap { manifest.variant(height: $0, bandwidth: variantChoice.chosen?.bandwidth) }
  }

  /// Watches `pipeline`'s adaptive demuxer: its manifest's variants and renditions, and the
  /// pictures' height (another variant shown), are told as changes once the media is described.
  private func watchAdaptiveDemuxer(of pipeline: Element, format: AdaptiveStreamFormat, generation: Int) {
    adaptive = AdaptiveDemuxer(
      pipeline: pipeline, format: format,
      onManifest: { [weak self] found in
        guard let self, lifecycle.generation == generation else { return }
        manifest = found
        collected?.renditionNames = found.renditionNames
        if isLoaded { handle(.pipeline(.mediaChanged, generation: generation)) }
      },
      onPictureHeight: { [weak self] height in
        guard let self, lifecycle.generation == generation, height != pictureHeight else { return }
        // The first pictures came within the limits: Auto measures the network again.
        if pictureHeight == nil, variantChoice.chosen == nil { adaptive?.measureTheNetwork() }
        pictureHeight = height
        if isLoaded, !manifest.variants.isEmpty { handle(.pipeline(.mediaChanged, generation: generation)) }
      })
    adaptive?.limit(variantChoice.limits(among: manifest.variants))
  }

  /// Takes the pipeline to PLAYING or PAUSED (once it plays, the streams chosen meanwhile are
  /// switched to: see `open`).
  private func setPipelinePlaying(_ playing: Bool) {
    guard let pipeline else { return }
    gst_element_set_state(pipeline.pointer, playing ? GST_STATE_PLAYING : GST_STATE_PAUSED)
  }

  /// Switches to the streams chosen, playing. playbin passes a new subtitle stream on from
  /// where its demuxer is, ahead of playback, so the cue showing now, read already, would be
  /// missed: a seek to where playback is reads it again (as mpv does).
  private func switchPendingTracks() {
    let chosen = pendingTracks
    pendingTracks = (nil, nil)
    if let audio = chosen.audio { streams?.selectAudioTrack(audio) }
    guard let subtitle = chosen.subtitle else { return }
    // A read under way is of a stream, or for a sink's cues, about to go.
    lookBacks.reading?.cancel()
    lookBacks = (lookBacks.count + 1, nil, nil)
    let rereads = pipeline?.isSeekable == true && !lifecycle.isLive
    // The old stream's last cues may still come, until the seek's flush.
    text?.removeAll(untilFlushed: rereads)
    streams?.selectSubtitleTrack(subtitle)
    guard rereads, let position else { return }
    handle(.seek(to: position, .accurate))
  }

  /// A frame's duration when neither the frame nor the stream says it: 25 frames a second.
  private static let fallbackFrameDuration = 0.04

  /// Whether the pipeline can seek: its demuxer says so, and a progressive stream's server said
  /// it takes range requests (GStreamer's HTTP source tries, and fails the whole stream, when a
  /// server that said nothing of them, as Python's does, ignores them).
  private var canSeek: Bool {
    guard pipeline?.isSeekable == true else { return false }
    return downloads?.acceptsRanges != false || durations.source?.isAdaptive == true
  }

  /// Feeds `event` to the lifecycle and carries out its actions; events that arrive meanwhile
  /// (an event handler calling the engine) wait their turn.
  private func handle(_ event: EngineLifecycle.Event) {
    queued.append(event)
    guard !isHandling else { return }
    isHandling = true
    defer { isHandling = false }
    while !queued.isEmpty {
      for action in lifecycle.handle(queued.removeFirst()) { perform(action) }
    }
  }

  private func perform(_ action: EngineLifecycle.Action) {
    switch action {
    case .open(let generation):
      open(generation: generation)
    case .close:
      close()
    case .suspend:
      heldFrame = frames?.latestFrame ?? heldFrame
      let position = stoppedPosition
      close()
      queued.append(.pipeline(.suspended(at: position), generation: lifecycle.generation))
    case .setPlaying(let playing):
      if start?.isRunning == true {
        pendingPlaying = playing
      } else {
        setPipelinePlaying(playing)
      }
    case .seek(let seconds, let precision, let rate):
      // A server without range requests cannot seek: the seek ends at once, where it was.
      let target = seconds + (timelineStart ?? 0)
      // GStreamer's adaptive demuxers take a keyframe seek to a fragment's start, which may be
      // a fragment before (hlsdemux2 in 1.22 went back to the start), and report a position
      // that is not the picture's: their seeks are accurate.
      let precision = durations.source?.isAdaptive == true ? .accurate : precision
      if !canSeek || pipeline?.seek(to: target, precision: precision, rate: rate) != true {
        queued.append(.pipeline(.seekRefused, generation: lifecycle.generation))
      }
    case .changeRate(let rate):
      pipeline?.changeRate(to: rate, from: (position ?? 0) + (timelineStart ?? 0))
    case .stepFrame:
      if pipeline?.stepOneFrame() != true {
        queued.append(.pipeline(.seekRefused, generation: lifecycle.generation))
      }
    case .startTimer(let timer, let delay, let generation):
      timers[timer]?.cancel()
      timers[timer] = Task { [weak self] in
        try? await Task.sleep(for: delay)
        guard !Task.isCancelled else { return }
        self?.handle(.timer(timer, generation: generation))
      }
    case .report(let event):
      eventHandler?(event)
      if event == .seekFinished { lookBack() }
      if event == .seekFinished, isSteppingBack { steppedBack() }
    case .reportLoaded:
      guard fileReadsUnderWay == 0 else { return }
      // Subtitles alone (or a file GStreamer's type finding takes for a subtitle format) are
      // nothing to play: playbin takes them to its text sink without a complaint.
      if let streams, streams.streamCount(.video) == 0, streams.streamCount(.audio) == 0 {
        return queued.append(
          .pipeline(
            .error(.noPlayableStream, translated("only subtitles or text")), generation: lifecycle.generation)
        )
      }
      if let frame = pipeline?.frameDuration, frame > 0 { fileSubtitles.countFrames(at: 1 / frame) }
      let info = mediaInfo
      durations.reported = info.duration
      eventHandler?(.loaded(info))
      if !info.subtitleTracks.isEmpty { lookBack() }
    case .diagnoseConnection(let generation):
      guard let url = lifecycle.url else { return }
      ConnectionDiagnosis.diagnose(url) { [weak self] kind, detail in
        self?.handle(.pipeline(.connectionDiagnosed(kind, detail), generation: generation))
      }
    }
  }

  /// Builds the pipeline for the lifecycle's URL and starts prerolling it (see `PipelineStart`).
  private func open(generation: Int) {
    guard let url = lifecycle.url else { return }
    if generation != countedGeneration {
      closedFrameCounts = (0, 0)
      countedGeneration = generation
    }
    if !url.isFileURL, let error = MediaSourceCheck.problem(with: url) {
      return queued.append(.pipeline(.openFailed(error.kind, error.detail), generation: generation))
    }
    let report: @MainActor @Sendable (EngineLifecycle.PipelineReport) -> Void = { [weak self] report in
      if report == .prerolled {
        self?.noteTimelineStart()
        // An adaptive stream whose playlist has no end is live, though it prerolled.
        if self?.isLivePlaylist == true { self?.handle(.pipeline(.livePlaylist, generation: generation)) }
      }
      if report == .endOfStream { self?.measureDurationAtTheEnd() }
      self?.handle(.pipeline(report, generation: generation))
      // A live playlist's demuxer says the window it can seek in once it plays: described again.
      if report == .firstFrame, self?.isLiveAdaptive == true {
        self?.handle(.pipeline(.mediaChanged, generation: generation))
        self?.alignWithTheLiveWindow()
      }
    }
    // The adaptive demuxers GStreamer keeps up (hlsdemux2, dashdemux2) work in playbin3 alone.
    let format = AdaptiveStreamFormat(address: url)
    let isAdaptive = format != nil
    let made =
      isAdaptive
      ? Element(factory: "playbin3", name: "playhead") : Element(factory: "playbin", name: "playhead")
    guard let pipeline = made,
      let frames = FrameSink(
        for: pipeline, onFirstFrame: { Task { @MainActor in report(.firstFrame) } }, onFrame: onFrame),
      let audio = AudioSink.make(), let text = TextSink(onCue: onFrame)
    else {
      return queued.append(
        .pipeline(
          .openFailed(
            .unsupportedCodec, translated("GStreamer's playbin or its base plugins are not installed")),
          generation: generation))
    }
    playhead_set_string(pipeline.object, "uri", url.absoluteString)
    WAVTimingRepair.install(on: pipeline)
    AccurateSeekBackOff.install(on: pipeline)
    durations.source = DurationSource(pipeline: pipeline)
    if !url.isFileURL {
      // A progressive download is kept for previews; an adaptive stream has its own.
      downloads = DownloadTracker(
        pipeline: pipeline, keepsCopy: !isAdaptive,
        onFirstData: { Task { @MainActor in report(.dataArrived) } },
        onProgress: { Task { @MainActor in report(.downloadProgressed) } })
    }
    // A network source's queue holds a second of media: its buffering messages then run from
    // 100 % at the start down to 0 % when a server stalls.
    playhead_set_int64(pipeline.object, "buffer-duration", Self.networkBuffer)
    playhead_set_object(pipeline.object, "video-sink", frames.bin.object)
    playhead_set_object(pipeline.object, "audio-sink", audio.bin.object)
    playhead_set_object(pipeline.object, "text-sink", text.element.object)
    // Other speeds than 1× keep the sound's pitch (scaletempo passes sound through at 1×).
    if let tempo = Element(factory: "scaletempo") {
      playhead_set_object(pipeline.object, "audio-filter", tempo.object)
    }
    // The volume is the audio sink's own (see `AudioSink`), not playsink's.
    let flags = guint(bitPattern: playhead_get_int(pipeline.object, "flags"))
    playhead_set_uint(pipeline.object, "flags", flags & ~Self.softVolumeFlag)
    self.pipeline = pipeline
    collected = isAdaptive ? CollectedStreams(pipeline: pipeline) : nil
    self.frames = frames
    self.text = text
    frames.scale(toFit: frameBox)
    // A reopened connection's frames count from where the media's timeline started.
    if let timelineStart {
      frames.startTimeline(at: timelineStart)
      text.startTimeline(at: timelineStart)
    }
    self.audio = audio
    applyVolume()
    if let format { watchAdaptiveDemuxer(of: pipeline, format: format, generation: generation) }
    watcher = BusWatcher(pipeline: pipeline) { [weak self] message in
      guard let self, lifecycle.generation == generation else { return }
      switch message {
      case .chapters(let chapters): self.chapters = chapters
      case .subtitleFileFailed(let file, let reason):
        subtitleFileProblem = subtitleFileProblem ?? SubtitleFile.problem(reading: file, reason: reason)
      case .streamsCollected(let found):
        // Renditions an adaptive stream lists after it opened are told as a change.
        if collected?.collected(found) == true, isLoaded { report(.mediaChanged) }
      case .streamsSelected(let ids):
        if collected?.selected(ids) == true, isLoaded { report(.mediaChanged) }
      default: break
      }
      if case .error(let error) = message, case .error(let kind, let detail)? = message.report,
        setAsideFailedVariant(after: error)
      {
        return report(.variantFailed(kind, detail))
      }
      // A live stream's demuxer that stops for want of its playlist: the stream stopped.
      if case .error(let error) = message, isLiveAdaptive,
        MediaErrorClassifier.isAdaptiveDemuxerFlowError(error)
      {
        return report(.error(.liveStreamStopped, MediaError.unfetchablePlaylist))
      }
      if let pipelineReport = message.report { report(pipelineReport) }
      // Streams chosen while paused (or by the file's flags) are switched to once the pipeline
      // plays, not as it is asked to: until then it is paused, where a switch deadlocks.
      if case .pipelinePlaying(true) = message { switchPendingTracks() }
    }
    if url.isFileURL { readWhatTheFileSays(of: url, generation: generation) }
    let given = subtitleFiles
    if lifecycle.state != .reconnecting { readSubtitleFiles(given, of: url, generation: generation) }
    start = PipelineStart(
      pipeline, checking: url.isFileURL ? url : nil,
      preparing: { playbin in
        let files = given.isEmpty ? SubtitleFile.beside(url) : given
        guard let file = files.first(where: SubtitleFileTracks.isLeftToGStreamer) else { return }
        playhead_set_subtitle_file(playbin.assumingMemoryBound(to: GstElement.self), file.absoluteString)
      }
    ) { [weak self] outcome in
      self?.started(outcome, generation: generation)
    }
  }

  /// Reads what a local file says where GStreamer does not look, off the main actor: an MP4's or
  /// an MP3's chapters (`MP4ChapterList`, `ID3ChapterFrames`; they stand where the media's table
  /// of contents gives none), a Matroska or MP4 file's track flags (`MatroskaTrackFlags`,
  /// `MP4TrackFlags`) and the demuxer that reads its subtitles back (`SubtitleLookBack`), then
  /// takes the streams it marks as its defaults. The media is described
  /// only once they are read.
  private func readWhatTheFileSays(of url: URL, generation: Int) {
    fileReadsUnderWay += 1
    let given = !subtitleFiles.isEmpty
    Task { [weak self] in
      let (found, flags, besideFile, demuxer) = await Task.detached(priority: .userInitiated) {
        let list = MP4ChapterList.chapters(inFileAt: url)
        let chapters = list.isEmpty ? ID3ChapterFrames.chapters(inFileAt: url) : list
        let matroska = MatroskaTrackFlags.tracks(inFileAt: url)
        let flags = matroska.isEmpty ? MP4TrackFlags.tracks(inFileAt: url) : matroska
        return (
          chapters, flags, !given && !SubtitleFile.beside(url).isEmpty, SubtitleLookBack.demuxer(for: url)
        )
      }.value
      guard let self, lifecycle.generation == generation else { return }
      fileReadsUnderWay -= 1
      if chapters.isEmpty { chapters = found }
      trackFlags = flags
      lookBackDemuxer = demuxer
      takeTheFilesDefaultStreams(keepingSubtitles: given || besideFile)
      handle(.pipeline(.mediaChanged, generation: generation))
    }
  }

  /// Reads the subtitle files `given`, else those beside the local `url`, off the main actor
  /// (`SubtitleFileTracks`); the first read is shown. The media is described once they are read,
  /// and a file that cannot be read is said (`MediaInfo.subtitleFileProblem`).
  private func readSubtitleFiles(_ given: [URL], of url: URL, generation: Int) {
    fileReadsUnderWay += 1
    let encoding = subtitleEncoding
    Task { [weak self] in
      let read = await Task.detached(priority: .userInitiated) {
        let files = given.isEmpty ? SubtitleFile.beside(url) : given
        return SubtitleFileTracks.read(files, encoding: encoding, framesPerSecond: nil)
      }.value
      guard let self, lifecycle.generation == generation else { return }
      fileReadsUnderWay -= 1
      fileSubtitles = read
      subtitleFileProblem = subtitleFileProblem ?? read.problems.first
      handle(.pipeline(.mediaChanged, generation: generation))
    }
  }

  /// Reads the subtitle file at `url` off the main actor and adds it to the loaded media's, last,
  /// taken once read (`MediaEngine.addSubtitleFile`). Only the formats Playhead reads itself can
  /// be added to media playing: playbin reads its `suburi` only as it opens the media.
  public func addSubtitleFile(_ url: URL) {
    guard pipeline != nil else { return }
    let generation = lifecycle.generation
    guard !SubtitleFileTracks.isLeftToGStreamer(url) else {
      let (name, formats) = (SubtitleFile.name(of: url.absoluteString), SubtitleFormat.namesInWords())
      subtitleFileProblem = translated("\(name): only a local \(formats) file can be added while playing")
      return handle(.pipeline(.mediaChanged, generation: generation))
    }
    let (encoding, rate) = (subtitleEncoding, pipeline?.frameDuration.map { 1 / $0 })
    Task { [weak self] in
      let read = await Task.detached(priority: .userInitiated) {
        SubtitleFileTracks.read([url], encoding: encoding, framesPerSecond: rate)
      }.value
      guard let self, lifecycle.generation == generation else { return }
      fileSubtitles.add(read)
      subtitleFileProblem = read.problems.first
      // The file read is shown in place of a stream still to be switched to.
      if !read.files.isEmpty { pendingTracks.subtitle = nil }
      handle(.pipeline(.mediaChanged, generation: generation))
      onFrame?()
    }
  }

  /// Takes the sound and subtitle streams the file marks as its defaults where playbin took
  /// another (it takes the first of each kind), as FFmpeg and mpv do; a stream chosen already
  /// stays, and so do the subtitles when `keepingSubtitles` (a file given or found beside the
  /// media).
  private func takeTheFilesDefaultStreams(keepingSubtitles: Bool) {
    guard let streams else { return }
    if pendingTracks.audio == nil, let index = TrackFlags.defaultIndex(of: .audio, in: trackFlags),
      index != streams.currentAudioTrack
    {
      selectAudioTrack(index)
    }
    guard pendingTracks.subtitle == nil, !keepingSubtitles,
      let index = TrackFlags.defaultIndex(of: .subtitles, in: trackFlags),
      index != streams.currentSubtitleTrack
    else { return }
    selectSubtitleTrack(index)
  }

  /// The pipeline's start is over: what was asked for meanwhile is done, and the lifecycle hears
  /// how it went.
  private func started(_ outcome: PipelineStart.Outcome, generation: Int) {
    // Every pipeline is opened under a new generation: this start is the current pipeline's.
    guard generation == lifecycle.generation else { return }
    start = nil
    if let playing = pendingPlaying { setPipelinePlaying(playing) }
    pendingPlaying = nil
    switch outcome {
    case .problem(let error):
      handle(.pipeline(.openFailed(error.kind, error.detail), generation: generation))
    case .refused:
      // The bus carries the element's own error, more telling than this.
      handle(.pipeline(.error(.other, translated("the pipeline refused to start")), generation: generation))
    case .live:
      handle(.pipeline(.live, generation: generation))
    case .started:
      handle(.pipeline(.started, generation: generation))
    }
  }

  /// What the loaded media is: duration, liveness, seekability, video size, codecs and tags.
  private var mediaInfo: MediaInfo {
    guard let pipeline, let streams else { return MediaInfo(duration: nil) }
    // As decoded, before it is scaled to the view's box; as the latest frame shows it once the
    // pipeline has let its caps go.
    let video =
      pipeline.videoGeometry
      ?? frames?.latestFrame.map { frame in
        VideoGeometry(
          upright: Size(width: Double(frame.width), height: Double(frame.height)),
          pixelAspectRatio: frame.pixelAspectRatio, orientation: pipeline.videoOrientation)
      }
    let isLive = lifecycle.isLive
    let videoTracks = flagged(streams.videoTracks, .video)
    let audioTracks = flagged(streams.audioTracks, .audio)
    let subtitleStreams = flagged(streams.subtitleTracks, .subtitles)
    let subtitleTracks = subtitleStreams + fileSubtitles.files.map(\.track)
    var info = MediaInfo(
      duration: isLive ? nil : duration,
      isDurationEstimated: durations.isEstimated,
      isLive: isLive, isSeekable: (!isLive || isLiveAdaptive && liveRange != nil) && canSeek,
      // Each codec once: an adaptive stream's trick-mode set is H.264 as its video is.
      video: video,
      codecs: (videoTracks + audioTracks + subtitleTracks).compactMap(\.codec).reduce(into: []) {
        if !$0.contains($1) { $0.append($1) }
      },
      missingDecoders: lifecycle.missingDecoders,
      tags: streams.mediaTags,
      chapters: (chapters.isEmpty ? streams.commentChapters : chapters).map {
        Chapter(start: max($0.start - (timelineStart ?? 0), 0), title: $0.title)
      },
      audioTracks: audioTracks, subtitleTracks: subtitleTracks,
      audioTrack: pendingTracks.audio ?? streams.currentAudioTrack,
      subtitleTrack: fileSubtitles.chosen.map { subtitleStreams.count + $0 } ?? pendingTracks.subtitle
        ?? streams.currentSubtitleTrack)
    info.videoTracks = videoTracks
    if isLiveAdaptive {
      info.liveWindow = pipeline.seekableRange.map { $0.upperBound - $0.lowerBound }
    }
    info.variants = manifest.variants
    info.variant = shownVariant
    info.subtitleFileProblem = subtitleFileProblem
    info.frameDuration = pipeline.frameDuration
    return info
  }

  /// Disconnects every callback, then takes the pipeline to NULL here on the main actor while
  /// still holding it, and drops it. Reports already on their way are ignored by generation.
  private func close() {
    pendingDecodeAgain?.cancel()
    fileReadsUnderWay = 0
    isSteppingBack = false
    backStepsWaiting = 0
    for timer in timers.values { timer.cancel() }
    timers = [:]
    watcher?.stop()
    watcher = nil
    frames?.detach()
    text?.detach()
    // A pipeline still starting is taken to NULL by its start, once that is over. The streams'
    // selectors are flushed first, so that none holds the state change up (see the shim).
    if let pipeline, start?.abandon() != true {
      playhead_flush_stream_selectors(pipeline.pointer)
      gst_element_set_state(pipeline.pointer, GST_STATE_NULL)
    }
    start = nil
    pendingPlaying = nil
    pipeline = nil
    collected = nil
    adaptive = nil
    pictureHeight = nil
    downloads = nil
    durations.source = nil
    if let frames {
      closedFrameCounts.decoded += frames.frameCount
      closedFrameCounts.dropped += frames.droppedCount
    }
    frames = nil
    text = nil
    audio = nil
    if lifecycle.state != .reconnecting {
      heldFrame = nil
      timelineStart = nil
      durations = EngineDurations()
      trackFlags = []
      manifest = AdaptiveManifest()
      variantChoice = VariantChoice()
      lookBackDemuxer = nil
      chapters = []
      subtitleFileProblem = nil
      fileSubtitles = SubtitleFileTracks()
      pendingTracks = (nil, nil)
    }
    MallocArenas.returnFreedMemory()
  }

  private func applyVolume() {
    guard let volume = audio?.volume else { return }
    playhead_set_double(volume.object, "volume", min(max(self.volume, 0), PlayerController.maximumVolume))
    playhead_set_boolean(volume.object, "mute", isMuted ? 1 : 0)
  }
}
