import Foundation
import PlayheadCairo
import PlayheadCore
import Testing

@Suite struct SceneRendererTests {
  let square = Scene(
    size: Size(width: 10, height: 10),
    items: [.fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 10)), .solid(Color(rgb: 0xff0000)))])

  @Test func fillsWhereThePathIs() throws {
    let image = try SceneRenderer.image(of: square, scale: 2)
    #expect(image.width == 20 && image.height == 20)
    let pixels = image.pixels
    #expect(pixels[5 * 20 + 2] == 0xFFFF_0000)
    #expect(pixels[5 * 20 + 15] == 0)
  }

  @Test func groupOpacityAndClipApply() throws {
    let scene = Scene(
      size: Size(width: 10, height: 10),
      items: [
        .group(
          SceneGroup(
            opacity: 0.5, clip: Path(rect: Rect(x: 0, y: 0, width: 10, height: 5)),
            items: [.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), .solid(.white))]))
      ])
    let pixels = try SceneRenderer.image(of: scene).pixels
    #expect(pixels[2 * 10 + 5] >> 24 == 0x80)
    #expect(pixels[8 * 10 + 5] == 0)
  }

  @Test func gradientRunsFromStartToEnd() throws {
    let gradient = LinearGradient(
      start: Point(x: 0, y: 0), end: Point(x: 100, y: 0),
      stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)])
    let scene = Scene(
      size: Size(width: 100, height: 1),
      items: [.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 1)), .linearGradient(gradient))])
    let pixels = try SceneRenderer.image(of: scene).pixels
    #expect(pixels[0] & 0xFF < 0x08)
    #expect(pixels[99] & 0xFF > 0xF6)
    #expect((0x78...0x88).contains(pixels[50] & 0xFF))
  }

  @Test func textIsDrawnWithPango() throws {
    let run = TextRun(
      text: "10", font: Font(name: "DejaVu Sans Bold", size: 20),
      frame: Rect(x: 0, y: 0, width: 40, height: 30),
      paint: .solid(.black))
    let pixels = try SceneRenderer.image(of: Scene(size: Size(width: 40, height: 30), items: [.text(run)]))
      .pixels
    let inked = pixels.filter { $0 >> 24 > 0x80 }.count
    #expect(inked > 60 && inked < 600)
  }

  @Test func maskShowsPaintThroughAlpha() throws {
    let mask = try AlphaMask(width: 2, height: 1, alpha: [255, 0])
    let scene = Scene(
      size: Size(width: 20, height: 10),
      items: [.mask(mask, frame: Rect(x: 0, y: 0, width: 20, height: 10), paint: .solid(.white))])
    let pixels = try SceneRenderer.image(of: scene).pixels
    #expect(pixels[5 * 20 + 2] == 0xFFFF_FFFF)
    #expect(pixels[5 * 20 + 17] == 0)
  }

  /// A picture stretched over its frame, at any scale: its colours where it is (a half-clear red
  /// premultiplied stays so), nothing beyond it, and no faded border at its edges.
  @Test func picturesAreStretchedOverTheirFrame() throws {
    let red = PixelImage.pixel(red: 255, green: 0, blue: 0, alpha: 255)
    let halfRed = PixelImage.pixel(red: 255, green: 0, blue: 0, alpha: 128)
    let image = try #require(PixelImage(width: 2, height: 1, pixels: [red, halfRed]))
    let scene = Scene(
      size: Size(width: 30, height: 10), items: [.image(image, frame: Rect(x: 5, y: 2, width: 20, height: 6))]
    )
    for scale in [1.0, 2.0] {
      let drawn = try SceneRenderer.image(of: scene, scale: scale)
      let at = { (x: Double, y: Double) in drawn.pixels[Int(y * scale) * drawn.width + Int(x * scale)] }
      #expect(at(6, 2) == red && at(7, 7) == red, "the left half, to its edges, at \(scale)×")
      #expect(at(23, 5) == halfRed, "the right half at \(scale)×")
      #expect(
        at(3, 5) == 0 && at(27, 5) == 0 && at(10, 9) == 0 && at(10, 1) == 0, "nothing beyond at \(scale)×")
    }
  }

  @Test func pngRoundTrips() throws {
    let image = try SceneRenderer.image(of: square)
    let decoded = try ImageSurface(pngData: image.pngData())
    #expect(decoded.pixels == image.pixels)
  }

  @Test func writesSVGAndPDF() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("a.svg").path
    let pdf = folder.appendingPathComponent("a.pdf").path
    try SceneRenderer.writeDocument(square, format: .svg, to: svg)
    try SceneRenderer.writeDocument(square, format: .pdf, to: pdf)
    #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
    #expect(FileManager.default.contents(atPath: pdf)?.prefix(5) == Data("%PDF-".utf8))
  }

  @Test func badInputGivesClearErrors() throws {
    #expect(throws: CairoError.invalidSize(width: 0, height: 5)) { try ImageSurface(width: 0, height: 5) }
    do {
      _ = try ImageSurface(contentsOfPNG: "/no/such/file.png")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "cannot read image /no/such/file.png: no such file")
    }
    #expect(throws: CairoError.self) { try ImageSurface(pngData: Data("not a png".utf8)) }
    #expect(throws: CairoError.self) {
      try SceneRenderer.writeDocument(square, format: .pdf, to: "/no/such/folder/a.pdf")
    }
    #expect(throws: CairoError.self) {
      try SceneRenderer.image(of: square).writePNG(to: "/no/such/folder/a.png")
    }
  }

  @Test func templateImageBecomesAnAlphaMask() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try SceneRenderer.image(of: square).writePNG(to: path)
    let mask = try AlphaMask(contentsOfPNG: path)
    #expect(mask.width == 10 && mask.alpha[2] == 255 && mask.alpha[7] == 0)
  }
}
