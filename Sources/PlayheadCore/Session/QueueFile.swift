import Foundation

/// A playlist file, M3U or extended M3U (`.m3u`, `.m3u8`), as media players and music
/// programs write them: one entry a line (a path, absolute or relative to the file's folder,
/// or a URL), `#` lines for comments and `#EXTINF` titles. Opening one makes its entries the
/// queue. An HLS playlist, also `.m3u8`, is a stream's segments, not a queue: it is left to the
/// engine.
public enum QueueFile {
  /// The endings of the files read as queues.
  public static let extensions: Set<String> = ["m3u", "m3u8"]

  /// The largest queue file read (more is not a list a person made).
  static let largestFile = 16 << 20

  /// Whether `url` names a local file with a queue file's ending.
  public static func isQueueFile(_ url: URL) -> Bool {
    url.isFileURL && extensions.contains(url.pathExtension.lowercased())
  }

  /// Whether `text` is an HLS playlist (the segments of a stream) rather than a queue.
  public static func isStreamPlaylist(_ text: String) -> Bool {
    text.contains("#EXT-X-")
  }

  /// The media `text` lists, in order; relative paths are resolved against `folder` (the
  /// file's). `\` separates folders in a path written on Windows, where no `/` does.
  public static func entries(in text: String, folder: URL) -> [URL] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      var entry = line.trimmingCharacters(in: .whitespaces)
      if entry.hasPrefix("\u{FEFF}") { entry.removeFirst() }
      guard !entry.isEmpty, entry.unicodeScalars.first != "#" else { return nil }
      if !entry.contains("://") && !entry.contains("/") && entry.contains("\\") {
        entry = entry.replacingOccurrences(of: "\\", with: "/")
      }
      if entry.contains("://") || entry.unicodeScalars.first == "/" { return MediaAddress.url(entry) }
      return URL(fileURLWithPath: entry, isDirectory: false, relativeTo: folder).standardizedFileURL
    }
  }

  /// The text of a queue file's bytes: UTF-16 after its byte-order mark, UTF-8 (`.m3u8`, and
  /// most `.m3u` now), else Windows' Western code page (Latin-1 with typographic marks), in which
  /// `.m3u` was first written.
  public static func text(of data: Data) -> String {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]),
      let text = String(data: data, encoding: .utf16)
    {
      return text
    }
    return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .windowsCP1252)
      ?? String(data: data, encoding: .isoLatin1) ?? ""
  }

  /// `urls` with each queue file among them replaced by its entries (a list within a list too,
  /// each list once however often it is listed, so that lists listing each other end), and what
  /// kept a queue file from giving any, said for a person: "…/films.m3u lists no media". Only
  /// regular files are read, through symbolic links (a FIFO would never end).
  public static func expand(_ urls: [URL]) -> (urls: [URL], problems: [String]) {
    var problems: [String] = []
    var read: Set<URL> = []
    func expand(_ urls: [URL]) -> [URL] {
      urls.flatMap { url -> [URL] in
        guard isQueueFile(url) else { return [url] }
        let file = url.resolvingSymlinksInPath()
        guard read.insert(file).inserted else { return [] }
        switch Self.read(file) {
        case .success(let text) where isStreamPlaylist(text): return [url]
        case .success(let text):
          let entries = expand(entries(in: text, folder: url.deletingLastPathComponent()))
          if entries.isEmpty { problems.append(translated("\(url.path) lists no media")) }
          return entries
        case .failure(let problem):
          problems.append(translated("\(url.path) cannot be read as a playlist: \(problem.reason)"))
          return []
        }
      }
    }
    return (expand(urls), problems)
  }

  /// Why a queue file could not be read.
  struct Problem: Error {
    /// The cause, in a person's words.
    let reason: String
  }

  /// The text of the queue file at `url`.
  static func read(_ url: URL) -> Result<String, Problem> {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    } catch {
      return .failure(Problem(reason: translated("no such file")))
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      return .failure(Problem(reason: translated("it is not a regular file")))
    }
    guard (attributes[.size] as? Int ?? 0) <= largestFile else {
      return .failure(Problem(reason: translated("it is larger than 16 MB")))
    }
    guard let data = Data.contents(of: url, size: attributes[.size] as? Int ?? 0) else {
      return .failure(Problem(reason: translated("permission denied")))
    }
    return .success(text(of: data))
  }
}
