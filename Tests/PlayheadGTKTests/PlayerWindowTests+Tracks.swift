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

extension PlayerWindowTests {
  /// A film without subtitles still has the sound-and-subtitles button: its menu's "Add
  /// subtitles file…" opens a file chooser ("Add Subtitles"), and the file chosen there is added
  /// to the film and shown, its cue over the picture.
  @Test func aSubtitleFileIsAddedFromTheMenu() async throws {
    let video = try blueVideo()
    let file = folder.appendingPathComponent("added-\(UUID().uuidString.prefix(8)).srt")
    try Data("1\n00:00:00,000 --> 00:00:30,000\nAdded from the menu\n".utf8).write(to: file)
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    _ = try await element("the tracks button") {
      $0.role == "push button" && $0.name == "Sound and subtitles"
    }
    // Pressed again while it has not opened: a press before the window is on the screen opens
    // nothing (a loaded machine is slow to map it).
    _ = try await until("the menu's last choice") { () -> Void? in
      if (try? elements())?.contains(where: { $0.name == "Add subtitles file…" }) == true { return () }
      _ = try? desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Sound and subtitles"])
      Thread.sleep(forTimeInterval: 2)
      return nil
    }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Add subtitles file…"])
    let chooser = try await self.window(titled: "Add Subtitles")
    try desktop.run("/usr/bin/xdotool", ["windowfocus", "--sync", chooser])
    try await Task.sleep(for: .milliseconds(500))
    try desktop.run("/usr/bin/xdotool", ["type", "--delay", "20", file.path])
    try await Task.sleep(for: .milliseconds(300))
    try desktop.run("/usr/bin/xdotool", ["key", "Return"])
    _ = try await element("the file taken, in the button's description") {
      $0.name == "Sound and subtitles" && $0.description.contains(file.lastPathComponent)
    }
    let frame = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    _ = try await until("the added cue over the picture") {
      let screen = try screenshot()
      let white = (frame.y + 150..<frame.y + 248).reduce(0) { count, y in
        count
          + screen.pixels[(y * screen.width + frame.x + 100)..<(y * screen.width + frame.x + 540)].filter {
            ($0 >> 16) & 0xFF > 220 && ($0 >> 8) & 0xFF > 220 && $0 & 0xFF > 220
          }.count
      }
      return white > 100 ? () : nil
    }
  }
}
