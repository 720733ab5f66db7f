import Foundation

/// A live HLS stream FFmpeg makes in real time (`-re`): a 640×360 test picture with a tone,
/// one-second segments, a sliding playlist of `window` segments whose old segments are deleted,
/// in a folder of its own under `MediaFixtures.folder`, for the fault server to serve. It runs
/// until `stop()` (or for `seconds`), so a player sees its window move.
package final class LiveHLSStream {
  /// The playlist, under `MediaFixtures.folder`.
  package let playlist: URL
  private let folder: URL
  private let process: Process

  /// Starts the stream and returns once its playlist lists three segments (a player joins three
  /// segments from the end); throws when FFmpeg cannot start it (the 60 s limit is only a hang
  /// guard).
  package init(window: Int = 12, seconds: Int = 300) async throws {
    let name = "live-\(UUID().uuidString.prefix(8))"
    folder = MediaFixtures.folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    playlist = folder.appendingPathComponent("live.m3u8")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffmpeg", "-nostdin", "-loglevel", "error", "-re", "-f", "lavfi", "-i",
      "testsrc2=size=640x360:rate=25", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "\(seconds)",
      "-c:v", "libx264", "-preset", "ultrafast", "-g", "25", "-keyint_min", "25", "-sc_threshold", "0",
      "-b:v", "600k", "-c:a", "aac", "-f", "hls", "-hls_time", "1", "-hls_list_size", "\(window)",
      "-hls_flags", "delete_segments", playlist.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    // Not the test's stderr: a child holding it open would keep the test runner waiting.
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while segmentsListed < 3 {
      guard process.isRunning, Date() < deadline else {
        stop()
        throw MediaFixtures.Failure(description: "ffmpeg could not start a live HLS stream in \(folder.path)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// How many segments the playlist lists now.
  package var segmentsListed: Int {
    let text = (try? String(contentsOf: playlist, encoding: .utf8)) ?? ""
    return text.components(separatedBy: "#EXTINF").count - 1
  }

  /// The playlist's first segment's number now: how many segments have left the window.
  package var mediaSequence: Int {
    let text = (try? String(contentsOf: playlist, encoding: .utf8)) ?? ""
    let line = text.split(separator: "\n").first { $0.hasPrefix("#EXT-X-MEDIA-SEQUENCE:") }
    return line.flatMap { Int($0.dropFirst("#EXT-X-MEDIA-SEQUENCE:".count)) } ?? 0
  }

  /// Stops FFmpeg at once, leaving the playlist as it was, without an end, still served: a
  /// broadcast that ended without saying so.
  package func freeze() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Stops the stream (its playlist stays as it was, without an end) and removes its folder.
  package func stop() {
    // SIGKILL: a child started here inherits the test process's blocked SIGTERM.
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }

  deinit { stop() }
}
