import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Subtitles: the cues kept as the engine reads them, which show when, V, Z and X, the block
/// over the picture, and the file beside a film.
@MainActor @Suite struct SubtitleTests {
  static let info = MediaInfo(
    duration: 60, video: VideoGeometry(codedSize: Size(width: 1280, height: 720)),
    subtitleTracks: [MediaTrack(language: "English")], subtitleTrack: 0)

  func loaded(cues: [SubtitleCue]) -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/film.mkv"), at: 0)
    engine.emit(.loaded(Self.info))
    for cue in cues { engine.subtitleCues.insert(cue) }
    return (controller, engine)
  }

  func cues(_ list: [SubtitleCue]) -> SubtitleCues {
    var cues = SubtitleCues()
    for cue in list { cues.insert(cue) }
    return cues
  }

  /// Cues arriving out of order are found by time; one without an end lasts until the next, at
  /// most five seconds; overlapping cues show together, the earlier first.
  @Test func cuesShowFromTheirStartToTheirEnd() {
    let kept = cues([
      SubtitleCue(start: 10, end: 12, text: "Later"), SubtitleCue(start: 1, end: 3, text: "First"),
      SubtitleCue(start: 2, end: 4, text: "Over it"), SubtitleCue(start: 20, end: nil, text: "Open"),
      SubtitleCue(start: 22, end: nil, text: "Next"),
    ])
    let said = { (time: Double) in kept.shown(at: time).map(\.markup) }
    #expect(said(0.5).isEmpty && said(1) == ["First"] && said(2.5) == ["First", "Over it"])
    #expect(said(3) == ["Over it"] && said(4).isEmpty && said(11) == ["Later"] && said(12).isEmpty)
    #expect(said(21.9) == ["Open"] && said(22) == ["Next"] && said(26.9) == ["Next"] && said(27).isEmpty)
  }

  /// The same words read again (a seek back, or one into the cue, which cuts it to start there)
  /// are one cue.
  @Test func aCueReadAgainIsKeptOnce() {
    let kept = cues([
      SubtitleCue(start: 1, end: 3, text: "Hello"), SubtitleCue(start: 1.5, end: 3, text: "Hello"),
      SubtitleCue(start: 1, end: 3, text: "Hello"), SubtitleCue(start: 5, end: 6, text: "Hello"),
    ])
    #expect(
      kept.cues == [
        SubtitleCue(start: 1, end: 3, text: "Hello"), SubtitleCue(start: 5, end: 6, text: "Hello"),
      ])
    #expect(kept.hasRead(past: 4) && !kept.hasRead(past: 6))
  }

  /// Plain text is escaped as markup; cues showing together are one block, a line apart.
  @Test func plainTextIsEscapedAndCuesMakeOneBlock() {
    let cue = SubtitleCue(start: 0, end: 1, text: "Fish & <chips>")
    #expect(cue.markup == "Fish &amp; &lt;chips&gt;")
    let block = SubtitleBlock(
      [cue, SubtitleCue(start: 0, end: 1, markup: "<i>Two</i>")], style: SubtitleStyle())
    #expect(block?.markup == "Fish &amp; &lt;chips&gt;\n<i>Two</i>")
    #expect(SubtitleBlock([], style: SubtitleStyle()) == nil)
  }

  /// V hides the subtitles and shows them again, saying so.
  @Test func vHidesAndShowsThem() {
    let (controller, _) = loaded(cues: [SubtitleCue(start: 1, end: 3, text: "Hello")])
    #expect(controller.subtitles(at: 2)?.markup == "Hello" && controller.subtitles(at: 4) == nil)
    #expect(controller.press(KeyChord(.character("v")), at: 1) == [])
    #expect(controller.subtitles(at: 2) == nil && controller.message?.text == "Subtitles off")
    _ = controller.press(KeyChord(.character("v")), at: 2)
    #expect(
      controller.subtitles(at: 2)?.markup == "Hello" && controller.message?.text == "Subtitles: English")
  }

  /// X shows subtitles 100 ms later, Z earlier; each says the delay; a new media starts in time.
  @Test func zAndXMoveThemInTime() {
    let (controller, engine) = loaded(cues: [SubtitleCue(start: 1, end: 3, text: "Hello")])
    for time in 1...3 { _ = controller.press(KeyChord(.character("x")), at: Double(time)) }
    #expect(controller.subtitleDelay == 0.3 && controller.message?.text == "Subtitle delay +300 ms")
    #expect(controller.subtitles(at: 1.2) == nil && controller.subtitles(at: 1.3) != nil)
    #expect(controller.subtitles(at: 3.2) != nil && controller.subtitles(at: 3.3) == nil)
    for time in 4...8 { _ = controller.press(KeyChord(.character("z")), at: Double(time)) }
    #expect(controller.message?.text == "Subtitle delay −200 ms" && controller.subtitles(at: 0.8) != nil)
    controller.perform(.delaySubtitles(by: 0.2), at: 9)
    #expect(controller.message?.text == "Subtitles in time")
    controller.perform(.delaySubtitles(by: 1), at: 10)
    controller.load(URL(fileURLWithPath: "/next.mkv"), at: 11)
    engine.emit(.loaded(Self.info))
    #expect(controller.subtitleDelay == 0)
  }

  /// While the keys' list shows, translucent over the picture, the subtitles give way to it;
  /// closed, they are back.
  @Test func subtitlesGiveWayToTheKeysList() {
    let (controller, _) = loaded(cues: [SubtitleCue(start: 1, end: 3, text: "Hello")])
    var view = PlayerViewState()
    #expect(!view.subtitlesGiveWay)
    #expect(controller.press(KeyChord(.character("?")), at: 1, in: view) == [.showKeys(true)])
    view.isShowingKeys = true
    #expect(view.subtitlesGiveWay)
    #expect(controller.press(KeyChord(.character("?")), at: 2, in: view) == [.showKeys(false)])
    view.isShowingKeys = false
    #expect(!view.subtitlesGiveWay && controller.subtitles(at: 2) != nil)
  }

  /// Without subtitles, V, Z and X do nothing (the keys go on to others).
  @Test func withoutSubtitlesTheKeysDoNothing() {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/film.mp4"), at: 0)
    engine.emit(.loaded(MediaInfo(duration: 60)))
    for key: Character in ["v", "z", "x", "c"] {
      #expect(controller.press(KeyChord(.character(key)), at: 1) == nil)
    }
    #expect(controller.message == nil)
  }

  /// The block sits a twentieth of the picture above its bottom, centred on it (not on the
  /// bars beside it), sized from its height; as the controls fade in it rises above their bar,
  /// in step.
  @Test func theBlockRisesAboveTheControls() {
    let measurer = FixedWidthMeasurer()
    let layout = OverlayLayout(size: Size(width: 1000, height: 400))
    let video = Size(width: 640, height: 360)  // shown 711 × 400, bars at the sides
    let block = SubtitleBlock(
      [SubtitleCue(start: 0, end: 1, text: "Hello")], style: SubtitleStyle(size: .large))!
    let scene = block.scene(in: layout, videoSize: video, measurer: measurer)
    guard case .text(let run)? = scene.items.last else {
      Issue.record("no text in \(scene.items)")
      return
    }
    #expect(run.font.size == 400 * 0.075 && run.outline != nil && run.isMarkup && run.wraps)
    let low = block.origin(of: scene.size, in: layout, videoSize: video, controlsOpacity: 0)
    #expect(abs(low.x + scene.size.width / 2 - 500) < 0.001 && abs(low.y + scene.size.height - 380) < 0.001)
    let high = block.origin(of: scene.size, in: layout, videoSize: video, controlsOpacity: 1)
    #expect(high.y + scene.size.height <= layout.bar.minY)
    let half = block.origin(of: scene.size, in: layout, videoSize: video, controlsOpacity: 0.5)
    #expect(abs(half.y - (low.y + high.y) / 2) < 0.001)
  }

  /// The box backdrop is a dark box behind text without an outline; the colour is the style's.
  @Test func theBoxBackdropIsABox() throws {
    let style = SubtitleStyle(size: .small, color: "yellow", backdrop: .box)
    let block = try #require(SubtitleBlock([SubtitleCue(start: 0, end: 1, text: "Hi")], style: style))
    let scene = block.scene(
      in: OverlayLayout(size: Size(width: 640, height: 360)), videoSize: nil, measurer: FixedWidthMeasurer())
    guard case .fill = scene.items.first, case .text(let run)? = scene.items.last else {
      Issue.record("not a box and text: \(scene.items)")
      return
    }
    let yellow = try Color(hex: "#FFEB3B")
    #expect(run.outline == nil && run.paint == .solid(yellow))
    #expect(SubtitleStyle(color: "mauve").color == "white" && SubtitleStyle.paint(named: "#123456") != nil)
  }

  /// A style read from the settings keeps what it can read.
  @Test func aStoredStyleKeepsWhatItCanRead() throws {
    let json = #"{"volume": 0.5, "subtitleStyle": {"size": "huge", "color": 7, "backdrop": "box"}}"#
    let settings = try JSONDecoder().decode(PlayerSettings.self, from: Data(json.utf8))
    #expect(settings.subtitleStyle == SubtitleStyle(size: .huge, color: "white", backdrop: .box))
  }

  /// The files beside a film: named as it, any case of ending, then with a word between, each
  /// by ending, then by name; all of them.
  @Test func theFilesBesideAreNamedAsTheFilm() {
    let film = URL(fileURLWithPath: "/films/Film.mkv")
    let found = { (names: [String]) in SubtitleFile.beside(film, among: names).map(\.lastPathComponent) }
    #expect(found(["Film.mkv", "Film.en.srt", "Film.SRT"]) == ["Film.SRT", "Film.en.srt"])
    #expect(
      found(["Film.mkv", "Film.fr.vtt", "Film.en.srt", "Film.de.srt"]) == [
        "Film.de.srt", "Film.en.srt", "Film.fr.vtt",
      ])
    #expect(found(["Film.mkv", "Film.nfo", "Filmography.srt", "Other.srt", "Film..srt"]).isEmpty)
    #expect(
      found(["Film.dfxp", "Film.ass", "Film.srt", "Film.mpl"]) == [
        "Film.srt", "Film.ass", "Film.dfxp", "Film.mpl",
      ])
    #expect(SubtitleFile.beside(film, among: ["Film.srt"]).first?.path == "/films/Film.srt")
    #expect(SubtitleFile.beside(URL(string: "https://example.com/Film.mkv")!, among: ["Film.srt"]).isEmpty)
  }

  /// A subtitle file is known by its name, its language by the word before its ending, and a
  /// problem with it names it and says why in the reader's words, without their full stop.
  @Test func aFileIsKnownByItsName() {
    #expect(SubtitleFile.name(of: "file:///films/My%20Film.en.srt") == "My Film.en.srt")
    #expect(SubtitleFile.name(of: "https://example.com/subs/film.vtt?token=1") == "film.vtt")
    #expect(SubtitleFile.name(of: "not a uri") == "not a uri")
    #expect(SubtitleFile.languageWord(of: "file:///films/Film.en.srt") == "en")
    #expect(SubtitleFile.languageWord(of: "file:///films/Film.srt") == nil)
    #expect(
      SubtitleFile.problem(reading: "file:///films/Film.srt", reason: "Could not determine type of stream.")
        == "Film.srt: Could not determine type of stream")
    var info = MediaInfo(duration: 2, missingDecoders: ["Opus decoder"])
    info.subtitleFileProblem = "Film.srt: Could not determine type of stream"
    #expect(
      info.partialSupportNotice == "No Opus decoder is installed: playing the sound only\n"
        + "The subtitles cannot be read (Film.srt: Could not determine type of stream): playing without them")
  }
}
