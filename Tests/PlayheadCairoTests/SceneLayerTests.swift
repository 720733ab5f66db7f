import CCairo
import PlayheadCore
import Testing

@testable import PlayheadCairo

@Suite struct SceneLayerTests {
  /// A 10×6 red rectangle.
  let red = Scene(
    size: Size(width: 10, height: 6),
    items: [.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 6)), .solid(Color(rgb: 0xff0000)))])

  /// A 40×30 opaque black image with `layer` blended over it, context scaled by `scale`.
  func frame(with layer: SceneLayer, scale: Double = 1) throws -> ImageSurface {
    let image = try ImageSurface(width: Int(40 * scale), height: Int(30 * scale))
    image.replacePixels(with: Array(repeating: 0xFF00_0000, count: image.width * image.height))
    let context = try CairoContext(image: image)
    cairo_scale(context.pointer, scale, scale)
    layer.blend(onto: context.pointer)
    return image
  }

  @Test func theSceneIsDrawnAgainOnlyWhenItChanges() throws {
    let layer = SceneLayer()
    #expect(try layer.show(red, at: Point(x: 4, y: 5)))
    #expect(try !layer.show(red, at: Point(x: 4, y: 5)), "nothing changed")
    #expect(try layer.show(red, at: Point(x: 4, y: 5), opacity: 0.5), "a fade changes what is blended")
    #expect(try layer.show(red, at: Point(x: 6, y: 5), opacity: 0.5), "so does a move")
    var bigger = red
    bigger.size.width = 12
    #expect(try layer.show(bigger, at: Point(x: 6, y: 5), opacity: 0.5))
    #expect(try layer.show(nil, at: Point(x: 6, y: 5)))
    #expect(try frame(with: layer).pixels.allSatisfy { $0 == 0xFF00_0000 }, "nothing blended")
    #expect(try !layer.show(nil, at: Point(x: 6, y: 5)), "still nothing")
  }

  @Test func onlyTheLayersBoxIsTouched() throws {
    let layer = SceneLayer()
    try layer.show(red, at: Point(x: 4, y: 5))
    let image = try frame(with: layer)
    for y in 0..<30 {
      for x in 0..<40 {
        let inside = (4..<14).contains(x) && (5..<11).contains(y)
        #expect(image.pixels[y * 40 + x] == (inside ? 0xFFFF_0000 : 0xFF00_0000), "at \(x), \(y)")
      }
    }
  }

  @Test func aBoxBetweenPixelsIsDrawnThereNotResampled() throws {
    let layer = SceneLayer()
    try layer.show(red, at: Point(x: 4.5, y: 5))
    let pixels = try frame(with: layer).pixels
    let row = 7 * 40
    #expect(pixels[row + 3] == 0xFF00_0000)
    // Half the edge pixel is covered, on both sides.
    for x in [4, 14] {
      let redLevel = (pixels[row + x] >> 16) & 0xFF
      #expect((120...136).contains(redLevel), "red \(redLevel) at x = \(x)")
    }
    #expect(pixels[row + 9] == 0xFFFF_0000)
    #expect(pixels[row + 15] == 0xFF00_0000)
  }

  @Test func aFadeBlendsAtTheOpacityAndHiDPIDrawsAtThePixelScale() throws {
    let layer = SceneLayer()
    try layer.show(red, at: Point(x: 4, y: 5), opacity: 0.5, scale: 2)
    let pixels = try frame(with: layer, scale: 2).pixels
    let redLevel = (pixels[12 * 80 + 10] >> 16) & 0xFF
    #expect((126...130).contains(redLevel), "half red: \(redLevel)")
    // The box is 20×12 pixels from (8, 10).
    #expect(pixels[10 * 80 + 8] != 0xFF00_0000)
    #expect(pixels[10 * 80 + 7] == 0xFF00_0000)
    #expect(pixels[21 * 80 + 27] != 0xFF00_0000)
    #expect(pixels[22 * 80 + 27] == 0xFF00_0000)
  }
}
