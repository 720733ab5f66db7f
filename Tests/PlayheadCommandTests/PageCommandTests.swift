import Foundation
import PlayheadFixtures
import Testing

/// A web page's address, played and probed as mpv plays one: yt-dlp (Debian's package, its
/// generic extractor) finds the video in a page served on 127.0.0.1; its title, formats and
/// subtitles come with it. A page with no video, and a machine without yt-dlp, say so.
@Suite struct PageCommandTests {
  /// `playhead probe` on `address`, with `environment` added: its exit status, standard output
  /// and standard error.
  private func probe(_ address: URL, environment: [String: String] = [:]) throws -> (Int32, String, String) {
    let process = Process()
    let (output, errors) = (Pipe(), Pipe())
    process.executableURL = URL(fileURLWithPath: PlayheadProgram.path)
    process.arguments = ["probe", address.absoluteString]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let complained = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, said, complained)
  }

  @Test func aPagesVideoIsFoundWithItsTitleFormatsAndSubtitles() throws {
    let folder = try MediaFixtures.webPage()
    let server = try FaultServer(folder: MediaFixtures.folder)
    let page = server.url("ok", folder.appendingPathComponent("page.html"))
    let (status, said, complained) = try probe(page)
    #expect(status == 0, "\(complained)")
    let lines = said.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("found in the page: \(server.url("ok", folder.appendingPathComponent("clip-360.mp4")))"))
    #expect(lines.contains("title: A Walk in the Park"), "the page's title: \(said)")
    #expect(lines.contains("video: 640x360"), "the best format: \(said)")
    let variants = lines.drop { $0 != "variants:" }.dropFirst().prefix { $0.hasPrefix("  ") }
    #expect(variants.map { $0.trimmingCharacters(in: .whitespaces) } == ["360p", "180p"], "\(said)")
    #expect(lines.contains { $0.contains("subtitles (WebVTT)") && $0.contains(".en.vtt") }, "\(said)")
  }

  @Test func aPageWithNoVideoSaysSo() throws {
    let folder = try MediaFixtures.webPage()
    let server = try FaultServer(folder: MediaFixtures.folder)
    let page = server.url("ok", folder.appendingPathComponent("empty.html"))
    let (status, _, complained) = try probe(page)
    #expect(status == 1)
    #expect(
      complained.contains("\(page.absoluteString): is a web page with no video yt-dlp can find"),
      "\(complained)")
  }

  /// yt-dlp is optional: without it, a page says how to get it, and media plays as ever.
  @Test func withoutYTDLPAPageSaysHowToGetItAndMediaStillPlays() throws {
    let folder = try MediaFixtures.webPage()
    let server = try FaultServer(folder: MediaFixtures.folder)
    // A PATH without yt-dlp on it.
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-programs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let missing = ["PATH": empty.path, "PLAYHEAD_YTDLP": ""]
    let page = server.url("ok", folder.appendingPathComponent("page.html"))
    let (status, _, complained) = try probe(page, environment: missing)
    #expect(status == 1)
    #expect(
      complained.contains(
        "\(page.absoluteString): is a web page, and yt-dlp, which finds the video in one, is not installed: "
          + "apt install yt-dlp"), "\(complained)")
    let (played, said, _) = try probe(
      server.url("ok", folder.appendingPathComponent("clip-180.mp4")), environment: missing)
    #expect(played == 0 && said.contains("video: 320x180"))
    // A program named that is not there is named.
    let (named, _, why) = try probe(page, environment: ["PLAYHEAD_YTDLP": "/nonexistent/yt-dlp"])
    #expect(
      named == 1 && why.contains("PLAYHEAD_YTDLP names no program to run: /nonexistent/yt-dlp"), "\(why)")
  }
}
