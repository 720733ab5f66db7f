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

  /// `message` in the chosen catalog's language, or as it is.
  static func text(of message: String) -> String {
    chosen.withLock { $0.catalog }?.translation(of: message) ?? message
  }

  /// The form of `singular` and `plural` that `count` takes, from the chosen catalog, or English's.
  static func text(singular: String, plural: String, count: Int) -> String {
    chosen.withLock { $0.catalog }?.translation(singular: singular, plural: plural, count: count)
      ?? (count == 1 ? singular : plural)
  }

  /// The locale a person chose in the environment, as gettext reads it: `LC_ALL`, then
  /// `LC_NUMERIC` (or `LC_MESSAGES` for the language), then `LANG`; the POSIX locale when none
  /// names one.
  public static func environmentLocale(
    for category: String = "LC_NUMERIC", environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Locale {
    let name = ["LC_ALL", category, "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
    let identifier = name.prefix { $0 != "." && $0 != "@" }
    return identifier == "C" || identifier == "POSIX"
      ? Locale(identifier: "en_US_POSIX") : Locale(identifier: String(identifier))
  }
}

extension Translations {
  /// `value` written as the chosen locale writes numbers, with up to `fractionDigits` digits after
  /// its decimal separator: "1.5" in English, "1,5" in German.
  public static func number(_ value: Double, fractionDigits: Int = 0) -> String {
    value.formatted(
      .number.precision(.fractionLength(0...fractionDigits)).grouping(.automatic).locale(locale))
  }

  /// A whole number as the chosen locale writes it: "1,234" in English, "1.234" in German.
  public static func number(_ value: Int) -> String { value.formatted(.number.locale(locale)) }
}
