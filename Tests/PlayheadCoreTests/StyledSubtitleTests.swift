import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// SSA/ASS subtitles kept for libass: a Matroska stream's events read as cues that keep the
/// event, a file's whole script, what the player hands the renderer and when, and how far the
/// lines a script leaves at the bottom rise above the controls.
@MainActor @Suite struct StyledSubtitleTests {
  static let header = "[Script Info]\nScriptType: v4.00+\nPlayResX: 640\nPlayResY: 360\n"

  /// An event as Matroska stores it is a cue of its words, keeping the event itself; what is
  /// not such an event is no cue.
  @Test func aMatroskaEventIsACueKeepingTheEvent() throws {
    let event = "7,0,Default,,0,0,0,,{\\pos(10,20)\\c&H00FF00&}Green, and{\\i1} leaning{\\i0}\\Nbelow"
    let cue = try #require(SSAScript.cue(event: event, start: 1, end: 3))
    #expect(cue.markup == "Green, and<i> leaning</i>\nbelow")
    #expect(cue.event == event && cue.start == 1 && cue.end == 3)
    let drawing = try #require(
      SSAScript.cue(event: "8,0,Default,,0,0,0,,{\\p1}m 0 0 l 10 0 10 10", start: 1, end: 2))
    #expect(drawing.event != nil)
    #expect(
      SSAScript.cue(event: "Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hi", start: 1, end: 2) == nil)
    #expect(SSAScript.cue(event: "no commas", start: 1, end: 2) == nil)
  }

  /// Events with the same words at the same time (a karaoke's layers) are kept apart; the same
  /// event read again is kept once.
  @Test func eventsWithTheSameWordsAreKeptApart() throws {
    var cues = SubtitleCues()
    for event in ["1,0,Default,,0,0,0,,Ka", "2,1,Glow,,0,0,0,,Ka", "1,0,Default,,0,0,0,,Ka"] {
      cues.insert(try #require(SSAScript.cue(event: event, start: 1, end: 2)))
    }
    #expect(cues.cues.map(\.event) == ["2,1,Glow,,0,0,0,,Ka", "1,0,Default,,0,0,0,,Ka"])
  }

  /// An SSA/ASS file keeps its whole text as the script; other formats have none; a stream's
  /// cues are read past a time only once one starts after it (its events overlap, any number).
  @Test func aScriptFileKeepsItsTextAndAStreamIsReadPastATimeByALaterStart() throws {
    let text =
      Self.header
      + "\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n"
      + "Dialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,Hello\n"
    let read = SubtitleFormat.substationAlpha.subtitles(in: text)
    #expect(read.script?.text == text && read.cues.map(\.markup) == ["Hello"] && read.cues[0].event == nil)
    #expect(SubtitleFormat.subRip.subtitles(in: "1\n00:00:01,000 --> 00:00:02,000\nHi\n").script == nil)
    var stream = SubtitleCues()
    stream.script = StyledSubtitleScript(text: Self.header)
    stream.insert(try #require(SSAScript.cue(event: "1,0,Default,,0,0,0,,One", start: 1, end: 9)))
    #expect(!stream.hasRead(past: 2))
    stream.insert(try #require(SSAScript.cue(event: "2,0,Default,,0,0,0,,Two", start: 3, end: 4)))
    #expect(stream.hasRead(past: 2) && !stream.hasRead(past: 3))
    stream.removeAll()
    #expect(stream.script == nil && stream.cues.isEmpty)
  }

  /// The player hands libass the script, its events and the frame's time moved by the delay,
  /// and draws no block of its own for it; with subtitles off, nothing.
  @Test func thePlayerHandsTheScriptToLibassAndDrawsNoBlock() throws {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/film.mkv"), at: 0)
    engine.emit(.loaded(SubtitleTests.info))
    engine.subtitleCues.script = StyledSubtitleScript(text: Self.header)
    let cue = try #require(SSAScript.cue(event: "1,0,Default,,0,0,0,,Hello", start: 1, end: 3))
    engine.subtitleCues.insert(cue)
    #expect(controller.subtitles(at: 2) == nil)
    #expect(
      controller.styledSubtitles(at: 2)
        == StyledSubtitleFrame(script: StyledSubtitleScript(text: Self.header), events: [cue], time: 2))
    _ = controller.press(KeyChord(.character("x")), at: 5)
    #expect(controller.styledSubtitles(at: 2)?.time == 1.9)
    _ = controller.press(KeyChord(.character("v")), at: 6)
    #expect(controller.styledSubtitles(at: 2) == nil)
  }

  /// Hidden controls leave the lines where the script puts them; shown, they rise by the part
  /// of the picture the bar covers, in step with its fade; a picture that ends above the bar
  /// (a tall window) does not move them.
  @Test func theLinesRiseAboveTheBarInStepWithItsFade() {
    let layout = OverlayLayout(size: Size(width: 1280, height: 720))
    let video = Size(width: 1280, height: 720)
    #expect(StyledSubtitleFrame.linePosition(in: layout, videoSize: video, controlsOpacity: 0) == 0)
    let shown = StyledSubtitleFrame.linePosition(in: layout, videoSize: video, controlsOpacity: 1)
    let covered = 720 - (layout.bar.minY - 4 * layout.unit)
    #expect(abs(shown - covered / 720 * 100) < 0.001 && shown > 0 && shown < 50)
    let half = StyledSubtitleFrame.linePosition(in: layout, videoSize: video, controlsOpacity: 0.5)
    #expect(abs(half - shown / 2) < 0.001)
    let tall = OverlayLayout(size: Size(width: 640, height: 1200))
    #expect(StyledSubtitleFrame.linePosition(in: tall, videoSize: video, controlsOpacity: 1) == 0)
  }

  /// Fonts are known by their media type or their name's ending, as Matroska files name them.
  @Test func fontsAreKnownByTypeOrName() {
    #expect(StyledSubtitleScript.isFont(named: "a.bin", mediaType: "application/x-truetype-font"))
    #expect(StyledSubtitleScript.isFont(named: "a.bin", mediaType: "font/otf"))
    #expect(StyledSubtitleScript.isFont(named: "a.bin", mediaType: "application/vnd.ms-opentype"))
    #expect(StyledSubtitleScript.isFont(named: "Arial.TTF", mediaType: "video/mpeg"))
    #expect(!StyledSubtitleScript.isFont(named: "cover.jpg", mediaType: "image/jpeg"))
  }
}
