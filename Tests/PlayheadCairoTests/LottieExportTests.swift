import Foundation
import PlayheadCairo
import Testing

@testable import PlayheadCore

/// Every control's Lottie file, drawn by rlottie, shows at every frame at 30 a second what
/// Playhead's own Cairo frame shows at that time.
@Suite struct LottieExportTests {
  /// The largest mean difference allowed between rlottie's frame and Cairo's, per channel, of
  /// 255 (a difference of 1 not counted): the two rasterizers' antialiasing differs along every
  /// edge, and rlottie flattens small curves more coarsely. A vertex 0.5 px out at this size
  /// gives about 1.
  static let meanTolerance = 0.6
  /// The size the round controls are compared at: four pixels a design unit.
  static let size = Size(width: 176, height: 176)
  /// The MaskButton's size.
  static let maskSize = Size(width: 360, height: 120)

  static let controls: [(name: String, size: Size, segments: [LottieSegment])] =
    PlayButton.Style.allCases.map { style in
      ("PlayButton \(style)", size, PlayButton(style: style).lottieSegments(in: size))
    }
    + SeekButton.Direction.allCases.map { direction in
      ("SeekButton \(direction)", size, SeekButton(direction: direction).lottieSegments(in: size))
    } + [("SeekButton wide", wideSize, SeekButton(direction: .forward).lottieSegments(in: wideSize))]
    + maskButtons

  /// A wide box, where the SeekButton's total slides far from the arrow.
  static let wideSize = Size(width: 500, height: 120)

  /// MaskButtons: a gradient through text changing to other text and colours; the text
  /// punched out of a rounded, bordered shape; a template image beside text; small text far
  /// across a wide button.
  static var maskButtons: [(name: String, size: Size, segments: [LottieSegment])] {
    guard let measurer = try? PangoTextMeasurer() else { return [] }
    let font = try! Font(description: "DejaVu Sans Bold 40")
    let gradient = try! MaskPaint.gradient([Color(rgb: 0xFF5F6D), Color(rgb: 0xFFC371)], angle: 30)
    let text = MaskButton(content: MaskContent(text: "Play", font: font), paint: gradient, measurer: measurer)
    let next = (
      MaskContent(text: "Pause", font: font),
      try! MaskPaint.gradient([Color(rgb: 0x2196F3), Color(rgb: 0x21CBF3)], angle: 90)
    )
    var reversed = text
    reversed.isReversed = true
    reversed.cornerRadius = 24
    reversed.borderWidth = 3
    let ring = (0..<64 * 64).map { index -> UInt8 in
      let (x, y) = (Double(index % 64) - 31.5, Double(index / 64) - 31.5)
      let distance = (x * x + y * y).squareRoot()
      return UInt8(max(0, min(1, 30.5 - distance)) * max(0, min(1, distance - 17.5)) * 255)
    }
    let image = MaskButton(
      content: MaskContent(
        text: "Ring", font: font, image: try! AlphaMask(width: 64, height: 64, alpha: ring)),
      paint: .solid(Color(rgb: 0x6A1B9A)), measurer: measurer)
    let line = MaskButton(
      content: MaskContent(text: "Continue watching now", font: try! Font(description: "DejaVu Sans 14")),
      paint: gradient, measurer: measurer)
    let lineSize = Size(width: 400, height: 40)
    return [
      ("MaskButton text", maskSize, text.lottieSegments(in: maskSize, next: next)),
      ("MaskButton reversed", maskSize, reversed.lottieSegments(in: maskSize)),
      ("MaskButton image", maskSize, image.lottieSegments(in: maskSize)),
      ("MaskButton line", lineSize, line.lottieSegments(in: lineSize)),
    ]
  }

  @Test(arguments: controls.indices)
  func rlottieDrawsEveryFrameAsPlayheadDoes(control: Int) throws {
    let (name, size, segments) = Self.controls[control]
    let exporter = LottieExporter(outliner: try PangoTextOutliner())
    let json = try exporter.animation(named: name, size: size, segments: segments).text
    let animation = try #require(
      RLottieAnimation(json: json),
      "rlottie (\(RLottieAnimation.libraryPath): make test installs it) cannot read \(name)")
    #expect(animation.frameRate == LottieExporter.frameRate)
    let markers = animation.markers
    #expect(markers.map(\.name) == segments.map(\.name))
    let (width, height) = (Int(size.width), Int(size.height))
    var worst = (difference: 0.0, frame: "", images: [[UInt32]]())
    for (segment, marker) in zip(segments, markers) {
      var sheet: [(ours: [UInt32], theirs: [UInt32])] = []
      for frame in marker.start...marker.end {
        let time = Double(frame - marker.start) / LottieExporter.frameRate
        let theirs = animation.pixels(frame: frame, width: width, height: height)
        let ours = try SceneRenderer.image(of: segment.scene(time)).pixels
        let difference = Self.meanDifference(theirs, ours, ignoring: json.contains("\"tt\":") ? 10 : 1)
        if difference > worst.difference {
          worst = (difference, "\(segment.name) frame \(frame - marker.start)", [ours, theirs])
        }
        sheet.append((ours, theirs))
      }
      try Self.writeSheet(sheet, size: size, named: "\(name) \(segment.name)")
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
  /// frames to look at side by side: Playhead's in the top row, rlottie's below, every third.
  static func writeSheet(_ frames: [(ours: [UInt32], theirs: [UInt32])], size: Size, named name: String)
    throws
  {
    guard let folder = ProcessInfo.processInfo.environment["PLAYHEAD_LOTTIE_SHEETS"], !frames.isEmpty else {
      return
    }
    let shown = stride(from: 0, to: frames.count, by: 3).map { frames[$0] }
    let (width, height) = (Int(size.width), Int(size.height))
    let sheet = try ImageSurface(width: shown.count * width, height: 2 * height)
    var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: sheet.width * sheet.height)
    for (column, frame) in shown.enumerated() {
      for (row, image) in [frame.ours, frame.theirs].enumerated() {
        for y in 0..<height {
          for x in 0..<width {
            let pixel = image[y * width + x]
            let alpha = pixel >> 24
            // Over white, as the eye sees it.
            let blend = { (shift: UInt32) in ((pixel >> shift) & 0xFF) + (255 - alpha) }
            pixels[(row * height + y) * sheet.width + column * width + x] =
              0xFF00_0000 | blend(16) << 16 | blend(8) << 8 | blend(0)
          }
        }
      }
    }
    sheet.replacePixels(with: pixels)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try sheet.writePNG(to: "\(folder)/\(name.replacingOccurrences(of: " ", with: "-")).png")
  }

  /// The mean absolute difference of two images' channels, of 255, less `ignored` levels each:
  /// renderers round colours each their own way (rlottie's are a step darker), and rlottie's
  /// track mattes lose 2 to 4 % of the alpha (251 of 255 where the matte is opaque, less inside
  /// a precomposition fading).
  static func meanDifference(_ one: [UInt32], _ other: [UInt32], ignoring ignored: Int) -> Double {
    var total = 0
    for (a, b) in zip(one, other) {
      for shift in stride(from: UInt32(0), to: 32, by: 8) {
        total += max(abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) - ignored, 0)
      }
    }
    return Double(total) / Double(max(one.count, 1) * 4)
  }
}

/// The PNGs a Lottie file carries its pictures in read back, by Cairo, as the pixels they hold.
@Suite struct LottiePNGTests {
  @Test func aMaskReadsBackAsWhiteAsOpaqueAsTheMask() throws {
    let alpha = (0..<(70_000)).map { UInt8($0 % 251) }
    let mask = try AlphaMask(width: 350, height: 200, alpha: alpha)
    let image = try ImageSurface(pngData: Data(LottiePNG.data(of: mask)))
    #expect(image.width == 350 && image.height == 200)
    let pixels = image.pixels
    for index in stride(from: 0, to: alpha.count, by: 997) {
      let value = UInt32(alpha[index])
      #expect(pixels[index] == value << 24 | value << 16 | value << 8 | value)
    }
  }
}
