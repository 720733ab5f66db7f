import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// The application around the player: its queue, what it tells MPRIS, what a paste or a drop
/// names, its keys, and the cover art file.
@MainActor
struct ApplicationTests {
  let a = URL(fileURLWithPath: "/m/a.mp4")
  let b = URL(fileURLWithPath: "/m/b.mkv")
  let c = URL(fileURLWithPath: "/m/c.webm")
  let d = URL(fileURLWithPath: "/m/d.ogg")

  @Test func theQueueGoesOnAndBackAndStopsAtItsEnds() {
    var queue = PlayQueue([a, b, c])
    #expect(queue.current == a && !queue.hasPrevious && queue.hasNext)
    #expect(queue.previous() == nil)
    #expect(queue.next() == b)
    #expect(queue.next() == c)
    #expect(queue.next() == nil, "no loop: the end is the end")
    #expect(queue.current == c && !queue.hasNext)
    #expect(queue.previous() == b)
  }

  @Test func aLoopingQueueStartsOver() {
    var queue = PlayQueue([a, b], loops: true)
    #expect(queue.previous() == b)
    #expect(queue.next() == a)
    var one = PlayQueue([a], loops: true)
    #expect(one.next() == a, "a single item plays again")
  }

  @Test func movingKeepsTheCurrentItemCurrent() {
    var queue = PlayQueue([a, b, c, d])
    queue.select(1)
    queue.move(from: 3, to: 0)
    #expect(queue.items == [d, a, b, c] && queue.current == b)
    queue.move(from: 0, to: 3)
    #expect(queue.items == [a, b, c, d] && queue.current == b)
    queue.move(from: 1, to: 3)
    #expect(queue.items == [a, c, d, b] && queue.current == b && queue.currentIndex == 3)
  }

  @Test func removingTheCurrentItemPlaysTheOneAfter() {
    var queue = PlayQueue([a, b, c])
    queue.select(1)
    #expect(queue.remove(at: 0) == nil && queue.current == b)
    #expect(queue.remove(at: 0) == c, "the current one went: the next plays")
    #expect(queue.remove(at: 0) == nil && queue.current == nil && !queue.hasNext)
    var empty = PlayQueue()
    #expect(empty.append([a, b]) == a, "an empty queue plays what comes")
    #expect(empty.append([c]) == nil && empty.items == [a, b, c])
  }

  @Test func shufflingKeepsTheCurrentItemFirstAndEveryItem() {
    var queue = PlayQueue([a, b, c, d])
    queue.select(2)
    var generator = CongruentialRandom(state: 7)
    queue.shuffle(using: &generator)
    #expect(queue.current == c && queue.currentIndex == 0)
    #expect(Set(queue.items) == [a, b, c, d] && queue.items.count == 4)
  }

  @Test func pastedAndDroppedTextNamesMedia() {
    let list =
      "# a comment\r\nfile:///m/a%20b.mp4\r\nHTTPS://example.com/v.mkv\n\n  /m/c.webm  \nnot media\nrelative.mp4\n"
    #expect(
      MediaAddress.urls(in: list).map(\.absoluteString) == [
        "file:///m/a%20b.mp4", "https://example.com/v.mkv", "file:///m/c.webm",
      ])
    #expect(MediaAddress.urls(in: "hello there").isEmpty)
  }

  @Test func mprisSaysWhatThePlayerDoes() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    let empty = MediaPlayer2State(of: controller, item: nil, hasNext: false, hasPrevious: false)
    #expect(empty.playbackStatus == "Stopped" && empty.metadata.trackID == MediaPlayer2State.noTrack)
    #expect(!empty.canPlay)
    controller.load(a, at: 0)
    engine.position = 0
    engine.emit(.loaded(MediaInfo(duration: 12.5, tags: MediaTags(title: "A film", artist: "Someone"))))
    let paused = MediaPlayer2State(of: controller, item: 2, hasNext: true, hasPrevious: false)
    #expect(paused.playbackStatus == "Paused" && paused.canSeek && paused.canGoNext && !paused.canGoPrevious)
    #expect(paused.metadata.trackID == "/org/playhead/Track/2" && paused.metadata.title == "A film")
    #expect(paused.metadata.artists == ["Someone"] && paused.metadata.length == 12_500_000)
    controller.play(at: 1)
    let playing = MediaPlayer2State(of: controller, item: 2, hasNext: false, hasPrevious: false)
    #expect(playing.playbackStatus == "Playing")
    #expect(playing.changes(from: paused) == ["PlaybackStatus", "CanGoNext"])
    controller.pause(at: 2)
    let stopped = MediaPlayer2State(
      of: controller, item: 2, hasNext: false, hasPrevious: false, isStopped: true)
    #expect(stopped.playbackStatus == "Stopped")
    #expect(MediaPlayer2State.microseconds(1.25) == 1_250_000 && MediaPlayer2State.microseconds(.nan) == 0)
  }

  @Test func aLandedSeekIsAnnouncedAndTheScreenStaysAwakeOnlyWhilePlaying() async {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    var events = controller.events.makeAsyncIterator()
    controller.load(a, at: 0)
    engine.position = 0
    engine.emit(.loaded(MediaInfo(duration: 60)))
    #expect(!controller.keepsScreenAwake)
    controller.play(at: 1)
    #expect(controller.keepsScreenAwake)
    controller.seek(to: 30, at: 2)
    engine.position = 30
    engine.emit(.seekFinished)
    var seen: [PlayerEvent] = []
    while let event = await events.next() {
      seen.append(event)
      if case .seeked = event { break }
    }
    #expect(seen.last == .seeked(30))
    controller.pause(at: 3)
    #expect(!controller.keepsScreenAwake)
  }

  @Test func theHelpListsEachActionsChords() {
    let lines = KeyHelp.lines(for: [.quit, .close, .open])
    #expect(
      lines == [
        KeyHelp.Line(keys: "Ctrl+Q, Q", action: "Quit"),
        KeyHelp.Line(keys: "Ctrl+W", action: "Close the window"),
        KeyHelp.Line(keys: "Ctrl+O", action: "Open files"),
      ])
    #expect(ApplicationAction.quit.detailedName == "app.quit")
    #expect(ApplicationAction.close.detailedName == "win.close")
  }

  @Test func noApplicationChordTakesOneOfThePlayers() {
    let chords = ApplicationAction.allCases.flatMap(\.chords)
    #expect(Set(chords).count == chords.count, "no two actions share a chord")
    for chord in chords { #expect(KeyBindings.standard[chord] == nil, "\(KeyHelp.text(of: chord))") }
  }

  @Test func coverArtIsKeptOnceByItsBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("covers-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try #require(CoverArtFile.url(for: Data([1, 2, 3]), in: folder))
    #expect(try Data(contentsOf: first) == Data([1, 2, 3]))
    #expect(CoverArtFile.url(for: Data([1, 2, 3]), in: folder) == first)
    #expect(CoverArtFile.url(for: Data([3, 2, 1]), in: folder) != first)
  }

  /// The installed .desktop file claims exactly the media types MPRIS says the player opens,
  /// and runs `playhead play` on the files and addresses it is given.
  @Test func theDesktopFileClaimsWhatThePlayerOpens() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../data/io.github.playhead.Playhead.desktop.in")
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    let types = try #require(lines.first { $0.hasPrefix("MimeType=") }).dropFirst("MimeType=".count)
    #expect(types.split(separator: ";").map(String.init) == PlayableMedia.mimeTypes)
    #expect(lines.contains("Exec=playhead play %U") && lines.contains("Icon=io.github.playhead.Playhead"))
  }

  @Test func theWindowSizeIsKeptWithinRange() throws {
    let json = Data(#"{"windowSize": {"width": 99999, "height": 0}}"#.utf8)
    let settings = try JSONDecoder().decode(PlayerSettings.self, from: json)
    #expect(
      settings.windowSize?.width == 16384 && settings.windowSize?.height == 90, "not a window 1 pixel tall")
    let garbled = try JSONDecoder().decode(PlayerSettings.self, from: Data(#"{"windowSize": "big"}"#.utf8))
    #expect(garbled.windowSize == nil)
  }
}

/// A seeded generator (Knuth's MMIX linear congruence), so a shuffle is the same every run.
struct CongruentialRandom: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}
