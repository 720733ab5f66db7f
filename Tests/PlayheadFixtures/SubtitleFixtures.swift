import Foundation

/// Subtitle files as people have them: written in the encodings of their place and time, by
/// iconv (glibc's converter, the tool such files are made and mended with).
extension MediaFixtures {
  /// A file named `name` holding `text` in `encoding` (iconv's name for it: "CP1251",
  /// "SHIFT_JIS", "UTF-16"), in a folder of its own for `folder`; written again each time.
  package static func subtitleFile(_ name: String, saying text: String, in encoding: String, folder: String)
    throws
    -> URL
  {
    let place = MediaFixtures.folder.appendingPathComponent("subtitle-files/\(folder)")
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    let source = place.appendingPathComponent("\(name).utf-8")
    try Data(text.utf8).write(to: source, options: .atomic)
    defer { try? FileManager.default.removeItem(at: source) }
    let file = place.appendingPathComponent(name)
    try run(
      "iconv", ["-f", "UTF-8", "-t", encoding, "-o", file.path, source.path],
      making: "\(name) in \(encoding)",
      partial: file)
    return file
  }
}
