import Foundation
import PlayheadFixtures
import Testing

extension PlayerWindowTests {
  /// What a screen reader hears of the window under the pseudo-locale — the bar, the keys'
  /// list, the preferences, the main menu — and what it says of a file it cannot play holds no
  /// word outside gettext's marks, but the media's name and the fonts'.
  @Test func thePseudoLocaleFindsNoUntranslatedWordInTheWindow() async throws {
    let settings = try TranslationFixtures.settings(
      language: TranslationFixtures.pseudoLanguage, catalogs: try TranslationFixtures.pseudoCatalog())
    let video = try blueVideo()
    let player = try desktop.start(
      Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"], setting: settings)
    defer { player.terminate() }
    let window = try await window(titled: "blue-20.mp4")
    _ = try await element("the bar") { $0.role == "push button" && $0.name.hasPrefix("⟦Pause") }
    try expectEveryWordMarked("the bar")
    try key("question", in: window)
    _ = try await element("the keys' list") { $0.name.contains("⟦Play or pause⟧") }
    try expectEveryWordMarked("the keys' list")
    try key("Escape", in: window)
    try key("F10", in: window)
    _ = try await element("the main menu") { $0.name.contains("⟦Keyboard Shortcuts⟧") }
    try expectEveryWordMarked("the main menu")
    try key("Escape", in: window)
    try key("ctrl+comma", in: window)
    _ = try await element("the preferences") { $0.name == "⟦Skip length⟧" }
    try expectEveryWordMarked("the preferences")

    let junk = folder.appendingPathComponent("notes.mp4")
    try Data("not a film".utf8).write(to: junk)
    let log = folder.appendingPathComponent("junk.log")
    let failing = try desktop.start(Self.playhead, ["play", junk.path], setting: settings, loggingTo: log)
    _ = try await until("the junk to fail") { failing.isRunning ? nil : true }
    let said = try String(contentsOf: log, encoding: .utf8)
    let words = TranslationFixtures.unmarkedWords(
      in: said.replacing(junk.path, with: ""), allowing: ["playhead"])
    #expect(words.isEmpty && said.contains("⟦"), "\(words) in \(said)")
  }

  /// A right-to-left locale (Hebrew, whose GTK translation says so) mirrors the window around
  /// the bar, as GNOME's guidelines ask: the preferences' labels go to the right of their
  /// choices; the bar's transport and its times stay left to right, and the main menu stays at
  /// the top right, clear of the messages at the top left.
  @Test func aRightToLeftLocaleMirrorsTheWindowButNotTheTransport() async throws {
    let settings = try TranslationFixtures.settings(
      language: nil, catalogs: try TranslationFixtures.buildCatalogs(), locale: "he_IL")
    let video = try blueVideo()
    let player = try desktop.start(
      Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"], setting: settings)
    defer { player.terminate() }
    let window = try await window(titled: "blue-20.mp4")
    let menu = try await button("Main Menu")
    let (back, forward) = (try await button("Back 10 seconds"), try await button("Forward 10 seconds"))
    let elapsed = try await element("the elapsed time") { $0.role == "label" && Self.seconds($0.name) != nil }
    let total = try await button("Total time")
    let x = { (element: AccessibleElement) in element.frame?.x ?? -1 }
    #expect(x(menu) > 320, "the main menu at the right: \(menu)")
    #expect(x(back) < x(forward) && x(elapsed) < x(total), "the transport left to right")
    try key("ctrl+comma", in: window)
    let label = try await element("a preference's label") { $0.role == "label" && $0.name == "Skip length" }
    let choice = try await element("its first choice") {
      $0.role == "check box" && $0.name == "Skip 5 seconds"
    }
    #expect(x(label) > x(choice), "the label at the right: \(label), \(choice)")
  }

  /// Every element a screen reader finds has no word outside the pseudo-locale's marks but the
  /// program's and the media's names, the fonts', and GTK's own words (its inner widgets' names,
  /// and the menu's key labels, which GTK's catalog translates).
  private func expectEveryWordMarked(_ what: String) throws {
    let allowed: Set<String> = ["playhead", "blue", "mp4", "DejaVu", "Sans", "None", "Ctrl"]
    for element in try elements() where !element.name.hasPrefix("Gtk") {
      let words = TranslationFixtures.unmarkedWords(
        in: element.name + " " + element.description, allowing: allowed)
      #expect(words.isEmpty, "\(what): \(words) in \(element.role) \(element.name) | \(element.description)")
    }
  }
}
