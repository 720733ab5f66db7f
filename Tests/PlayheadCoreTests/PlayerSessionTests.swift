import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// The session: its queue going on at the end of each item, resuming, the settings it keeps,
/// and MPRIS's requests, on a scripted engine and a manual clock.
@MainActor @Suite struct PlayerSessionTests {
  let a = URL(fileURLWithPath: "/m/a.mp4")
  let b = URL(fileURLWithPath: "/m/b.mkv")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-session-\(UUID())")
  let clock = ManualClock()

  /// A manual clock the session's commands are timed by.
  @MainActor final class ManualClock {
    var now = 0.0
  }

  func session(_ urls: [URL], keeping: Bool = false) -> (PlayerSession, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    let session = PlayerSession(
      controller: controller, stateFolder: keeping ? folder : nil, clock: { [clock] in clock.now })
    session.replaceQueue(with: urls)
    return (session, engine)
  }

  @Test func theQueueGoesOnAtTheEndOfEachItemAndStopsAtItsEnd() {
    let (session, engine) = session([a, b])
    var queues: [PlayQueue] = []
    let observation = session.controller.observe {
      if case .queueChanged(let queue) = $0 { queues.append(queue) }
    }
    defer { observation.cancel() }
    #expect(engine.commands == [.load(a)] && session.controller.autoplay)
    engine.emit(.loaded(MediaInfo(duration: 10)))
    engine.emit(.playing(true))
    engine.clearCommands()
    engine.emit(.endOfStream)
    #expect(engine.commands.first == .load(b) && session.controller.url == b)
    #expect(queues.map(\.currentIndex) == [1], "the view and MPRIS hear where the queue stands")
    engine.emit(.loaded(MediaInfo(duration: 10)))
    engine.clearCommands()
    engine.emit(.endOfStream)
    #expect(session.controller.state == .ended && !engine.commands.contains(.load(a)), "the end is the end")
  }

  @Test func mediaGoesOnWhereItWasLeftAndTheSettingsAreKept() throws {
    let (first, engine) = session([a], keeping: true)
    first.takeUpRememberedSettings(volume: 0.4)
    #expect(first.controller.volume == 0.4)
    engine.emit(.loaded(MediaInfo(duration: 1000)))
    engine.position = 500
    first.controller.perform(.toggleRemainingTime, at: 1)
    first.rememberState(windowSize: PlayerSettings.WindowSize(width: 800, height: 600))
    let kept = PlayerSettings.read(from: PlayerSettings.file(in: folder))
    #expect(kept.volume == 1 && kept.showsRemainingTime, "a volume for this run only is not kept")
    #expect(kept.windowSize == PlayerSettings.WindowSize(width: 800, height: 600))
    #expect(first.placeLeft(in: a) == 500 && first.recentMedia(limit: 5) == [a])

    let (second, engine2) = session([b], keeping: true)
    second.takeUpRememberedSettings()
    #expect(second.controller.showsRemainingTime && second.controller.volume == 1)
    engine2.emit(.loaded(MediaInfo(duration: 1000)))
    engine2.clearCommands()
    second.load(a)
    #expect(engine2.commands == [.load(a)], "the place is gone to once the media has opened")
    engine2.emit(.loaded(MediaInfo(duration: 1000)))
    #expect(engine2.commands.contains(.seek(500, .accurate)))
    #expect(second.controller.message?.text == "Resumed at 8:20 — Home to start over")
  }

  @Test func aStateFileThatCannotBeWrittenIsSaidAndLosesNothingElse() throws {
    try Data().write(to: folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent))
    let (session, engine) = session([a], keeping: true)
    var problems: [String] = []
    session.onProblem = { problems.append($0) }
    engine.emit(.loaded(MediaInfo(duration: 1000)))
    engine.position = 500
    session.rememberState()
    #expect(problems.count == 2 && problems[0].hasPrefix("cannot remember the settings in "), "\(problems)")
    #expect(problems[1].hasPrefix("cannot remember where a.mp4 was left"))
  }

  @Test func mprisRequestsBecomeCommands() {
    let (session, engine) = session([a, b])
    engine.emit(.loaded(MediaInfo(duration: 100)))
    engine.position = 10
    engine.clearCommands()
    #expect(session.handle(.play) == .done && engine.commands == [.play])
    engine.emit(.playing(true))
    #expect(session.mediaPlayer2State().playbackStatus == "Playing")
    engine.clearCommands()
    session.handle(.seek(by: 5))
    #expect(engine.commands == [.seek(15, .accurate)])
    engine.emit(.seekFinished)
    engine.clearCommands()
    session.handle(.setPosition(trackID: "/org/playhead/Track/1", seconds: 40))
    #expect(engine.commands.isEmpty, "another track's position is ignored")
    session.handle(.setPosition(trackID: session.mediaPlayer2State().metadata.trackID, seconds: 40))
    #expect(engine.commands == [.seek(40, .accurate)])
    engine.emit(.seekFinished)
    session.handle(.setVolume(0.3))
    #expect(session.controller.volume == 0.3 && session.mediaPlayer2State().volume == 0.3)
    engine.clearCommands()
    session.handle(.setRate(0))
    #expect(engine.commands == [.pause], "a rate of 0 is a pause")
    engine.emit(.playing(false))
    session.handle(.play)
    engine.emit(.playing(true))
    engine.clearCommands()
    session.handle(.stop)
    #expect(engine.commands == [.pause, .seek(0, .accurate)], "back to the start, paused")
    #expect(session.mediaPlayer2State().playbackStatus == "Stopped")
    #expect(session.handle(.raise) == .raise && session.handle(.quit) == .quit)
    engine.clearCommands()
    session.handle(.seek(by: 1000))
    #expect(engine.commands.first == .load(b), "past the end is the next item")
    #expect(session.mediaPlayer2State().metadata.trackID == "/org/playhead/Track/1")
    #expect(session.handle(.openURI("")) == .refused("Not a URI: "))
    #expect(session.handle(.openURI("https://example.com/c.webm")) == .done)
    #expect(session.queue.items == [URL(string: "https://example.com/c.webm")!], "OpenUri makes the queue")
  }

  /// An item that cannot be played is skipped, saying so; the last one's failure stays, and a
  /// looping queue of nothing playable stops going round.
  @Test func anItemThatCannotBePlayedIsSkippedSayingWhy() {
    let (session, engine) = session([a, b])
    engine.clearCommands()
    engine.emit(.failed(MediaError(url: a, kind: .corrupt, detail: "")))
    #expect(engine.commands.first == .load(b) && session.queue.currentIndex == 1)
    #expect(session.controller.message?.text == "Skipped a.mp4: is damaged or truncated")
    engine.emit(.failed(MediaError(url: b, kind: .notMedia, detail: "")))
    #expect(session.controller.failureText == "Cannot play /m/b.mkv: is not a media file", "the last stays")

    let (looping, loopEngine) = self.session([])
    looping.adopt(PlayQueue([a, b], loops: true))
    looping.load(a)
    loopEngine.clearCommands()
    loopEngine.emit(.failed(MediaError(url: a, kind: .notFound, detail: "")))
    loopEngine.emit(.failed(MediaError(url: b, kind: .notFound, detail: "")))
    #expect(loopEngine.commands == [.load(b)], "once round, then it stops")
  }

  /// Every observer hears an end before the next item's loading, which the session starts once
  /// all have heard it.
  @Test func everyObserverHearsTheEndBeforeTheNextItemLoads() {
    let (session, engine) = session([a, b])
    engine.emit(.loaded(MediaInfo(duration: 10)))
    engine.emit(.playing(true))
    var heard: [String] = []
    let observation = session.controller.observe { event in
      if case .stateChanged(let state) = event {
        heard.append("\(state) \(session.controller.url?.lastPathComponent ?? "")")
      }
    }
    defer { observation.cancel() }
    engine.emit(.endOfStream)
    #expect(heard == ["ended a.mp4", "loading b.mkv"])
  }
}

extension PlayerSessionTests {
  /// A preference changed (as the preferences window changes it) takes effect at once and is
  /// kept: the skip length moves J and L by it, the wait before the controls hide, the wheel,
  /// the speed and the subtitles' font; with resuming off, media starts at its beginning.
  @Test func aPreferenceTakesEffectAtOnceAndIsKept() throws {
    let (session, engine) = session([a], keeping: true)
    session.takeUpRememberedSettings()
    engine.emit(.loaded(MediaInfo(duration: 1000)))
    engine.position = 100
    var changes: [PlayerEvent] = []
    let observation = session.controller.observe { changes.append($0) }
    defer { observation.cancel() }
    session.changeSettings {
      $0.skipSeconds = 30
      $0.controlsHideDelay = 10
      $0.wheelOverVideo = .seek
      $0.speed = 1.5
      $0.subtitleStyle.font = "DejaVu Serif"
    }
    #expect(changes.contains(.controlsChanged), "the SeekButtons hear of the new length")
    #expect(session.controller.overlay.displayDuration == 10 && session.controller.wheelOverVideo == .seek)
    #expect(session.controller.speed == 1.5 && session.controller.subtitleStyle.font == "DejaVu Serif")
    engine.clearCommands()
    session.controller.perform(.tapSkip(.forward), at: 1)
    #expect(engine.commands.contains { if case .seek(let to, _) = $0 { to == 130 } else { false } })
    let kept = PlayerSettings.read(from: PlayerSettings.file(in: folder))
    #expect(kept.skipSeconds == 30 && kept.controlsHideDelay == 10 && kept.wheelOverVideo == .seek)
    #expect(kept.speed == 1.5 && kept.subtitleStyle.font == "DejaVu Serif")

    session.rememberPosition()
    session.changeSettings { $0.resumes = false }
    engine.clearCommands()
    session.load(a)
    engine.emit(.loaded(MediaInfo(duration: 1000)))
    #expect(!engine.commands.contains { if case .seek = $0 { true } else { false } }, "not resumed")
  }

  /// A skip length or wait the window does not offer, or a speed out of range, is brought back to
  /// one it does.
  @Test func aPreferenceOutOfRangeComesBackToOneOffered() throws {
    let (session, _) = session([a], keeping: true)
    session.changeSettings {
      $0.skipSeconds = 7
      $0.controlsHideDelay = -1
      $0.speed = 40
    }
    #expect(session.settings.skipSeconds == 10 && session.settings.controlsHideDelay == 3)
    #expect(session.settings.speed == PlaybackSpeed.range.upperBound)
  }
}

extension PlayerSessionTests {
  /// Damaged state: a truncated settings file, a places file of the wrong type, or one far too
  /// large starts the session with the defaults, says so once, and keeps the damaged file beside
  /// (nothing it held is lost); a folder that cannot be written is said once however often the
  /// session writes, and no place already kept is lost.
  @Test func damagedStateStartsWithTheDefaultsSaysSoOnceAndLosesNothing() throws {
    let settingsFile = PlayerSettings.file(in: folder)
    let positionsFile = ResumePositions.file(in: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let truncated = Data(#"{"volume": 0.5, "skipSec"#.utf8)
    try truncated.write(to: settingsFile)
    try Data(#"{"not": "a list"}"#.utf8).write(to: positionsFile)
    let (session, _) = session([a], keeping: true)
    var said: [String] = []
    session.onProblem = { said.append($0) }
    session.takeUpRememberedSettings()
    #expect(session.settings == PlayerSettings() && session.placeLeft(in: a) == nil)
    _ = session.placeLeft(in: b)
    #expect(said.count == 2, "each damaged file said once: \(said)")
    #expect(said.allSatisfy { $0.contains("damaged") && $0.contains(".damaged") }, "\(said)")
    #expect(try Data(contentsOf: settingsFile.appendingPathExtension("damaged")) == truncated, "kept")

    try Data(repeating: 0x20, count: 5 << 20).write(to: positionsFile)
    said = []
    #expect(session.recentMedia(limit: 5).isEmpty)
    #expect(said.count == 1 && said[0].contains("MB"), "\(said)")
  }

  /// A second damaged file does not take the place of the first one kept; a file that cannot
  /// be read is said once, left as it is, and never written over.
  @Test func damageAgainKeepsBothAndWhatCannotBeReadIsLeftAsItIs() throws {
    let settingsFile = PlayerSettings.file(in: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for text in ["first damage", "second damage"] {
      try Data(text.utf8).write(to: settingsFile)
      _ = PlayerSettings.read(from: settingsFile)
    }
    let kept = try ["settings.json.damaged", "settings.json.damaged-2"].map {
      String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self)
    }
    #expect(kept == ["first damage", "second damage"])
    // A folder where the file should be cannot be read (as another user's file cannot).
    let positionsFile = ResumePositions.file(in: folder)
    try FileManager.default.createDirectory(at: positionsFile, withIntermediateDirectories: true)
    let said = saidRememberingThrice(session([a], keeping: true))
    #expect(said.filter { $0.contains("positions.json cannot be read") }.count == 1, "\(said)")
    #expect(said.filter { $0.contains("left as it is") }.count == 2, "said, then not written: \(said)")
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: positionsFile.path, isDirectory: &isFolder) && isFolder.boolValue
    )
  }

  /// What the session says while it remembers a film left at 500 s, three times.
  func saidRememberingThrice(_ played: (PlayerSession, ScriptedMediaEngine)) -> [String] {
    let (session, engine) = played
    var said: [String] = []
    session.onProblem = { said.append($0) }
    engine.emit(.loaded(MediaInfo(duration: 1000)))
    engine.position = 500
    for _ in 0..<3 { session.rememberState() }
    return said
  }

  /// Two windows: what one changed is kept when the other, unchanged, closes later.
  @Test func aWindowKeepsNoSettingItDidNotChange() throws {
    let (first, _) = session([a], keeping: true)
    let (second, _) = session([b], keeping: true)
    first.takeUpRememberedSettings()
    second.takeUpRememberedSettings()
    first.controller.setVolume(0.8)
    first.rememberState()
    second.changeSettings { $0.skipSeconds = 30 }
    second.rememberState()
    let kept = PlayerSettings.read(from: PlayerSettings.file(in: folder))
    #expect(kept.volume == 0.8 && kept.skipSeconds == 30)
  }

  @Test func aFolderThatCannotBeWrittenIsSaidOnceAndKeepsWhatItHolds() throws {
    // The state folder's place is taken by a file: nothing can be written there.
    try FileManager.default.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("in the way".utf8).write(to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let said = saidRememberingThrice(session([a], keeping: true))
    #expect(said.count == 2, "the settings and the places, once each: \(said)")
    #expect(try Data(contentsOf: folder) == Data("in the way".utf8), "what was there is untouched")
  }
}

extension PlayerSessionTests {
  /// A volume asked for one run is not kept by a preference changed meanwhile, as it is not by
  /// the end of the run.
  @Test func aPreferenceKeepsNoVolumeAskedForOneRun() {
    let (session, _) = session([a], keeping: true)
    session.takeUpRememberedSettings(volume: 0.2)
    session.changeSettings { $0.skipSeconds = 15 }
    #expect(session.controller.volume == 0.2, "the run's volume plays on")
    #expect(PlayerSettings.read(from: PlayerSettings.file(in: folder)).volume == 1, "and is not kept")
  }

  /// A dropped playlist makes its media the queue; one that lists nothing leaves the queue as
  /// it was, saying so on the player.
  @Test func aDroppedPlaylistMakesTheQueue() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("films.m3u")
    try Data("#EXTM3U\n#EXTINF:10,A\n/m/a.mp4\nb.mkv\n".utf8).write(to: list)
    let empty = folder.appendingPathComponent("empty.m3u8")
    try Data("#EXTM3U\n".utf8).write(to: empty)
    let (session, engine) = session([b])
    session.open([list])
    #expect(session.queue.items == [a, folder.appendingPathComponent("b.mkv")])
    #expect(engine.commands.last == .load(a))
    session.open([empty])
    #expect(
      session.queue.items.count == 2 && session.controller.message?.text == "\(empty.path) lists no media")
  }
}
