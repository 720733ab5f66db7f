import Foundation
import PlayheadCore
import Testing

/// Messages as gettext's catalogs see them: the key a literal makes, its values put back in the
/// translation's order, the plural form the language's rule picks, and numbers in the locale.
@Suite struct TranslationTests {
  /// A catalog of a few messages, with French's plural rule (1 and 0 singular).
  struct Catalog: TranslationCatalog {
    let messages: [String: String]
    let plurals: [String: (String, String)]

    func translation(of message: String) -> String? { messages[message] }

    func translation(singular: String, plural: String, count: Int) -> String? {
      plurals[singular].map { count > 1 ? $0.1 : $0.0 }
    }
  }

  @Test func aLiteralIsKeyedAsMakePotWritesItsMessage() {
    let file = "film.mp4"
    let text: TranslatableText = "\(file): 50 % read, \(3) left"
    #expect(text.message == "%s: 50 %% read, %s left")
    #expect(text.values == ["film.mp4", "3"])
    #expect(text.translated(by: nil) == "film.mp4: 50 % read, 3 left", "English without a catalog")
  }

  @Test func aTranslationPutsTheValuesWhereItsPlaceholdersSay() {
    let catalog = Catalog(
      messages: ["Loop %s to %s": "Boucle jusqu'à %2$s depuis %1$s", "%s: %s": "%s : %s (100 %%)"],
      plurals: [:])
    let (start, end) = ("1:05", "1:20")
    let reordered: TranslatableText = "Loop \(start) to \(end)"
    #expect(reordered.translated(by: catalog) == "Boucle jusqu'à 1:20 depuis 1:05")
    let plain: TranslatableText = "\(start): \(end)"
    #expect(plain.translated(by: catalog) == "1:05 : 1:20 (100 %)")
    let unknown: TranslatableText = "Nothing \(start)"
    #expect(unknown.translated(by: catalog) == "Nothing 1:05", "a message the catalog lacks stays English")
  }

  @Test func thePluralFormIsTheLanguagesChoice() {
    let catalog = Catalog(messages: [:], plurals: ["%s second": ("%s seconde", "%s secondes")])
    let form = { (count: Int, catalog: Catalog?) in
      TranslatableText.form(one: "\(count) second", other: "\(count) seconds", count: count, by: catalog)
    }
    #expect(
      form(0, catalog) == "0 seconde" && form(1, catalog) == "1 seconde" && form(2, catalog) == "2 secondes")
    #expect(form(0, nil) == "0 seconds" && form(1, nil) == "1 second", "English's rule without a catalog")
  }

  @Test func theLocaleComesFromTheEnvironmentAsGettextReadsIt() {
    let german = Translations.environmentLocale(environment: ["LANG": "de_DE.UTF-8"])
    #expect(
      german.identifier.hasPrefix("de_DE") && Translations.number(1.5, fractionDigits: 1, in: german) == "1,5"
    )
    let overridden = Translations.environmentLocale(environment: [
      "LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8",
    ])
    #expect(overridden.identifier.hasPrefix("fr_FR"))
    let arabic = Translations.environmentLocale(environment: ["LANG": "ar_EG.UTF-8"])
    let written = Translations.number(1.5, fractionDigits: 2, in: arabic)
    let western = written.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(western, "Western digits: \(written)")
    #expect(Translations.environmentLocale(environment: ["LANG": "C.UTF-8"]).identifier == "en_US_POSIX")
    #expect(Translations.environmentLocale(environment: [:]).identifier == "en_US_POSIX")
  }

  @Test func numbersAreWrittenAsTheLocaleWritesThem() {
    let german = Locale(identifier: "de_DE")
    #expect(Translations.number(1.5, fractionDigits: 2, in: german) == "1,5")
    #expect(Translations.number(1234, in: german) == "1.234")
    #expect(Translations.number(1.25, fractionDigits: 2, in: Locale(identifier: "en_US")) == "1.25")
  }
}
