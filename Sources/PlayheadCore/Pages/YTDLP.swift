import Foundation

/// yt-dlp, run to find the media in a web page, as mpv's ytdl_hook runs it: Debian's `yt-dlp`
/// package, or the person's own on their `PATH` (`PLAYHEAD_YTDLP` names another program). One
/// run per page describes it (`--dump-json`) and fetches its subtitles into a folder of their own.
/// yt-dlp is optional: without it, a page fails with a message saying how to get it.
public struct YTDLP: PageResolving {
  /// The program, or `nil` when none is installed.
  public let program: URL?
  /// How long a run may take before it is stopped, in seconds (a page that never answers).
  public var patience: Double = 45
  /// Whether `PLAYHEAD_YTDLP` named the program.
  private let isNamed: Bool

  /// yt-dlp as found in `environment`: `PLAYHEAD_YTDLP`, else `yt-dlp` on `PATH`.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let named = environment["PLAYHEAD_YTDLP"], !named.isEmpty {
      program = URL(fileURLWithPath: named)
      isNamed = true
      return
    }
    isNamed = false
    let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    program = folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent("yt-dlp") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs yt-dlp on `page`, off the main actor: its description and subtitle files. Cancelling
  /// the task stops yt-dlp.
  public func resolve(_ page: URL) async throws(PageError) -> PageMedia {
    guard let program, FileManager.default.isExecutableFile(atPath: program.path) else {
      throw isNamed
        ? PageError(
          translated("a web page, and PLAYHEAD_YTDLP names no program to run: \(program?.path ?? "")"))
        : .noResolver
    }
    // One folder a page, emptied for each run: its subtitles, kept while it plays.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "playhead-page-\(getuid())-\(Data(page.absoluteString.utf8).fingerprint)")
    try? FileManager.default.removeItem(at: folder)
    let arguments = [
      "--dump-json", "--no-simulate", "--skip-download", "--write-subs", "--sub-langs", "all",
      "--no-playlist", "--no-warnings", "--playlist-items", "1", "--socket-timeout", "20",
      "--paths", folder.path, "--output", "%(title).80B.%(ext)s", "--", page.absoluteString,
    ]
    let patience = patience
    let name = UUID()
    let run = await withTaskCancellationHandler {
      await Task.detached { ProgramRun(program, arguments, patience: patience, name: name) }.value
    } onCancel: {
      RunningPrograms.stop(name)
    }
    if Task.isCancelled { throw PageError(translated("a web page no longer wanted")) }
    guard run.status == 0, !run.output.isEmpty else { throw Self.error(from: run) }
    let subtitles =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    return try PageMedia(
      page: page, ytdlpJSON: run.output,
      subtitleFiles: subtitles.sorted { $0.path < $1.path }
    )
  }

  /// What a failed run says, in a person's words: yt-dlp's own ("ERROR: Unsupported URL") read.
  static func error(from run: ProgramRun) -> PageError {
    if run.timedOut { return PageError(translated("a web page yt-dlp took too long to read")) }
    let said = String(decoding: run.errors, as: UTF8.self)
      .split(whereSeparator: \.isNewline)
      .last { $0.hasPrefix("ERROR:") }
      .map { $0.dropFirst("ERROR:".count).trimmingCharacters(in: .whitespaces) }
    guard let said else {
      return PageError(translated("a web page yt-dlp could not read (it exited with \(run.status))"))
    }
    if said.hasPrefix("Unsupported URL") || said.contains("No video formats found") {
      return PageError(translated("a web page with no video yt-dlp can find"))
    }
    return PageError(translated("a web page yt-dlp could not read: \(said)"))
  }
}
