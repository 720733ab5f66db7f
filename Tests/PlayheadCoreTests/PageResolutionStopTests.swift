import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// yt-dlp reading a page the person has left is stopped: no program outlives what waits on it.
@MainActor @Suite struct PageResolutionStopTests {
  /// A yt-dlp that writes its process number to `pidFile`, then never answers.
  private func silentYTDLP(writingTo pidFile: URL) throws -> URL {
    let script = pidFile.deletingLastPathComponent().appendingPathComponent("yt-dlp")
    try "#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec sleep 120\n".write(
      to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  /// Waits for `condition` (for at most 10 s: a hang guard).
  private func poll(_ condition: () -> Bool) async throws -> Bool {
    for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    return condition()
  }

  @Test func ytDLPReadingAPageIsStoppedWhenAnotherAddressLoads() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-stop-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appendingPathComponent("pid")
    let program = try silentYTDLP(writingTo: pidFile)
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.pageResolver = YTDLP(environment: ["PLAYHEAD_YTDLP": program.path])
    let page = URL(string: "http://127.0.0.1:9/watch")!
    controller.load(page, at: 0)
    engine.emit(.failed(MediaError(url: page, kind: .notMedia, detail: "a web page")))
    #expect(try await poll { FileManager.default.fileExists(atPath: pidFile.path) }, "yt-dlp never started")
    let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let process = try #require(pid_t(text))
    #expect(kill(process, 0) == 0, "yt-dlp runs while the page is read")

    controller.load(URL(fileURLWithPath: "/films/film.mkv"), at: 0)
    #expect(try await poll { kill(process, 0) != 0 }, "yt-dlp was left running")
    #expect(
      controller.state == .loading && controller.failureText == nil, "the film loads, the page's end unsaid")
  }
}
