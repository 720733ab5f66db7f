import Foundation

/// A player as a person uses it across media: the `PlayerController`, a queue that goes on to
/// its next item at the end of each (and past one that cannot be played), where each media was
/// left and going on from there, the settings remembered between runs, and MPRIS's requests
/// (`handle(_:)`) turned into commands.
/// A program or a view makes one session and shows it; every change it makes is announced on
/// the controller's one channel (`PlayerController.observe(_:)`), the queue's as
/// `PlayerEvent.queueChanged`.
@MainActor
public final class PlayerSession {
  /// The player's logic for the media playing now.
  public let controller: PlayerController
  /// The media to play, in order, and which one plays.
  public private(set) var queue: PlayQueue {
    didSet { if queue != oldValue { controller.announce(.queueChanged(queue)) } }
  }
  /// Where the settings and the places media was left are kept (`StateFolder`); `nil` keeps
  /// nothing.
  public var stateFolder: URL?
  /// The settings as last read or written (`takeUpRememberedSettings(volume:)`,
  /// `changeSettings(_:)`).
  public internal(set) var settings = PlayerSettings()
  /// The subtitle files shown with every media of the queue, in place of one found beside it:
  /// the engine's, which reads them as it opens each.
  public var subtitleFiles: [URL] {
    get { controller.engine.subtitleFiles }
    set { controller.engine.subtitleFiles = newValue }
  }
  /// Says what could not be kept (a settings or positions file that cannot be written, or one
  /// found damaged and kept aside): the rest is kept all the same. A problem found before it is
  /// set is said as it is set.
  public var onProblem: (@MainActor (String) -> Void)? {
    didSet {
      guard let onProblem else { return }
      for problem in unsaid { onProblem(problem) }
      unsaid = []
    }
  }
  /// Problems found while nobody was told (`onProblem` unset).
  private var unsaid: [String] = []
  /// The clock the controller's commands are timed by.
  let clock: @MainActor () -> Double
  /// The volume asked for this run only, which is not remembered unless a person changes it.
  private var volumeForThisRun: Double?
  /// The place to go on from once `url` has opened (`load(_:)`).
  private var pendingResume: (url: URL, position: Double)?
  /// The files a write failed in, said once each (`remember(_:in:what:)`).
  private var unwritable: Set<URL> = []
  /// How many items have failed one after another (`skip(_:)`).
  private var failuresInARow = 0
  /// MPRIS's `Stop` put the media back at its start, paused: MPRIS says "Stopped" until it plays.
  public internal(set) var isStopped = false
  private var observation: PlayerObservation?

  /// A session driving `controller` through `queue` (whose current item the controller may
  /// have started loading), timed by `clock`, keeping its state in `stateFolder`.
  public init(
    controller: PlayerController, queue: PlayQueue = PlayQueue(), stateFolder: URL? = nil,
    clock: @escaping @MainActor () -> Double
  ) {
    self.controller = controller
    self.queue = queue
    self.stateFolder = stateFolder
    self.clock = clock
    observation = controller.observe { [weak self] event in self?.follow(event) }
  }

  /// Goes on to the next item at the end of each, and from where media was left once it opens.
  private func follow(_ event: PlayerEvent) {
    guard case .stateChanged(let state) = event else { return }
    if state == .playing { isStopped = false }
    if state == .readyToPlay || state == .playing { failuresInARow = 0 }
    if case .failed(let error) = state { skip(error) }
    // Acted on once every observer has heard of the end, or of the media opening.
    if state == .ended, queue.hasNext { controller.afterEvents { [weak self] in self?.perform(.next) } }
    guard state != .loading, let pending = pendingResume else { return }
    pendingResume = nil
    guard pending.url == controller.url, controller.failureText == nil else { return }
    controller.afterEvents { [weak self] in
      guard let self, controller.url == pending.url else { return }
      controller.resume(from: pending.position, at: clock())
    }
  }

  /// Goes on to the next item when one that cannot be played fails, saying which was skipped
  /// and why ("Skipped clip.mp4: is damaged or truncated"); the last item's failure stays shown,
  /// and so does one when every item of a looping queue has failed in a row.
  private func skip(_ error: MediaError) {
    failuresInARow += 1
    guard queue.hasNext, failuresInARow < queue.items.count else { return }
    controller.afterEvents { [weak self] in
      guard let self else { return }
      perform(.next)
      controller.showMessage(translated("Skipped \(MediaName.of(error.url)): \(error.reason)"), at: clock())
    }
  }

  /// Changes the queue as `command` asks, and plays the item it makes current, if it changed.
  public func perform(_ command: QueueCommand) {
    if let url = queue.perform(command) { load(url) }
  }

  /// A key chord pressed at `time` in a view as `view` says it is: its command carried out
  /// (`perform(_:at:in:)`); `nil` when it means nothing to the player now.
  public func press(_ chord: KeyChord, at time: Double, in view: PlayerViewState = PlayerViewState())
    -> [PlayerViewAction]?
  {
    guard let command = controller.keyBindings[chord] else { return nil }
    return perform(command, at: time, in: view)
  }

  /// Carries out `command` as a person's: the queue's here (N and P play the next item and the
  /// one before; `nil` when there is none), the rest by the controller
  /// (`PlayerController.perform(_:at:in:)`).
  @discardableResult
  public func perform(_ command: PlayerCommand, at time: Double, in view: PlayerViewState = PlayerViewState())
    -> [PlayerViewAction]?
  {
    guard case .queue(let change) = command else { return controller.perform(command, at: time, in: view) }
    switch change {
    case .next: guard queue.hasNext else { return nil }
    case .previous: guard queue.hasPrevious else { return nil }
    default: break
    }
    perform(change)
    controller.userActivity(at: time)
    return []
  }

  /// Opens what a person dropped, chose or pasted: subtitle files alone are added to the media
  /// playing (`PlayerController.addSubtitleFile`); media makes the queue, the subtitle files
  /// among it shown with its first item, a playlist the media it lists (`QueueFile`; what kept
  /// one from giving any is shown on the player).
  public func open(_ given: [URL]) {
    let (urls, problems) = QueueFile.expand(given)
    for problem in problems { controller.showMessage(problem, at: clock()) }
    let subtitles = urls.filter(SubtitleFile.isSubtitleFile)
    let media = urls.filter { !SubtitleFile.isSubtitleFile($0) }
    guard !media.isEmpty else {
      for url in subtitles { controller.addSubtitleFile(url, at: clock()) }
      return
    }
    // The engine reads its subtitle files as it opens the media: in `load`, at once.
    let given = subtitleFiles
    if !subtitles.isEmpty { subtitleFiles = subtitles }
    replaceQueue(with: media)
    subtitleFiles = given
  }

  /// Makes `urls` the queue, looping as before, and plays its first.
  public func replaceQueue(with urls: [URL]) {
    queue = PlayQueue(urls, loops: queue.loops)
    if let first = queue.current { load(first) }
  }

  /// Makes `queue` the queue without loading anything: its current item is the one the
  /// controller has loaded or is loading.
  public func adopt(_ queue: PlayQueue) {
    self.queue = queue
  }

  /// Leaves the current media, keeping where it was left, for `url`, which plays as soon as it
  /// has loaded (a pause or Stop meanwhile holds it), from where it was left before.
  public func load(_ url: URL) {
    rememberPosition()
    controller.autoplay = true
    controller.load(url, at: clock())
    pendingResume = placeLeft(in: url).map { (url, $0) }
  }

  /// Where `url` was left, if it was and the settings have media go on where it was left.
  public func placeLeft(in url: URL) -> Double? {
    guard settings.resumes else { return nil }
    return positionsFile.flatMap { readPositions(from: $0).position(of: url) }
  }

  /// The media left most recently, newest first, at most `limit`.
  public func recentMedia(limit: Int) -> [URL] {
    positionsFile.map { readPositions(from: $0).recentMedia(limit: limit) } ?? []
  }

  private var positionsFile: URL? { stateFolder.map(ResumePositions.file(in:)) }
  var settingsFile: URL? { stateFolder.map(PlayerSettings.file(in:)) }

  /// Reads the settings kept and gives them to the controller (`apply(_:)`), with `volume` in
  /// place of theirs when asked for this run only.
  public func takeUpRememberedSettings(volume: Double? = nil) {
    settings = settingsFile.map { PlayerSettings.read(from: $0, onDamage: report) } ?? PlayerSettings()
    volumeForThisRun = volume
    apply(settings)
    if let volume { controller.setVolume(volume) }
  }

  /// Keeps the settings as they are now (the window's size too, when given) and where the
  /// media was left. A volume asked for this run only is kept once a person changed it.
  public func rememberState(windowSize: PlayerSettings.WindowSize? = nil) {
    var played = settingsAsPlayed
    if let windowSize { played.windowSize = windowSize }
    keep(played, since: settings)
    rememberPosition()
  }

  /// The settings with what a person changed in the player since they were read: the volume
  /// (unless it is the one asked for this run only), remaining time or total, the subtitles' look.
  var settingsAsPlayed: PlayerSettings {
    var played = settings
    if volumeForThisRun == nil || controller.volume != volumeForThisRun { played.volume = controller.volume }
    played.showsRemainingTime = controller.showsRemainingTime
    played.subtitleStyle = controller.subtitleStyle
    return played
  }

  /// Keeps where the media playing was left.
  public func rememberPosition() {
    guard let positionsFile, let url = controller.url else { return }
    // Read again: another window may have left another file meanwhile.
    var positions = readPositions(from: positionsFile)
    controller.rememberPosition(in: &positions)
    remember(
      positions.write(to:), in: positionsFile, what: translated("where \(url.lastPathComponent) was left"))
  }

  /// Writes with `write` to `file` in one step; a failure goes to `onProblem`, once for each
  /// file however often it fails (a full disk fails every write), and loses nothing else.
  @discardableResult
  func remember(_ write: (URL) throws -> Void, in file: URL, what: String) -> Bool {
    do {
      try write(file)
      return true
    } catch {
      if unwritable.insert(file).inserted {
        report(translated("cannot remember \(what) in \(file.path): \(StateFolder.reason(for: error))"))
      }
      return false
    }
  }

  /// The places media was left, from `file`; a damaged file is said once (`report`).
  private func readPositions(from file: URL) -> ResumePositions {
    ResumePositions.read(from: file, onDamage: report)
  }

  /// Says `problem` with what was kept (`onProblem`, or as soon as it is set).
  func report(_ problem: String) {
    guard let onProblem else { return unsaid.append(problem) }
    onProblem(problem)
  }
}
