import Foundation
import PlayheadCore
import Testing

extension PlayerWindowTests {
  /// The preferences as a person uses them with the keyboard, the pointer and a screen reader:
  /// Ctrl+, opens them, Escape closes them; each choice applies at once (the SeekButtons say the new skip length, the bar's slider
  /// moves with the default volume, the subtitles take the font typed into the font list); they
  /// are in the settings file when the window ends, and the next window opens with them.
  @Test func thePreferencesApplyAtOnceAndAreKept() async throws {
    let video = try blueVideo()
    let first = try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"])
    let firstWindow = try await window(titled: "blue-20.mp4")
    _ = try await button("Pause")
    try key("ctrl+comma", in: firstWindow)
    _ = try await element("the preferences") { $0.role == "check box" && $0.name == "Skip 30 seconds" }

    // The first control has the keyboard: Home takes the volume down to nothing, and a screen
    // reader sets it to half.
    let preferences = try await window(titled: "Preferences")
    try key("Home", in: preferences)
    _ = try await until("the bar's slider at 0 %") { (try? volumeSliderPercent()) == 0 ? () : nil }
    try atspi("set-value", "Default volume", "0.5")
    _ = try await until("the bar's slider at 50 %") { (try? volumeSliderPercent()) == 50 ? () : nil }
    try await choose("Skip 30 seconds")
    _ = try await button("Forward 30 seconds")
    _ = try await button("Back 30 seconds")
    for choice in ["Hide after 1 second", "Skips back and forth", "Large subtitles", "Yellow subtitles"] {
      try await choose(choice)
    }
    try await choose("Go on where media was left")
    try click(try await element("the font list") { $0.role == "combo box" && $0.name == "Font" })
    // The list opens under it, with a search entry above (Shift+Tab reaches it): what is typed
    // there leaves the fonts whose names begin so; Down goes to the first, Return takes it.
    _ = try await element("the list open") { $0.role == "entry" && $0.name == "GtkSearchEntry" }
    try await Task.sleep(for: .milliseconds(500))
    try desktop.run("/usr/bin/xdotool", ["key", "shift+Tab"])
    try desktop.run("/usr/bin/xdotool", ["type", "DejaVu Serif"])
    try await Task.sleep(for: .milliseconds(500))
    try desktop.run("/usr/bin/xdotool", ["key", "Down", "Return"])
    _ = try await element("the font chosen") { $0.role == "label" && $0.name == "DejaVu Serif" }
    try desktop.run("/usr/bin/xdotool", ["key", "Escape"])
    _ = try await until("the preferences to close") {
      try elements().contains { $0.name == "Skip 30 seconds" } ? nil : ()
    }

    kill(first.processIdentifier, SIGTERM)
    _ = try await until("the first window to end") { first.isRunning ? nil : true }
    let kept = PlayerSettings.read(
      from: PlayerSettings.file(in: desktop.stateFolder.appendingPathComponent("playhead")))
    #expect(kept.skipSeconds == 30 && kept.controlsHideDelay == 1 && kept.wheelOverVideo == .seek)
    #expect(!kept.resumes && kept.volume == 0.5)
    #expect(kept.subtitleStyle == SubtitleStyle(size: .large, color: "yellow", font: "DejaVu Serif"))

    let second = try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"])
    defer { second.terminate() }
    let again = try await window(titled: "blue-20.mp4")
    _ = try await button("Forward 30 seconds")
    try key("ctrl+comma", in: again)
    let skip = try await element("the skip length") { $0.role == "check box" && $0.name == "Skip 30 seconds" }
    #expect(skip.states.contains("checked"))
    let resumes = try await element("resuming") {
      $0.role == "check box" && $0.name == "Go on where media was left"
    }
    #expect(!resumes.states.contains("checked"))
  }

  /// Clicks the check box or radio button `name` (GTK 4.8's offer a screen reader no action).
  func choose(_ name: String) async throws {
    try click(try await element(name) { $0.role == "check box" && $0.name == name })
  }

  /// Runs the screen reader's client with `arguments`.
  func atspi(_ arguments: String...) throws {
    _ = try desktop.run("/usr/bin/python3", [Self.atspiClient] + arguments)
  }
}
