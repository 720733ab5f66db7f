import Foundation
import PlayheadCairo
import PlayheadCore
import Testing

/// Every control's Lottie file, drawn by rlottie, shows at every frame at 30 a second what
/// Playhead's own Cairo frame shows at that time.
@Suite struct LottieExportTests {
  /// The largest mean difference allowed between rlottie's frame and Cairo's, per channel, of
  /// 255 (a difference of 1 not counted): the two rasterizers' antialiasing differs along every
  /// edge, and rlottie flattens small curves more coarsely. A vertex 0.5 px out at this size
  /// gives about 1.
  static let meanTolerance = 0.6
  /// The size the frames are compared at: four pixels a design unit.
  static let size = Size(width: 176, height: 176)

  static let controls: [(name: String, segments: [LottieSegment])] =
    PlayButton.Style.allCases.map { style in
      ("PlayButton \(style)", PlayButton(style: style).lottieSegments(in: size))
    }
    + SeekButton.Direction.allCases.map { direction in
      ("SeekButton \(direction)", SeekButton(direction: direction).lottieSegments(in: size))
    }

  @Test(arguments: controls.indices)
  func rlottieDrawsEveryFrameAsPlayheadDoes(control: Int) throws {
    let (name, segments) = Self.controls[control]
    let exporter = LottieExporter(outliner: try PangoTextOutliner())
    let json = try exporter.animation(named: name, size: Self.size, segments: segments).text
    let animation = try #require(RLottieAnimation(json: json), "rlottie cannot read \(name)")
    #expect(animation.frameRate == LottieExporter.frameRate)
    let markers = animation.markers
    #expect(markers.map(\.name) == segments.map(\.name))
    let (width, height) = (Int(Self.size.width), Int(Self.size.height))
    var worst = (difference: 0.0, frame: "", images: [[UInt32]]())
    for (segment, marker) in zip(segments, markers) {
      var sheet: [(ours: Scene, theirs: Scene)] = []
      for frame in marker.start...marker.end {
        let time = Double(frame - marker.start) / LottieExporter.frameRate
        let theirs = animation.pixels(frame: frame, width: width, height: height)
        let scene = segment.scene(time)
        let ours = try SceneRenderer.image(of: scene).pixels
        let difference = Self.meanDifference(theirs, ours)
        if difference > worst.difference {
          worst = (difference, "\(segment.name) frame \(frame - marker.start)", [ours, theirs])
        }
        if let image = PixelImage(width: width, height: height, pixels: theirs) {
          sheet.append(
            (
              scene,
              Scene(size: Self.size, items: [.image(image, frame: Rect(origin: .zero, size: Self.size))])
            ))
        }
      }
      try Self.writeSheet(sheet, named: "\(name) \(segment.name)")
    }
    guard worst.difference > Self.meanTolerance else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-lottie-\(control)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (image, renderer) in zip(worst.images, ["cairo", "rlottie"]) {
      let surface = try ImageSurface(width: width, height: height)
      surface.replacePixels(with: image)
      try surface.writePNG(to: folder.appendingPathComponent("\(renderer).png").path)
    }
    Issue.record("\(name): \(worst.frame) differs by \(worst.difference); both frames in \(folder.path)")
  }

  /// With `PLAYHEAD_LOTTIE_SHEETS` naming a folder, writes there a picture of a segment's
  /// frames: Playhead's in the top row, rlottie's below, every third frame, to look at side by
  /// side.
  static func writeSheet(_ frames: [(ours: Scene, theirs: Scene)], named name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["PLAYHEAD_LOTTIE_SHEETS"] else { return }
    let shown =
      stride(from: 0, to: frames.count, by: 3).map { frames[$0] }
      + (frames.count % 3 == 1 ? [] : [frames[frames.count - 1]])
    let rows = [
      Scene.filmstrip(shown.map(\.ours), spacing: 8), Scene.filmstrip(shown.map(\.theirs), spacing: 8),
    ]
    let sheet = Scene(
      size: Size(width: rows[0].size.width, height: rows[0].size.height * 2 + 8),
      items: rows[0].items + rows[1].offsetBy(dx: 0, dy: rows[0].size.height + 8).items)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try SceneRenderer.image(of: sheet, scale: 0.5).writePNG(
      to: "\(folder)/\(name.replacingOccurrences(of: " ", with: "-")).png")
  }

  /// The mean absolute difference of two images' channels, of 255, a difference of 1 counted as
  /// none: renderers round colours each their own way (rlottie's are a step darker).
  static func meanDifference(_ one: [UInt32], _ other: [UInt32]) -> Double {
    var total = 0
    for (a, b) in zip(one, other) {
      for shift in stride(from: UInt32(0), to: 32, by: 8) {
        total += max(abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) - 1, 0)
      }
    }
    return Double(total) / Double(max(one.count, 1) * 4)
  }
}
