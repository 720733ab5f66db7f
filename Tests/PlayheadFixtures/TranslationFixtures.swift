import Foundation

/// What the translation tests run in. GNU gettext reads no catalog while the locale is C, so the
/// locales a person would have are made with `localedef` into a folder of their own (`LOCPATH`).
/// The build's catalogs are `scripts/make-locale`'s; the pseudo-locale's, made from the template
/// (`po/playhead.pot`) with each message marked ⟦…⟧, show a string that never went through
/// gettext as text outside the marks.
package enum TranslationFixtures {
  /// The repository's root.
  package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The pseudo-locale's language, as `LANGUAGE` names it.
  package static let pseudoLanguage = "x-pseudo"

  /// A folder holding the UTF-8 locales `names` ("de_DE", "he_IL"), for `LOCPATH`.
  package static func locales(_ names: [String] = ["de_DE", "fr_FR", "es_ES", "he_IL"]) throws -> URL {
    try MediaFixtures.fixture("locales-" + names.joined(separator: "-")) { partial in
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      for name in names {
        // -c: a definition's warnings (a missing transliteration) do not stop it.
        try MediaFixtures.run(
          "localedef",
          ["-c", "-i", name, "-f", "UTF-8", partial.appendingPathComponent("\(name).UTF-8").path],
          making: "the \(name) locale", partial: partial)
      }
    }
  }

  /// The build's catalogs (`TEXTDOMAINDIR`), which `make test` makes before the tests run.
  package static func buildCatalogs() throws -> URL {
    let folder = root.appendingPathComponent(".build/share/locale")
    guard
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("de/LC_MESSAGES/playhead.mo").path)
    else {
      throw MediaFixtures.Failure(
        description: "no catalogs in \(folder.path): run scripts/make-locale (make test does)")
    }
    return folder
  }

  /// A new folder (`TEXTDOMAINDIR`) holding the pseudo-locale's catalog: every message of the
  /// template as its English, each line marked ⟦…⟧, its placeholders kept.
  package static func pseudoCatalog() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pseudo-\(UUID().uuidString)")
    let messages = folder.appendingPathComponent("\(pseudoLanguage)/LC_MESSAGES")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    let english = folder.appendingPathComponent("en.po")
    let pseudo = folder.appendingPathComponent("pseudo.po")
    let template = root.appendingPathComponent("po/playhead.pot").path
    try MediaFixtures.run(
      "msgen", ["-o", english.path, template], making: "the English catalog", partial: folder)
    try MediaFixtures.run(
      "msgfilter",
      ["--keep-header", "-i", english.path, "-o", pseudo.path, "sed", "-e", "s/^/⟦/", "-e", "s/$/⟧/"],
      making: "the pseudo-locale", partial: folder)
    try MediaFixtures.run(
      "msgfmt", ["-o", messages.appendingPathComponent("playhead.mo").path, pseudo.path],
      making: "the pseudo-locale's catalog", partial: folder)
    return folder
  }

  /// The environment of a program run in `language` (`LANGUAGE`) with the catalogs in
  /// `catalogs`, on a German system locale (`LANG`) whose numbers it writes; `locale` in its
  /// place for another system locale.
  package static func environment(
    language: String?, catalogs: URL, locale: String = "de_DE"
  ) throws -> [String: String] {
    ProcessInfo.processInfo.environment.merging(
      try settings(language: language, catalogs: catalogs, locale: locale)
    ) {
      $1
    }
  }

  /// The entries of `environment(language:catalogs:locale:)` that choose the language and locale,
  /// to set over another environment (`LANGUAGE` empty without a language: the locale's).
  package static func settings(
    language: String?, catalogs: URL, locale: String = "de_DE"
  ) throws -> [String: String] {
    [
      "LOCPATH": try locales().path, "LANG": "\(locale).UTF-8", "LANGUAGE": language ?? "",
      "TEXTDOMAINDIR": catalogs.path, "LC_ALL": "", "LC_MESSAGES": "", "LC_NUMERIC": "",
    ]
  }

  /// The words of `text` that are outside the pseudo-locale's marks and not in `allowed`: a
  /// word is three letters or more; what a message puts in (a file's name, an option) is allowed.
  package static func unmarkedWords(in text: String, allowing allowed: Set<String>) -> [String] {
    var outside = ""
    var depth = 0
    for character in text {
      if character == "⟦" {
        depth += 1
      } else if character == "⟧" {
        depth = max(depth - 1, 0)
      } else if depth == 0 {
        outside.append(character)
      }
    }
    return outside.split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 && !allowed.contains($0) }
  }
}
