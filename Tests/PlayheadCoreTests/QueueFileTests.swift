import Foundation
import PlayheadCore
import Testing

/// Playlists (M3U) as other programs and people write them, opened as the queue.
@Suite struct QueueFileTests {
  let folder = URL(fileURLWithPath: "/films/lists", isDirectory: true)

  /// Extended M3U's titles and comments are skipped; paths are relative to the list's folder,
  /// absolute, `file://` URIs or other URLs; Windows' separators, CRLF, a byte-order mark and
  /// blank lines are read.
  @Test func entriesAreReadAsMediaPlayersWriteThem() {
    let text = """
      \u{FEFF}#EXTM3U\r
      #EXTINF:123,Artist - Title\r
      Red Planet.mkv\r
      \r
      ..\\music\\Album\\01 Track.mp3\r
        /srv/films/b.webm  \r
      file:///srv/films/a%20b.mkv\r
      https://example.com/live.m3u8?x=1\r
      """
    #expect(
      QueueFile.entries(in: text, folder: folder).map(\.absoluteString) == [
        "file:///films/lists/Red%20Planet.mkv", "file:///films/music/Album/01%20Track.mp3",
        "file:///srv/films/b.webm", "file:///srv/films/a%20b.mkv", "https://example.com/live.m3u8?x=1",
      ])
  }

  /// A path whose first letter carries a combining mark is still a path (Swift's `hasPrefix("/")`
  /// sees one character, "/" with its mark, and said it was not: the fuzzer found it).
  @Test func aSlashWithACombiningMarkStartsAPath() {
    let line = "/\u{350}film.mkv"
    #expect(QueueFile.entries(in: line, folder: folder).map(\.path) == [line])
    #expect(MediaAddress.urls(in: line).map(\.path) == [line])
  }

  /// A `.m3u` written in Windows' Western code page (or Latin-1) is read in it; UTF-8 where it
  /// is UTF-8; UTF-16 after its byte-order mark.
  @Test func everyEncodingPlaylistsAreWrittenInIsRead() {
    #expect(QueueFile.text(of: Data([0x76, 0x69, 0x64, 0xE9, 0x6F, 0x20, 0x96, 0x20, 0x32])) == "vidéo – 2")
    #expect(QueueFile.text(of: Data("vidéo".utf8)) == "vidéo")
    #expect(QueueFile.text(of: Data([0xFF, 0xFE, 0x61, 0, 0xE9, 0])) == "aé")
  }

  /// A playlist on the command line or dropped stands for its media; a list within it too, each
  /// once (lists listing each other twice would grow without end), through symbolic links; an
  /// HLS playlist is a stream's, left as it is; a list that
  /// lists nothing, is missing, or is a FIFO gives nothing, saying why, and the rest is kept.
  @Test func playlistsExpandAndSayWhatTheyCouldNotGive() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ text: String) throws -> URL {
      let url = folder.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      return url
    }
    let outer = try write("outer.m3u", "a.mp4\ninner.m3u8\nouter.m3u\nempty.m3u\ninner.m3u8\nlinked.m3u\n")
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("linked.m3u"),
      withDestinationURL: folder.appendingPathComponent("more.m3u"))
    _ = try write("more.m3u", "d.webm\n")
    _ = try write("inner.m3u8", "#EXTM3U\nb.mkv\nouter.m3u\n")
    _ = try write("empty.m3u", "#EXTM3U\n# nothing\n")
    let stream = try write("live.m3u8", "#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nseg0.ts\n")
    let fifo = folder.appendingPathComponent("pipe.m3u")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let missing = folder.appendingPathComponent("gone.m3u")
    let film = URL(fileURLWithPath: "/films/c.mp4")
    let (urls, problems) = QueueFile.expand([film, outer, stream, fifo, missing])
    #expect(urls.map(\.lastPathComponent) == ["c.mp4", "a.mp4", "b.mkv", "d.webm", "live.m3u8"])
    #expect(
      problems == [
        "\(folder.path)/empty.m3u lists no media",
        "\(fifo.path) cannot be read as a playlist: it is not a regular file",
        "\(missing.path) cannot be read as a playlist: no such file",
      ])
  }
}
