import CGettext
import Foundation
import PlayheadCore

/// The program's messages in the person's language, from GNU gettext's catalogs
/// (`LANGUAGE/LC_MESSAGES/playhead.mo` in a locale folder), in the language the environment
/// names (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), as every GNOME program's.
public struct GettextCatalog: TranslationCatalog {
  /// The catalogs' name.
  public static let domain = "playhead"

  /// Binds the domain to `folder` and takes the messages' locale from the environment.
  public init(folder: URL) {
    setlocale(LC_MESSAGES, "")
    setlocale(LC_CTYPE, "")
    bindtextdomain(Self.domain, folder.path)
    bind_textdomain_codeset(Self.domain, "UTF-8")
  }

  /// The catalogs of the program that is running: `TEXTDOMAINDIR` when set (as gettext's shell
  /// scripts read it), else the first `share/locale` holding them above the program's folder
  /// (`/usr/bin` → `/usr/share/locale`; in a build, `.build/share/locale`, where `make locale`
  /// puts them).
  public static func forThisProgram(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> GettextCatalog {
    if let folder = environment["TEXTDOMAINDIR"], !folder.isEmpty {
      return GettextCatalog(folder: URL(fileURLWithPath: folder))
    }
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = program.deletingLastPathComponent()
    for _ in 0..<4 {
      folder = folder.deletingLastPathComponent()
      let locale = folder.appendingPathComponent("share/locale")
      if holdsCatalogs(locale) { return GettextCatalog(folder: locale) }
    }
    return GettextCatalog(folder: URL(fileURLWithPath: "/usr/share/locale"))
  }

  /// Chooses this program's catalogs and the environment's number format for every message.
  public static func useForThisProgram() {
    Translations.use(forThisProgram(), locale: Translations.environmentLocale())
  }

  /// Whether `folder` holds a catalog of this domain in any language.
  private static func holdsCatalogs(_ folder: URL) -> Bool {
    let languages = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return languages.contains {
      FileManager.default.fileExists(atPath: folder.path + "/\($0)/LC_MESSAGES/\(domain).mo")
    }
  }

  // gettext gives back the very pointer it was given when it has no translation, which is only
  // valid inside `withCString`: it is compared, and copied there.

  /// The catalogs' translation of `message`, `nil` when none has it.
  public func translation(of message: String) -> String? {
    message.withCString { key in
      guard let found = dgettext(Self.domain, key), found != UnsafeMutablePointer(mutating: key) else {
        return nil
      }
      return String(cString: found)
    }
  }

  /// The catalogs' form of `singular` and `plural` for `count`, `nil` when none has them.
  public func translation(singular: String, plural: String, count: Int) -> String? {
    singular.withCString { one in
      plural.withCString { other in
        guard let found = dngettext(Self.domain, one, other, UInt(max(count, 0))),
          found != UnsafeMutablePointer(mutating: one), found != UnsafeMutablePointer(mutating: other)
        else { return nil }
        return String(cString: found)
      }
    }
  }
}
