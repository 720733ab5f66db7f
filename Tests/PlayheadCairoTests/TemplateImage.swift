import Foundation
import PlayheadCairo
import PlayheadCore

/// A template image made at test time: a filled five-pointed star, written as a PNG and read
/// back as an alpha mask, as a user's template image would be.
enum TemplateImage {
  static func star() throws -> AlphaMask {
    let points = (0..<10).map { index -> Point in
      let angle = Double(index) * .pi / 5 - .pi / 2
      let radius = index.isMultiple(of: 2) ? 30.0 : 12.0
      return Point(x: 32 + radius * cos(angle), y: 34 + radius * sin(angle))
    }
    let scene = Scene(
      size: Size(width: 64, height: 64), items: [.fill(Path(polygon: points), .solid(.black))])
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("star-\(UUID().uuidString).png")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try SceneRenderer.image(of: scene).writePNG(to: path)
    return try AlphaMask(contentsOfPNG: path)
  }
}
