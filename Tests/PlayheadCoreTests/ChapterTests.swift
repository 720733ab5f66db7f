import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Chapters: Page Up and Page Down, the title beside the elapsed time, the marks on the track.
@MainActor @Suite struct ChapterTests {
  static let chapters = [
    Chapter(start: 0, title: "Opening"), Chapter(start: 60, title: "The middle part"), Chapter(start: 300),
  ]

  func loaded() -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/film.mkv"), at: 0)
    engine.emit(.loaded(MediaInfo(duration: 600, chapters: Self.chapters.reversed())))
    engine.clearCommands()
    return (controller, engine)
  }

  /// On to the next; back to this one's start once 5 s in, else to the one before (mpv's way).
  @Test(arguments: [
    (10.0, 1, 1 as Int?), (10, 2, 2), (10, 3, nil), (320, 1, nil), (70, -1, 1), (62, -1, 0), (2, -1, nil),
    (300, -1, 1), (305, -2, 1),
  ])
  func aChapterStepLandsWhereAPersonExpects(position: Double, steps: Int, target: Int?) {
    #expect(Chapter.target(from: position, steps: steps, in: Self.chapters) == target)
  }

  /// Paused on the second chapter's start, the picture is the frame reaching it, beginning a
  /// little before it (59.983 s for a chapter at 60 s): Page Down goes on to the third, not to
  /// the second again.
  @Test func pageDownFromAFrameReachingAChapterGoesOn() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/film.mkv"), at: 0)
    var info = MediaInfo(duration: 600, chapters: Self.chapters)
    info.frameDuration = 0.04
    engine.emit(.loaded(info))
    engine.clearCommands()
    engine.position = 59.983
    controller.press(KeyChord(.pageDown), at: 1).map { #expect($0 == []) }
    #expect(engine.commands == [.seek(300, .accurate)])
    #expect(controller.message?.text == "Chapter 3")
  }

  /// Media that cannot be sought says so, not the name of a chapter it cannot go to.
  @Test func pageDownOverAServerWithoutRangesSaysWhy() throws {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(try #require(URL(string: "http://example.test/film.mkv")), at: 0)
    engine.emit(.loaded(MediaInfo(duration: 600, isSeekable: false, chapters: Self.chapters)))
    engine.position = 10
    _ = controller.press(KeyChord(.pageDown), at: 1)
    #expect(controller.message?.text == "This server does not allow seeking")
  }

  @Test func pageDownAndPageUpGoToChaptersAndSayWhich() {
    let (controller, engine) = loaded()
    #expect(controller.info?.chapters == Self.chapters, "by start, whatever order they came in")
    engine.position = 30
    #expect(controller.press(KeyChord(.pageDown), at: 1) == [])
    #expect(engine.commands == [.seek(60, .accurate)])
    #expect(controller.message?.text == "Chapter 2: The middle part")
    controller.press(KeyChord(.pageDown), at: 2).map { #expect($0 == []) }
    #expect(controller.message?.text == "Chapter 3", "no title: its number")
    #expect(controller.press(KeyChord(.pageDown), at: 3) == nil, "none after the last")
    engine.position = 310
    controller.press(KeyChord(.pageUp), at: 4).map { #expect($0 == []) }
    #expect(engine.commands.last == .seek(300, .accurate), "back to this one's start")
  }

  /// The title of the chapter playing shows above the track and in the scrubber's value; each
  /// chapter after the first is a cut across the track.
  @Test func theTimelineShowsTheChapter() {
    let (controller, engine) = loaded()
    engine.position = 75
    controller.tick(at: 5)
    #expect(controller.timeline.chapterTitle == "The middle part")
    #expect(controller.positionValueText == "1:15 of 10:00, The middle part")
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let texts = controller.timeline.items(in: layout).compactMap { item -> TextRun? in
      if case .text(let run) = item { run } else { nil }
    }
    #expect(texts.contains { $0.text == "The middle part" && $0.frame == layout.chapterTitle })
    let withoutChapters = OverlayTimeline(position: 75, info: MediaInfo(duration: 600))
    #expect(
      controller.timeline.items(in: layout).count == withoutChapters.items(in: layout).count + 3,
      "the title and two cuts")
    engine.position = 350
    controller.tick(at: 7)
    #expect(controller.timeline.chapterTitle == nil && controller.positionValueText == "5:50 of 10:00")
  }

  /// The title starts at the track's left end, beside the elapsed time, and Pango cuts it
  /// short within the track.
  @Test func theTitleStartsBesideTheElapsedTime() throws {
    let timeline = OverlayTimeline(
      position: 1, info: MediaInfo(duration: 10, chapters: [Chapter(start: 0, title: "Opening")]))
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let run = try #require(
      timeline.items(in: layout).compactMap { item -> TextRun? in
        if case .text(let run) = item { run } else { nil }
      }
      .first { $0.text == "Opening" })
    #expect(run.isLeading && run.frame.minX == layout.track.minX && run.frame.width == layout.track.width)
    #expect(
      run.frame.minX >= layout.elapsedLabel.maxX && run.frame.maxY < layout.track.minY - layout.thumbRadius)
  }

}

/// Chapters from Vorbis comments, as people tag Ogg, Opus and FLAC files.
@Suite struct VorbisCommentChapterTests {
  @Test func chaptersAreReadFromTheirComments() {
    let comments = [
      "TITLE=Book", "chapter02=00:10:00.250", "CHAPTER02NAME=Two", "CHAPTER01=00:00:00.000",
      "CHAPTER01NAME=One", "CHAPTER03=01:00:00", "CHAPTER04=not a time", "CHAPTER04NAME=Lost",
    ]
    #expect(
      Chapter.fromVorbisComments(comments) == [
        Chapter(start: 0, title: "One"), Chapter(start: 600.25, title: "Two"),
        Chapter(start: 3600, title: nil),
      ])
    #expect(Chapter.fromVorbisComments(["TITLE=Song", "ARTIST=Someone"]).isEmpty)
    #expect(comments.filter(Chapter.isChapterComment).count == 7, "all but the title")
    #expect(!Chapter.isChapterComment("CHAPTERS=3") && !Chapter.isChapterComment("CHAPTER01URL=x"))
  }
}
