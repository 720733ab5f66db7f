import Foundation

/// How a video's pixels are shown: their size as coded, the shape of one pixel (non-square in
/// DVD, DV and anamorphic files) and the turn that makes the picture upright (phone videos).
/// The view, snapshots and `probe` all show the picture at `displaySize`.
public struct VideoGeometry: Hashable, Sendable {
  /// The picture as coded in the file, in pixels, before any turn.
  public let codedSize: Size
  /// How wide a pixel is shown relative to its height: 1 for square pixels, 2 for a 2:1
  /// anamorphic picture, 128/117 for PAL-style 4:3.
  public let pixelAspectRatio: Double
  /// The turn that makes the picture upright.
  public let orientation: VideoOrientation

  /// A geometry; a pixel aspect ratio that is not a positive finite number counts as square.
  public init(codedSize: Size, pixelAspectRatio: Double = 1, orientation: VideoOrientation = .upright) {
    self.codedSize = codedSize
    self.pixelAspectRatio = pixelAspectRatio.isFinite && pixelAspectRatio > 0 ? pixelAspectRatio : 1
    self.orientation = orientation
  }

  /// The geometry of a picture that was turned upright by `orientation` before it came (as
  /// GStreamer's `videoflip` turns frames): `uprightSize` and `pixelAspectRatio` are the turned
  /// picture's, the coded ones are found by turning it back.
  public init(upright uprightSize: Size, pixelAspectRatio: Double, orientation: VideoOrientation) {
    let turned = orientation.swapsAxes
    self.init(
      codedSize: turned ? Size(width: uprightSize.height, height: uprightSize.width) : uprightSize,
      pixelAspectRatio: turned ? 1 / pixelAspectRatio : pixelAspectRatio, orientation: orientation)
  }

  /// The picture's size in square pixels, upright: wide pixels widen it, tall ones make it
  /// taller (no pixel is lost), then a quarter turn trades width and height. Whole pixels.
  public var displaySize: Size {
    let wide = pixelAspectRatio >= 1
    let width = wide ? (codedSize.width * pixelAspectRatio).rounded() : codedSize.width
    let height = wide ? codedSize.height : (codedSize.height / pixelAspectRatio).rounded()
    return orientation.swapsAxes ? Size(width: height, height: width) : Size(width: width, height: height)
  }

  /// "720x576", "720x576, shown as 1047x576", "1920x1080, shown as 1080x1920, rotated 90°".
  public var description: String {
    let coded = Self.text(codedSize)
    let shown = displaySize == codedSize ? nil : translated("shown as \(Self.text(displaySize))")
    return ([coded, shown, orientation.description].compactMap { $0 }).joined(separator: translated(", "))
  }

  private static func text(_ size: Size) -> String { "\(Int(size.width))x\(Int(size.height))" }
}
