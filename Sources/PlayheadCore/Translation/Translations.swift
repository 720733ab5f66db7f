import Foundation
import Synchronization

/// The catalog and locale the text a person reads is written in, chosen once as a program starts
/// (`use(_:locale:)`); until then, the English of the source and its numbers.
public enum Translations {
  private static let chosen = Mutex<(catalog: (any TranslationCatalog)?, locale: Locale)>(
    (nil, Locale(identifier: "en_US_POSIX")))

  /// Looks up every later message in `catalog`, and writes numbers as `locale` does.
  public static func use(_ catalog: any TranslationCatalog, locale: Locale) {
    chosen.withLock { $0 = (catalog, locale) }
  }

  /// The locale numbers are written in.
  public static var locale: Locale { chosen.withLock { $0.locale } }

  /// The catalog chosen, `nil` before one is.
  static var catalog: (any TranslationCatalog)? { chosen.withLock { $0.catalog } }

  /// The locale a person chose in the environment, as gettext reads it: `LC_ALL`, then
  /// `LC_NUMERIC`, then `LANG`, with Western digits; the POSIX
  /// locale when none names one.
  public static func environmentLocale(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Locale {
    let name =
      ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
    let identifier = name.prefix { $0 != "." && $0 != "@" }
    // Western digits in every language, as the times are written: Arabic's own in one label and
    // not the next would read worse than either.
    return identifier == "C" || identifier == "POSIX"
      ? Locale(identifier: "en_US_POSIX") : Locale(identifier: "\(identifier)@numbers=latn")
  }
}

extension Translations {
  /// `value` written as `locale` (the chosen one) writes numbers, with up to `fractionDigits`
  /// digits after its decimal separator: "1.5" in English, "1,5" in German.
  public static func number(_ value: Double, fractionDigits: Int = 0, in locale: Locale = locale) -> String {
    value.formatted(
      .number.precision(.fractionLength(0...fractionDigits)).grouping(.automatic).locale(locale))
  }

  /// `value` with exactly `digits` digits after the chosen locale's decimal separator and no
  /// grouping, as a measurement is written: "12.500" in English, "12,500" in German.
  public static func decimal(_ value: Double, digits: Int) -> String {
    value.formatted(.number.precision(.fractionLength(digits)).grouping(.never).locale(locale))
  }

  /// A whole number as `locale` (the chosen one) writes it: "1,234" in English, "1.234" in German.
  public static func number(_ value: Int, in locale: Locale = locale) -> String {
    value.formatted(.number.locale(locale))
  }
}
