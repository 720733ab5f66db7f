import PlayheadCairo
import PlayheadCore
import PlayheadGStreamer

/// A transition as a short WebM video: scenes sampled at `framesPerSecond`, drawn by Cairo on a
/// white background and encoded (VP8) through GStreamer. The first and last frames are held so
/// a looping player shows each end at rest.
enum GalleryMovie {
  static let framesPerSecond = 30
  /// Seconds each end is held.
  static let hold = 0.5

  /// The times to sample a transition of `duration` seconds at.
  static func times(through duration: Double) -> [Double] {
    let count = max(Int((duration * Double(framesPerSecond)).rounded(.up)), 1)
    return (0...count).map { Double($0) / Double(framesPerSecond) }
  }

  /// Writes `frames` (one per `1 / framesPerSecond` s) as a WebM at `scale` pixels per unit.
  static func write(_ frames: [Scene], scale: Double, to path: String) throws {
    guard let first = frames.first, let last = frames.last else { return }
    let held = Int(hold * Double(framesPerSecond))
    let sequence = Array(repeating: first, count: held) + frames + Array(repeating: last, count: held)
    // VP8 wants even dimensions.
    let width = Int((first.size.width * scale).rounded(.up)) / 2 * 2
    let height = Int((first.size.height * scale).rounded(.up)) / 2 * 2
    do {
      let writer = try VideoFileWriter(
        path: path, width: width, height: height, framesPerSecond: framesPerSecond)
      let image = try ImageSurface(width: width, height: height)
      for scene in sequence {
        image.clear()
        try SceneRenderer.draw(onWhite(scene), into: image, scale: scale)
        try image.withBytes { bytes in try writer.append(bgra: bytes, stride: image.stride) }
      }
      try writer.finish()
    } catch {
      throw CommandFailure(message: translated("cannot write \(path): \(error)"))
    }
  }

  /// `scene` over an opaque white rectangle.
  private static func onWhite(_ scene: Scene) -> Scene {
    let background = SceneItem.fill(Path(rect: Rect(origin: .zero, size: scene.size)), .solid(.white))
    return Scene(size: scene.size, items: [background] + scene.items)
  }
}
