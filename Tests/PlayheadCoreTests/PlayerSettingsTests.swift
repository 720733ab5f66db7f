import Foundation
import PlayheadCore
import Testing

/// What the player remembers between runs, and where.
@Suite struct PlayerSettingsTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-settings-\(UUID())")

  @Test func whatIsWrittenIsReadBack() throws {
    let file = PlayerSettings.file(in: folder.appendingPathComponent("made/on/the/way"))
    let settings = PlayerSettings(volume: 0.35, showsRemainingTime: true)
    try settings.write(to: file)
    #expect(PlayerSettings.read(from: file) == settings)
    try PlayerSettings(volume: 1.2).write(to: file)
    #expect(PlayerSettings.read(from: file) == PlayerSettings(volume: 1.2), "written over")
    try FileManager.default.removeItem(at: folder)
  }

  /// A missing, empty, damaged or foreign file gives the defaults for what it lacks; a level out
  /// of range is brought within it. None of them stops the player.
  @Test(arguments: [
    (nil, PlayerSettings()), ("", PlayerSettings()), ("{\"volume\": 0.4", PlayerSettings()),
    ("[1, 2]", PlayerSettings()), ("{\"volume\": 9}", PlayerSettings(volume: 1.5)),
    ("{\"volume\": -1, \"showsRemainingTime\": true}", PlayerSettings(volume: 0, showsRemainingTime: true)),
    ("{\"volume\": \"loud\", \"showsRemainingTime\": true}", PlayerSettings(showsRemainingTime: true)),
  ])
  func anyFileStartsThePlayer(text: String?, settings: PlayerSettings) throws {
    let file = PlayerSettings.file(in: folder)
    if let text {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    #expect(PlayerSettings.read(from: file) == settings)
    try? FileManager.default.removeItem(at: folder)
  }

  /// The XDG Base Directory rules: XDG_STATE_HOME when it is absolute, else ~/.local/state.
  @Test func theStateFolderFollowsXDG() {
    #expect(StateFolder.url(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path == "/s/playhead")
    #expect(
      StateFolder.url(environment: ["XDG_STATE_HOME": "s", "HOME": "/h"])?.path == "/h/.local/state/playhead")
    #expect(StateFolder.url(environment: ["HOME": "/h"])?.path == "/h/.local/state/playhead")
    #expect(StateFolder.url(environment: ["HOME": "h"]) == nil && StateFolder.url(environment: [:]) == nil)
  }

  /// A file that cannot be written says so (the window reports it and loses nothing else).
  @Test func aFolderThatCannotBeMadeFailsTheWrite() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let blocker = folder.appendingPathComponent("file")
    try Data().write(to: blocker)
    #expect(throws: (any Error).self) { try PlayerSettings().write(to: PlayerSettings.file(in: blocker)) }
    try FileManager.default.removeItem(at: folder)
  }
}

extension PlayerSettingsTests {
  /// A settings file from before the preferences reads with their defaults, and one holding
  /// values the window does not offer reads with the defaults in their place.
  @Test func preferencesMissingOrOutOfRangeReadAsTheDefaults() throws {
    let old = try JSONDecoder().decode(PlayerSettings.self, from: Data(#"{"volume": 0.5}"#.utf8))
    #expect(old.volume == 0.5 && old.skipSeconds == 10 && old.controlsHideDelay == 3 && old.resumes)
    #expect(old.speed == 1 && old.wheelOverVideo == .volume && old.subtitleStyle.font == "DejaVu Sans")
    let odd = try JSONDecoder().decode(
      PlayerSettings.self,
      from: Data(
        #"{"skipSeconds": 7, "controlsHideDelay": "x", "speed": 99, "wheelOverVideo": "zoom", "resumes": false, "subtitleStyle": {"font": ""}}"#
          .utf8))
    #expect(
      odd.skipSeconds == 10 && odd.controlsHideDelay == 3 && odd.speed == 4 && odd.wheelOverVideo == .volume)
    #expect(!odd.resumes && odd.subtitleStyle.font == "DejaVu Sans")
  }
}
