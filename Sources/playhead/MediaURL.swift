import ArgumentParser
import Foundation

/// A media location from the command line: a URL with any scheme (`HTTP://` is `http://`; a
/// `file://` URL's percent escapes are decoded), or a file path, relative ones resolved against
/// the working directory. Whether a source reads the scheme is the engine's to say. Nothing is
/// asked of the file system here (a path on a hung mount would hang it): `isDirectory: false`
/// keeps Foundation from `stat`ing the path to find out.
struct MediaURL: ExpressibleByArgument {
  let url: URL

  init?(argument: String) {
    guard !argument.isEmpty else { return nil }
    guard let separator = argument.range(of: "://"), Self.isScheme(argument[..<separator.lowerBound]) else {
      url = URL(fileURLWithPath: argument, isDirectory: false).standardizedFileURL
      return
    }
    let scheme = argument[..<separator.lowerBound].lowercased()
    guard let parsed = URL(string: scheme + argument[separator.lowerBound...]) else { return nil }
    url =
      scheme == "file" ? URL(fileURLWithPath: parsed.path, isDirectory: false).standardizedFileURL : parsed
  }

  /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }
}
