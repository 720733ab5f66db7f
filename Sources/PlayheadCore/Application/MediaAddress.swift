import Foundation

/// Where media is, as a person writes it: a URL with any scheme (`HTTP://` is `http://`; a
/// `file://` URL's percent escapes are decoded), or a file path, relative ones resolved against
/// the working directory. Whether a source reads the scheme is the engine's to say. Nothing is
/// asked of the file system (a path on a hung mount would hang it): `isDirectory: false` keeps
/// Foundation from `stat`ing the path to find out.
public enum MediaAddress {
  /// The URL `text` names; `nil` for empty text or a URL that does not parse.
  public static func url(_ text: String) -> URL? {
    guard !text.isEmpty else { return nil }
    guard let separator = text.range(of: "://"), isScheme(text[..<separator.lowerBound]) else {
      return URL(fileURLWithPath: text, isDirectory: false).standardizedFileURL
    }
    let scheme = text[..<separator.lowerBound].lowercased()
    guard let parsed = URL(string: scheme + text[separator.lowerBound...]) else { return nil }
    return scheme == "file"
      ? URL(fileURLWithPath: parsed.path, isDirectory: false).standardizedFileURL : parsed
  }

  /// The media a pasted or dropped text names, one per line: a `text/uri-list` (its `#` lines
  /// are comments), or addresses and paths as a person copies them. Lines that name nothing
  /// (blank, or not a URL) are left out.
  public static func urls(in text: String) -> [URL] {
    text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && $0.unicodeScalars.first != "#" }
      .compactMap { line in
        // A relative path in a pasted text has no folder to be relative to.
        guard line.contains("://") || line.unicodeScalars.first == "/" else { return nil }
        return url(line)
      }
  }

  /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }
}
