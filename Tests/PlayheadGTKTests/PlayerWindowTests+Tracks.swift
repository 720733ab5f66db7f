import Foundation
import PlayheadFixtures
import Testing

extension PlayerWindowTests {
  /// The sound-and-subtitles button as a screen reader uses it: its description says the
  /// streams in effect; pressing it opens a menu of the sound streams and of "Off" and the
  /// subtitle streams, by their tags, the ones in effect pressed. Choosing "Off" says so and
  /// takes the underline off the button's face; choosing the French commentary plays it, and
  /// playback goes on from where it was.
  @Test func theTracksMenuChoosesSoundAndSubtitles() async throws {
    let media = try MediaFixtures.multiTrackMatroska()
    try desktop.start(Self.playhead, ["play", media.path, "--size", "640x360", "--keep-controls"])
    let tracks = try await element("the tracks button") {
      $0.role == "push button" && $0.name == "Sound and subtitles"
        && $0.description == "Sound: Main (English); Subtitles: English"
    }
    let box = try #require(tracks.frame)
    let face = try screenshot()
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Sound and subtitles"])
    let names = ["Main (English)", "Commentaire (French)", "Off", "English", "Forced (German)"]
    let choices = try await until("the menu's choices") {
      let found = try elements().filter { $0.role.hasSuffix("button") && names.contains($0.name) }
      return found.count == names.count ? found : nil
    }
    #expect(choices.map(\.name) == names)
    let pressed = choices.filter { !$0.states.isDisjoint(with: ["pressed", "checked"]) }.map(\.name)
    #expect(pressed == ["Main (English)", "English"])
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Off"])
    _ = try await element("subtitles off said") { $0.role == "alert" && $0.name == "Subtitles off" }
    _ = try await element("the button's new description") {
      $0.name == "Sound and subtitles" && $0.description == "Sound: Main (English); Subtitles: Off"
    }
    _ = try await until("the menu closed") { try elements().contains { $0.name == "Off" } ? nil : true }
    let (before, after) = (face.pixels, try screenshot().pixels)
    let differs = (box.y..<box.y + box.height).contains { y in
      (box.x..<box.x + box.width).contains { x in before[y * face.width + x] != after[y * face.width + x] }
    }
    #expect(differs, "the face over the video loses its underline")

    let (position, _) = try scrubberValue()
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Sound and subtitles"])
    _ = try await element("the menu again") { $0.name == "Commentaire (French)" }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Commentaire (French)"])
    _ = try await element("the sound said") { $0.role == "alert" && $0.name == "Audio: Commentaire (French)" }
    _ = try await element("the button's description") {
      $0.name == "Sound and subtitles" && $0.description == "Sound: Commentaire (French); Subtitles: Off"
    }
    let (later, _) = try scrubberValue()
    #expect(later >= position, "playback went on from where it was, not from the start")
  }
}
