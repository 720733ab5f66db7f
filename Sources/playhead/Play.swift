import ArgumentParser
import Foundation
import PlayheadCairo
import PlayheadCore
import PlayheadGStreamer

/// `playhead play`: plays media in a window (the built-in sample when no media is named). With
/// `--headless` it plays without a window and prints what happens, one line per step; with
/// `--snapshot` it writes the frame at `--seek` with the controls overlay drawn on it instead.
struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: translated("Play a file or URL (or the built-in sample) in a window."),
    discussion: translated(
      """
      Keys (the window's ? lists them too): \(keys). A window goes on where the file was left, \
      unless --seek is given. --headless plays without a window, printing a line as the media \
      loads, as a seek lands and as playback ends. --headless --seek T --snapshot F writes the \
      frame at T, with the controls, to F instead.
      """))

  /// The standard keys as the window's help lists them (`KeyHelp`): "K, Space: Play or pause;
  /// …".
  private static var keys: String {
    KeyHelp.lines(for: .standard).map { translated("\($0.keys): \($0.action)") }.joined(
      separator: translated("; "))
  }

  @Argument(
    help: ArgumentHelp(
      translated(
        "File paths, http(s) URLs or playlists (M3U), played one after another (default: the built-in sample, made on first use)."
      )
    ))
  var media: [MediaURL] = []

  @Flag(help: ArgumentHelp(translated("Play without a window.")))
  var headless = false

  @Option(
    help: ArgumentHelp(
      translated("The window's size, WIDTHxHEIGHT (default: the size it was last closed at, else 1280x720)."))
  )
  var size: Size?

  @Flag(help: ArgumentHelp(translated("Start the queue over after its last item.")))
  var loop = false

  @Flag(help: ArgumentHelp(translated("Play the queue in a random order.")))
  var shuffle = false

  @Flag(help: ArgumentHelp(translated("On leaving, print how many frames were decoded, drawn and dropped.")))
  var stats = false

  @Option(
    help: ArgumentHelp(
      translated(
        "Seconds to start at (default: a window goes on where this file was left, if it was; else 0).")))
  var seek: Double?

  /// Where headless playback and `--snapshot` start: `--seek`, else 0.
  private var start: Double { seek ?? 0 }

  @Option(help: ArgumentHelp(translated("How the start seek lands: accurate or keyframe.")))
  var precision = SeekPrecision.accurate

  @Option(
    name: .customLong("for"),
    help: ArgumentHelp(translated("Stop after this many seconds of playing (default: play to the end).")))
  var seconds: Double?

  @Option(
    help: ArgumentHelp(
      translated("Write the frame at --seek, with the controls overlay, to this PNG; do not play.")))
  var snapshot: String?

  @Option(
    help: ArgumentHelp(
      translated(
        "The volume in percent, 0-150 (above 100 amplified; default: the window's last, 100 headless).")))
  var volume: Double?

  @Option(
    help: ArgumentHelp(
      translated(
        "The speed, 0.25-4 (1 is normal; the pitch is kept; default: a window's preferences, else 1).")))
  var speed: Double?

  @Option(
    help: ArgumentHelp(
      translated(
        """
        A subtitle file to show (SubRip, WebVTT, SSA/ASS, SubViewer, MicroDVD, MPL2, SAMI, TTML); give it \
        again for more, listed in that order, the first shown (default: one beside the media, named as it).
        """)))
  var sub: [MediaURL] = []

  @Option(
    help:
      ArgumentHelp(
        translated(
          """
          The subtitle files' encoding, such as cp1251, ISO-8859-2 or Shift_JIS, for those not in Unicode \
          (+cp1251: for every file; default: found from the file).
          """))
  )
  var subEncoding: String?

  @Option(
    help: ArgumentHelp(
      translated(
        "The sound stream to play, from 1 (default: the one the file marks as its default, else the first)."))
  )
  var audioTrack: Int?

  @Option(
    help: ArgumentHelp(
      translated("The subtitles' size: small, medium, large or huge (kept for later windows).")))
  var subSize: SubtitleStyle.TextSize?

  @Option(
    help: ArgumentHelp(
      translated(
        "The subtitles' colour: white, yellow, cyan, green, grey or #RRGGBB (kept for later windows).")))
  var subColor: String?

  @Option(
    help: ArgumentHelp(
      translated("What sets the subtitles off the picture: outline or box (kept for later windows).")))
  var subBackdrop: SubtitleStyle.Backdrop?

  @Flag(
    help: ArgumentHelp(
      translated("Keep the controls shown while playing (otherwise they hide 3 s after the last move).")))
  var keepControls = false

  @Flag(help: ArgumentHelp(translated("Print GStreamer's, libsoup's and GTK's own warnings too.")))
  var verbose = false

  func validate() throws {
    if snapshot != nil, !headless { throw ValidationError(translated("--snapshot needs --headless")) }
    if headless, media.count > 1 {
      throw ValidationError(translated("--headless plays one media, got \(media.count)"))
    }
    if let seek, !(seek.isFinite && seek >= 0) {
      throw ValidationError(
        translated("--seek must be 0 or more, got \(Translations.number(seek, fractionDigits: 3))"))
    }
    let loudest = PlayerController.maximumVolume * 100
    if let volume, !(volume.isFinite && (0...loudest).contains(volume)) {
      throw ValidationError(
        translated(
          "--volume must be from 0 to \(Int(loudest)), got \(Translations.number(volume, fractionDigits: 2))")
      )
    }
    if let speed, !(speed.isFinite && PlaybackSpeed.range.contains(speed)) {
      let (slowest, fastest) = (PlaybackSpeed.range.lowerBound, PlaybackSpeed.range.upperBound)
      let (low, high) = (
        Translations.number(slowest, fractionDigits: 2), Translations.number(fastest, fractionDigits: 2)
      )
      throw ValidationError(
        translated(
          "--speed must be from \(low) to \(high), got \(Translations.number(speed, fractionDigits: 2))"))
    }
    if let audioTrack, audioTrack < 1 {
      throw ValidationError(translated("--audio-track counts from 1, got \(audioTrack)"))
    }
    if let subColor, SubtitleStyle.paint(named: subColor) == nil {
      throw ValidationError(translated("--sub-color must be a colour's name or #RRGGBB, got \(subColor)"))
    }
    if let subEncoding, !SubtitleFileText.knows(subEncoding) {
      throw ValidationError(
        translated("--sub-encoding \(subEncoding): no such encoding (try cp1251, ISO-8859-2 or Shift_JIS)"))
    }
    if let seconds, !(seconds.isFinite && seconds > 0) {
      throw ValidationError(translated("--for must be more than 0 seconds, got \(seconds)"))
    }
  }

  @MainActor
  func run() async throws {
    verbose ? LibraryWarnings.show() : LibraryWarnings.hide()
    if verbose { TeardownDeadline.sayWhatIsCutShort() }
    var urls = media.map(\.url)
    // Started from the desktop, the window says what goes wrong, and with nothing to play asks
    // for something (`LaunchOrigin`).
    let origin = LaunchOrigin(environment: ProcessInfo.processInfo.environment, processID: getpid())
    let windowSays = !headless && origin.showsErrorsInTheWindow
    if urls.isEmpty, !headless, origin.asksForMediaWhenGivenNone { try WindowLauncher.exec([], self) }
    if urls.isEmpty {
      if !FileManager.default.fileExists(atPath: SampleMedia.defaultURL.path) {
        say(translated("Making the built-in sample at \(SampleMedia.defaultURL.path) (once, a few seconds)…"))
      }
      urls = [try await SampleMedia.prepare()]
    }
    // A local file that cannot be opened fails here, before the window's program starts; the
    // check runs off the main thread (a slow mount can block it), and Ctrl+C ends the wait.
    TerminationSignals.onTermination {}
    for url in urls where url.isFileURL && !windowSays {
      if let error = await Task.detached(operation: { MediaSourceCheck.problem(with: url) }).value {
        throw CommandFailure(message: error.description)
      }
    }
    // A playlist (`QueueFile`) stands for what it lists; one that lists nothing fails here, as
    // a missing file does. The window reads it again, saying what it could not read.
    let (listed, problems) = QueueFile.expand(urls)
    if listed.isEmpty, !windowSays { throw CommandFailure(message: problems.joined(separator: "\n")) }
    let url = listed.first ?? urls[0]
    // A subtitle file that cannot be opened is said, and the media plays without it: the
    // engine says so of those it reads; one left to GStreamer (SAMI) is dropped here, as
    // playbin would fail the media for it.
    var request = self
    for (index, subtitles) in sub.enumerated().reversed()
    where subtitles.url.isFileURL
      && SubtitleFile.gstreamerExtensions.contains(subtitles.url.pathExtension.lowercased())
    {
      let file = subtitles.url
      if let error = await Task.detached(operation: { MediaSourceCheck.problem(with: file) }).value {
        FileHandle.standardError.write(
          Data(translated("playhead: \(error.description): playing without it\n").utf8))
        request.sub.remove(at: index)
      }
    }
    guard headless else { try WindowLauncher.exec(urls, request) }
    for problem in problems { FileHandle.standardError.write(Data("playhead: \(problem)\n".utf8)) }
    if listed.count > 1 {
      say(translated("\(listed.count) media listed: --headless plays the first, \(url.lastPathComponent)"))
    }
    let session = EngineSession()
    session.engine.subtitleFiles = request.sub.map(\.url)
    session.engine.subtitleEncoding = subEncoding
    if let snapshot {
      try await writeSnapshot(url, to: snapshot, session: session)
    } else {
      try await playHeadless(url, session: session)
    }
    TeardownDeadline.arm(status: 0)
    TeardownDeadline.step(translated("stopping the pipeline"))
    session.engine.stop()
  }

  /// Loads, plays from `seek`, and waits for the end or `seconds`, saying each step as it happens.
  @MainActor
  private func playHeadless(_ url: URL, session: EngineSession) async throws {
    let info = try await session.load(url)
    say(translated("Loaded \(url.absoluteString): \(info.summary)"))
    if let notice = session.notice { say(notice) }
    session.onNewNotice = { say($0) }
    if let variant = session.variant {
      say(translated("Quality: Auto, \(variant.description), of \(info.variants.count) variants"))
    }
    session.onVariantChange = { new, old in say(translated("Quality: \(new.description), was \(old.name)")) }
    var stalledSince = ContinuousClock.now
    session.onStall = { [engine = session.engine] isStalled in
      let position = Self.seconds(engine.position)
      if isStalled {
        stalledSince = .now - .seconds(PlayerController.bufferingIndicatorDelay)
        say(translated("Stalled at \(position): waiting for data"))
      } else {
        say(
          translated(
            "Resumed at \(position) after \(Self.seconds(stalledSince.duration(to: .now) / .seconds(1)))"))
      }
    }
    try chooseAudioTrack(in: info, session: session)
    session.engine.volume = headlessVolume
    if let speed, speed != 1, info.isLive {
      say(translated("Live: playing as it comes, at 1×"))
    } else if let speed, speed != 1 {
      session.engine.setRate(speed)
      say(translated("Playing at \(PlaybackSpeed.text(speed))"))
    }
    session.engine.play()
    if start > 0, !info.isSeekable {
      say(
        translated(
          "Not seekable (the server takes no range requests, or the stream is live): playing from the start"))
    } else if start > 0 {
      session.engine.seek(to: start, precision: precision)
      _ = try await session.wait(for: translated("the seek to \(start) s")) { $0 == .seekFinished }
      say(translated("Seeked to \(Self.seconds(session.engine.position))"))
    }
    let limit = seconds ?? info.duration.map { $0 - start + 30 } ?? .infinity
    // `--for` counts seconds of playing, from when the pipeline plays, not from the command.
    let subtitles = info.subtitleTracks.isEmpty ? nil : Task { await sayEachSubtitle(of: session.engine) }
    defer { subtitles?.cancel() }
    var end = try await session.event(within: limit) { $0 == .playing(true) || $0 == .endOfStream }
    let started = ContinuousClock.now
    if end == .playing(true) { end = try await session.event(within: limit) { $0 == .endOfStream } }
    let played = started.duration(to: .now) / .seconds(1)
    let (at, after) = (Self.seconds(session.engine.position), Self.seconds(played))
    say(
      end == nil
        ? translated("Stopped at \(at), after \(after) of playing")
        : translated("Ended at \(at), after \(after) of playing"))
  }

  @MainActor
  private func writeSnapshot(_ url: URL, to path: String, session: EngineSession) async throws {
    let info = try await session.load(url)
    try chooseAudioTrack(in: info, session: session)
    guard info.videoSize != nil else {
      throw CommandFailure(message: translated("\(url.absoluteString) has no video to snapshot"))
    }
    if start > 0 {
      session.engine.seek(to: start, precision: precision)
      _ = try await session.wait(for: translated("the seek to \(start) s")) { $0 == .seekFinished }
    }
    guard let frame = session.engine.latestFrame else {
      throw CommandFailure(message: translated("\(url.absoluteString) showed no video frame"))
    }
    let image = try FrameImage.image(of: frame)
    let size = Size(width: Double(image.width), height: Double(image.height))
    var controls = PlayerOverlay(position: frame.time ?? start, info: info, isPlaying: false)
    controls.showVolume(headlessVolume, isMuted: false, at: 0)
    controls.speedBadge = SpeedBadge(speed: speed ?? 1)
    if info.hasTrackChoices {
      controls.tracksBadge = TracksBadge(areSubtitlesShown: info.subtitleTrack != nil)
    }
    let overlay = controls.scene(in: size)
    let subtitles = await subtitles(of: session.engine, at: frame.time ?? start, in: info)
    do {
      if let block = subtitles.block { try image.drawSubtitles(block, controlsOpacity: 1) }
      if let styled = subtitles.styled {
        try image.drawStyledSubtitles(styled, controlsOpacity: 1)
      }
      try SceneRenderer.draw(overlay, into: image, scale: 1, clearing: false)
      try image.writePNG(to: path)
    } catch {
      throw CommandFailure(message: translated("cannot write \(path): \(error)"))
    }
    print(translated("Frame at \(Self.seconds(frame.time ?? start)) written to \(path)"))
  }

  /// Plays the sound stream `--audio-track` names, and says which; fails when the media has no
  /// such stream.
  @MainActor
  private func chooseAudioTrack(in info: MediaInfo, session: EngineSession) throws {
    guard let audioTrack else { return }
    let tracks = info.audioTracks
    guard tracks.indices.contains(audioTrack - 1) else {
      throw CommandFailure(
        message: translated(
          one: "--audio-track \(audioTrack): the media has \(tracks.count) sound stream",
          other: "--audio-track \(audioTrack): the media has \(tracks.count) sound streams",
          count: tracks.count))
    }
    session.engine.selectAudioTrack(audioTrack - 1)
    say(translated("Audio: \(MediaTrack.name(audioTrack - 1, in: tracks))"))
  }

  /// Says each subtitle as it shows, with the time it shows at ("Subtitle at 1.000 s: Hello"),
  /// until cancelled.
  @MainActor
  private func sayEachSubtitle(of engine: GStreamerEngine) async {
    var said: SubtitleBlock?
    while !Task.isCancelled {
      if let position = engine.position {
        let block = SubtitleBlock(engine.subtitleCues.shown(at: position), style: SubtitleStyle())
        if let block, block != said {
          // One line: a terminal reader or a script reads it as one subtitle.
          let text = ([PangoMarkup.plainText(block.allMarkup)] + block.pictures.map(\.summary))
            .filter { !$0.isEmpty }.joined(separator: "\n").split(separator: "\n").joined(separator: " / ")
          say(translated("Subtitle at \(Self.seconds(position)): \(text)"))
        }
        said = block
      }
      try? await Task.sleep(for: .milliseconds(50))
    }
  }

  /// The subtitles showing at `time` in the style asked for, or an SSA/ASS script's frame for
  /// libass, once the engine has read that far (a stream's cue comes a moment after the
  /// picture) and back (`isReadingBackSubtitles`): `nil` without any.
  @MainActor
  private func subtitles(of engine: GStreamerEngine, at time: Double, in info: MediaInfo) async
    -> (block: SubtitleBlock?, styled: StyledSubtitleFrame?)
  {
    guard !info.subtitleTracks.isEmpty else { return (nil, nil) }
    let style = SubtitleStyle().changing(size: subSize, color: subColor, backdrop: subBackdrop)
    let waited = ContinuousClock.now
    while !engine.subtitleCues.hasRead(past: time) || engine.isReadingBackSubtitles,
      waited.duration(to: .now) < .seconds(3)
    {
      try? await Task.sleep(for: .milliseconds(20))
    }
    let cues = engine.subtitleCues
    if let script = cues.script {
      return (nil, StyledSubtitleFrame(script: script, events: cues.cues, time: time))
    }
    return (SubtitleBlock(cues.shown(at: time), style: style), nil)
  }

  /// The volume without a window: `--volume`, or the media's own level (what a window
  /// remembers is the window's).
  private var headlessVolume: Double { (volume ?? 100) / 100 }

  /// Writes a line to standard output at once, unbuffered, so a reader can time it.
  func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  private static func seconds(_ value: Double?) -> String {
    value.map { translated("\(Translations.decimal($0, digits: 3)) s") } ?? translated("an unknown position")
  }
}

extension SubtitleStyle.TextSize: ExpressibleByArgument {}
extension SubtitleStyle.Backdrop: ExpressibleByArgument {}

extension SeekPrecision: ExpressibleByArgument {
  /// Parses `accurate` or `keyframe`.
  public init?(argument: String) {
    switch argument {
    case "accurate": self = .accurate
    case "keyframe": self = .keyframe
    default: return nil
    }
  }

  /// The names the option accepts.
  public static var allValueStrings: [String] { ["accurate", "keyframe"] }
}
