import ArgumentParser
import Foundation
import PlayheadCairo
import PlayheadCore

/// `playhead play`: plays media. With `--headless`, writes the frame at `--seek` with the
/// controls overlay drawn on it.
struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Play a file or URL; --headless --seek T --snapshot F writes the frame at T with the controls.")

  @Argument(help: "A file path or an http(s) URL.")
  var media: MediaURL

  @Flag(help: "Do not open a window (the window arrives with the GTK view).")
  var headless = false

  @Option(help: "Seconds to seek to before the snapshot.")
  var seek = 0.0

  @Option(help: "Write the frame at --seek, with the controls overlay, to this PNG.")
  var snapshot: String?

  func validate() throws {
    guard headless else { throw ValidationError("only --headless is available until the GTK view lands") }
    guard snapshot != nil else { throw ValidationError("--headless needs --snapshot FILE") }
    guard seek.isFinite, seek >= 0 else { throw ValidationError("--seek must be 0 or more, got \(seek)") }
  }

  @MainActor
  func run() async throws {
    let session = EngineSession()
    let info = try await session.load(media.url)
    guard info.videoSize != nil else {
      throw CommandFailure(message: "\(media.url.absoluteString) has no video to snapshot")
    }
    if seek > 0 { session.engine.seek(to: seek, precision: .accurate) }
    let frame = try await session.frame(near: min(seek, info.duration ?? seek))
    let image = try FrameImage.image(of: frame)
    let size = Size(width: Double(frame.width), height: Double(frame.height))
    let overlay = PlayerOverlay(position: frame.time ?? seek, info: info, isPlaying: false).scene(in: size)
    do {
      try SceneRenderer.draw(overlay, into: image, scale: 1, clearing: false)
      try image.writePNG(to: snapshot!)
    } catch {
      throw CommandFailure(message: "cannot write \(snapshot!): \(error)")
    }
    session.engine.stop()
    print("Frame at \(String(format: "%.3f", frame.time ?? seek)) s written to \(snapshot!)")
  }
}
