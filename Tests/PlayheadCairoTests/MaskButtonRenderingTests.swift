import PlayheadCairo
import PlayheadCore
import PropertyBased
import Testing

@Suite struct MaskButtonRenderingTests {
  @Test func fittedTextNeverOverflowsItsBoxWithPango() async throws {
    let measurer = try PangoTextMeasurer()
    let text = Gen.letterOrNumber.string(of: 1...30)
    await propertyCheck(count: 150, input: text, zip(Gen.double(in: 60...500), Gen.double(in: 30...160))) {
      text, box in
      let button = MaskButton(
        content: MaskContent(text: text, font: Font(name: "DejaVu Sans Bold", size: 40)),
        paint: .solid(.black),
        measurer: measurer)
      let size = Size(width: box.0, height: box.1)
      let content = button.contentBox(in: size)
      guard let fit = button.textFrame(in: size) else { return }
      let smallest = measurer.size(of: text, font: Font(name: "DejaVu Sans Bold", size: 10))
      guard smallest.width <= content.width, smallest.height <= content.height else { return }
      #expect(fit.frame.minX >= content.minX - 1e-6 && fit.frame.maxX <= content.maxX + 1e-6)
      #expect(fit.frame.minY >= content.minY - 1e-6 && fit.frame.maxY <= content.maxY + 1e-6)
      #expect(fit.font.size >= 10 - 1e-9 && fit.font.size <= 40)
    }
  }

  @Test func reversedPunchesTheTextOut() throws {
    var button = MaskButton(
      content: MaskContent(text: "I", font: Font(name: "DejaVu Sans Bold", size: 60)), paint: .solid(.black),
      measurer: try PangoTextMeasurer())
    button.isReversed = true
    let size = Size(width: 100, height: 100)
    let pixels = try SceneRenderer.image(of: button.scene(in: size, at: 0)).pixels
    #expect(pixels[50 * 100 + 50] >> 24 == 0, "the middle of the I is a hole")
    #expect(pixels[5 * 100 + 5] >> 24 == 0xFF, "the corner is painted")
  }

  @Test func cachedRedrawsMatchFreshDrawsAndReuseThePixels() throws {
    let cache = RenderCache()
    var button = MaskButton(
      content: MaskContent(text: "LIVE"), paint: try .gradient([.black, .white], angle: 30),
      measurer: try PangoTextMeasurer())
    let size = Size(width: 200, height: 64)
    let fresh = try SceneRenderer.image(of: button.scene(in: size, at: 0), scale: 2)
    let image = try ImageSurface(width: 400, height: 128)
    for frame in 0..<5 {
      try SceneRenderer.draw(
        button.scene(in: size, at: Double(frame) / 60), into: image, scale: 2, cache: cache)
      #expect(image.pixels == fresh.pixels)
    }
    #expect(cache.count == 1)
    button.setContent(MaskContent(text: "ON AIR"), animated: false, at: 1)
    try SceneRenderer.draw(button.scene(in: size, at: 1), into: image, scale: 2, cache: cache)
    #expect(cache.count == 2)
  }
}
