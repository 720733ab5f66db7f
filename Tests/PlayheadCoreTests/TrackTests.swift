import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Sound and subtitle streams: their names, A and C (round the subtitles, then none), and what
/// the player says.
@MainActor @Suite struct TrackTests {
  static let info = MediaInfo(
    duration: 60,
    audioTracks: [MediaTrack(language: "English", title: "Main"), MediaTrack(language: "French")],
    subtitleTracks: [MediaTrack(language: "English"), MediaTrack(title: "Forced"), MediaTrack()],
    audioTrack: 0, subtitleTrack: 0)

  func loaded(_ info: MediaInfo = Self.info) -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(URL(fileURLWithPath: "/film.mkv"), at: 0)
    engine.emit(.loaded(info))
    engine.clearCommands()
    return (controller, engine)
  }

  @Test func tracksAreNamedByTitleAndLanguage() {
    let tracks = [
      MediaTrack(language: "French", title: "Commentary"), MediaTrack(language: "English"),
      MediaTrack(title: "Forced"), MediaTrack(language: "", title: ""),
      MediaTrack(language: "German", title: "German"),
    ]
    #expect(
      tracks.indices.map { MediaTrack.name($0, in: tracks) } == [
        "Commentary (French)", "English", "Forced", "Track 4", "German",
      ])
  }

  /// A file's flags name what the title does not already say.
  @Test func flagsNameWhatTheTitleDoesNot() {
    var sdh = MediaTrack(language: "English")
    sdh.isHearingImpaired = true
    var forced = MediaTrack(language: "German", title: "Forced")
    forced.isForced = true
    var both = MediaTrack(language: "French", title: "Sous-titres")
    both.isForced = true
    both.isHearingImpaired = true
    let tracks = [sdh, forced, both]
    #expect(
      tracks.indices.map { MediaTrack.name($0, in: tracks) } == [
        "English, SDH", "Forced (German)", "Sous-titres (French), SDH, forced",
      ])
  }

  /// A goes round the sound streams, C round the subtitles; each says which.
  @Test func keysGoRoundTheStreamsAndSayWhich() {
    let (controller, engine) = loaded()
    #expect(controller.press(KeyChord(.character("a")), at: 1) == [])
    #expect(engine.commands == [.selectAudioTrack(1)] && controller.audioTrack == 1)
    #expect(controller.message?.text == "Audio: French")
    controller.perform(.nextAudioTrack, at: 2)
    #expect(controller.audioTrack == 0 && controller.message?.text == "Audio: Main (English)")
    engine.clearCommands()
    let said = (3...6).map { time -> String? in
      _ = controller.press(KeyChord(.character("c")), at: Double(time))
      return controller.message?.text
    }
    #expect(said == ["Subtitles: Forced", "Subtitles: Track 3", "Subtitles off", "Subtitles: English"])
    // Off is not drawing: the engine keeps the stream it has.
    #expect(engine.commands == [.selectSubtitleTrack(1), .selectSubtitleTrack(2), .selectSubtitleTrack(0)])
  }

  /// A choice lasts for this media; the next starts with its own streams.
  @Test func choicesAreForThisMedia() {
    let (controller, engine) = loaded()
    controller.perform(.selectSubtitleTrack(2), at: 1)
    #expect(controller.subtitleTrack == 2)
    controller.load(URL(fileURLWithPath: "/next.mkv"), at: 2)
    engine.emit(.loaded(Self.info))
    #expect(controller.subtitleTrack == 0)
  }

  /// One sound stream has no other to go to; no subtitles, none to show; no such stream.
  @Test func nothingToChooseIsNotAChoice() {
    let (controller, engine) = loaded(MediaInfo(duration: 60, audioTracks: [MediaTrack()], audioTrack: 0))
    #expect(controller.perform(.nextAudioTrack, at: 1) == nil)
    #expect(controller.perform(.nextSubtitleTrack, at: 2) == nil)
    #expect(controller.perform(.selectAudioTrack(3), at: 3) == nil)
    #expect(engine.commands.isEmpty && controller.message == nil)
  }
}
