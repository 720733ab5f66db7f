import PlayheadCore

extension AlphaMask {
  /// The alpha channel of a PNG file: a template image's shape.
  /// - Throws: `CairoError.unreadableImage` naming the file when it is missing or not a PNG.
  public init(contentsOfPNG path: String) throws(CairoError) {
    let image = try ImageSurface(contentsOfPNG: path)
    let alpha = image.pixels.map { UInt8($0 >> 24) }
    do {
      try self.init(width: image.width, height: image.height, alpha: alpha)
    } catch {
      throw .unreadableImage(path: path, reason: error.description)
    }
  }
}
