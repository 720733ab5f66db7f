import Foundation
import PlayheadCairo
import PlayheadCore
import PlayheadGStreamer

extension VideoPlayerView {
  /// Saves the frame shown, at the video's own size, as a PNG in the Pictures folder
  /// (`PicturesFolder`, named by `Screenshot`), with the subtitles shown over it when asked,
  /// then says where it went, or why it could not. The frame is decoded again and written off
  /// the main thread; playback goes on meanwhile.
  func saveScreenshot(withSubtitles: Bool) {
    guard let media = controller.url else { return }
    let environment = ProcessInfo.processInfo.environment
    // The frame on the screen when S was pressed names the file, on the media's own timeline.
    let time = engine.shownFrameTime ?? controller.displayedPosition ?? 0
    let subtitles = withSubtitles ? controller.subtitles(at: time) : nil
    let styled = withSubtitles ? controller.styledSubtitles(at: time) : nil
    let engine = engine
    Task { [weak self] in
      let outcome: String
      if let frame = await engine.fullSizeFrame(), let folder = PicturesFolder.url(environment: environment) {
        outcome = await Task.detached(priority: .userInitiated) {
          do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = Screenshot.file(for: media, at: time, in: folder) {
              FileManager.default.fileExists(atPath: $0.path)
            }
            let image = try Self.image(of: frame)
            if let subtitles { try image.drawSubtitles(subtitles) }
            if let styled { try image.drawStyledSubtitles(styled) }
            try image.writePNG(to: file.path)
            return Screenshot.savedText(file, home: environment["HOME"])
          } catch {
            return translated("Cannot save the screenshot in \(folder.path): \(error.localizedDescription)")
          }
        }.value
      } else {
        outcome = translated("Cannot save the screenshot: no picture, or no home folder")
      }
      // A view closed meanwhile says nothing.
      guard let self else { return }
      controller.showMessage(outcome, at: MainLoop.now)
    }
  }

  /// The frame as an opaque image at its shown size.
  nonisolated private static func image(of frame: VideoFrame) throws -> ImageSurface {
    let image = try frame.withBGRxBytes { bytes, stride in
      try ImageSurface.opaque(
        bgrx: bytes, width: frame.width, height: frame.height, stride: stride, shownAt: frame.displaySize)
    }
    guard let image else { throw UnreadableFrame() }
    return image
  }
}

/// A frame whose pixels could not be mapped for reading.
private struct UnreadableFrame: LocalizedError {
  var errorDescription: String? { translated("the frame's pixels could not be read") }
}
