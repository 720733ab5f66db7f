import ArgumentParser
import Foundation
import PlayheadCore

/// `playhead probe URL`: what the engine finds in some media.
struct Probe: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print what GStreamer finds in a file or URL: duration, size, liveness, seekability.")

  @Argument(help: "A file path or an http(s) URL.")
  var media: MediaURL

  @MainActor
  func run() async throws {
    let session = EngineSession()
    let info = try await session.load(media.url)
    let size = info.videoSize.map { "\(Int($0.width))x\(Int($0.height))" } ?? "none (audio only)"
    print("url: \(media.url.absoluteString)")
    print(
      "duration: \(info.isLive ? "live" : info.duration.map { String(format: "%.3f s", $0) } ?? "unknown")")
    print("video: \(size)")
    print("seekable: \(info.isSeekable ? "yes" : "no")")
    session.engine.stop()
  }
}
