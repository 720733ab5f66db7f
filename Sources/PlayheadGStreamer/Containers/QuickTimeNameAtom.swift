import Foundation

/// A QuickTime or MP4 track's `name` atom (in its `udta`), where FFmpeg and Apple's tools keep a
/// track's title: a 32-bit big-endian size, the type `name`, then the title's bytes (UTF-8, with
/// no terminator, or one NUL).
enum QuickTimeNameAtom {
  /// The title `atom` holds, or `nil` when it is another atom or holds no text.
  static func title(in atom: Data) -> String? {
    let bytes = [UInt8](atom)
    guard bytes.count > 8, bytes[4..<8].elementsEqual("name".utf8) else { return nil }
    let size = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let end = min(size >= 8 ? size : bytes.count, bytes.count)
    let text = bytes[8..<max(end, 8)].prefix { $0 != 0 }
    guard let title = String(bytes: text, encoding: .utf8) else { return nil }
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
