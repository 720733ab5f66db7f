import Foundation
import PlayheadFixtures

/// A live HLS stream as FFmpeg writes one in real time: a sliding window of six 2 s segments,
/// older ones deleted, and no end to the playlist; stopped, and its folder removed, when
/// released. Its folder is inside the fixtures' folder, so a `FaultServer` serves it.
final class LiveHLSSource {
  /// The playlist.
  let playlist: URL
  private let folder: URL
  private let process = Process()

  /// Starts FFmpeg and returns once the playlist holds three segments (the 60 s limit is only a
  /// hang guard).
  init() async throws {
    folder = MediaFixtures.folder.appendingPathComponent("live-hls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    playlist = folder.appendingPathComponent("live.m3u8")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = [
      "-nostdin", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25", "-f",
      "lavfi",
      "-i", "sine=frequency=440", "-c:v", "libx264", "-preset", "ultrafast", "-g", "50", "-c:a", "aac", "-f",
      "hls",
      "-hls_time", "2", "-hls_list_size", "6", "-hls_flags", "delete_segments", playlist.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    // Not the test's stderr: a child holding it open would keep the test runner waiting.
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while segmentCount < 3 {
      guard Date() < deadline, process.isRunning else {
        throw MediaFixtures.Failure(description: "FFmpeg wrote no live playlist in \(folder.path)")
      }
      try await Task.sleep(for: .milliseconds(200))
    }
  }

  /// The segments the playlist lists now.
  private var segmentCount: Int {
    let text = (try? String(contentsOf: playlist, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.hasPrefix("#EXTINF") }.count
  }

  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }
}
