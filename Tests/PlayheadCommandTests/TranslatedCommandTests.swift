import Foundation
import PlayheadFixtures
import Testing

/// The command line in a person's language: its help, its errors and what `probe` prints go
/// through gettext, and its numbers follow the locale.
@Suite struct TranslatedCommandTests {
  /// The words a message may put in untranslated: the program's and its commands' names, the
  /// values options take, and the names of formats and programs.
  private static let names: Set<String> = [
    "playhead", "render", "gallery", "probe", "play", "button", "seek", "mask", "help",
  ]

  /// Under the pseudo-locale, every command's help, a mistyped option, a value out of range and
  /// a missing file say nothing outside the marks gettext's messages carry, but option names,
  /// placeholders and paths.
  @Test(arguments: [
    ["--help"], ["play", "--help"], ["probe", "--help"], ["gallery", "--help"], ["render", "--help"],
    ["render", "play-button", "--help"], ["render", "seek-button", "--help"],
    ["render", "mask-button", "--help"],
    ["play", "--bogus"], ["play", "--headless", "--speed", "9"], ["probe", "/nonexistent/film.mp4"],
    ["render", "seek-button", "--interval", "0", "--out", "/tmp/x.png"],
  ])
  func thePseudoLocaleFindsNoUntranslatedWord(arguments: [String]) throws {
    let environment = try TranslationFixtures.environment(
      language: TranslationFixtures.pseudoLanguage, catalogs: try TranslationFixtures.pseudoCatalog())
    let said = try Self.run(arguments, environment: environment)
    // Option names, the parser's placeholders and paths are not words of a language.
    let words = said.replacing(#/--?[a-z][a-z-]*|<[a-z-]+>|/[^\s:]+/#, with: " ")
    let untranslated = TranslationFixtures.unmarkedWords(in: words, allowing: Self.names)
    #expect(untranslated.isEmpty, "\(untranslated) in: \(said)")
    #expect(said.contains("⟦"), "nothing translated: \(said)")
  }

  /// In German, the help's headings, an error and `probe`'s lines are German, and a duration is
  /// written with a decimal comma.
  @Test func germanIsSpokenAndNumbersAreWrittenTheGermanWay() throws {
    let environment = try TranslationFixtures.environment(
      language: "de", catalogs: try TranslationFixtures.buildCatalogs())
    let help = try Self.run(["--help"], environment: environment)
    #expect(help.contains("OPTIONEN:") && help.contains("UNTERBEFEHLE:"), "\(help)")
    let missing = try Self.run(["probe", "/nonexistent/film.mp4"], environment: environment)
    #expect(missing.contains("nicht gefunden"), "\(missing)")
    let probed = try Self.run(
      ["probe", try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1).path], environment: environment)
    #expect(probed.contains("Dauer: 2,0"), "\(probed)")
  }

  /// `playhead` with `arguments` in `environment`: what it wrote to stdout and stderr.
  private static func run(_ arguments: [String], environment: [String: String]) throws -> String {
    try PlayheadProgram.run(arguments, environment: environment).output
  }
}
