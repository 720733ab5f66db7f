import PropertyBased
import Testing

@testable import PlayheadCore

@Suite struct MaskButtonTests {
  let paint = try! MaskPaint.gradient([Color(rgb: 0xff5f6d), Color(rgb: 0xffc371)], angle: 45)

  func button(_ text: String, size: Double = 32, measurer: FixedWidthMeasurer = FixedWidthMeasurer())
    -> MaskButton
  {
    MaskButton(
      content: MaskContent(text: text, font: Font(name: "DejaVu Sans Bold", size: size)), paint: paint,
      measurer: measurer)
  }

  @Test func textThatFitsKeepsItsSize() throws {
    let fit = try #require(button("LIVE").textFrame(in: Size(width: 240, height: 80)))
    #expect(fit.font.size == 32)
  }

  @Test func longTextShrinksToFitAndGrowsBackWhenThereIsRoom() throws {
    let button = button("BREAKING NEWS")
    let narrow = try #require(button.textFrame(in: Size(width: 200, height: 80)))
    let box = button.contentBox(in: Size(width: 200, height: 80))
    #expect(narrow.font.size < 32 && narrow.font.size > 32 * 0.25)
    #expect(narrow.frame.width <= box.width && box.width - narrow.frame.width < 0.6 * 13 * 32 * 1e-3 + 0.5)
    let wide = try #require(button.textFrame(in: Size(width: 600, height: 80)))
    #expect(wide.font.size == 32)
  }

  @Test func shrinkingStopsAtTheMinimumScale() throws {
    var button = button(String(repeating: "W", count: 200))
    button.minimumTextScale = 0.5
    #expect(try #require(button.textFrame(in: Size(width: 100, height: 60))).font.size == 16)
    button.minimumTextScale = .nan
    #expect(button.minimumTextScale == 0.25)
  }

  @Test func fittedTextNeverOverflowsItsBox() async {
    let input = zip(Gen.int(in: 1...40), Gen.double(in: 8...64))
    await propertyCheck(count: 500, input: input, zip(Gen.double(in: 40...600), Gen.double(in: 30...200))) {
      text, box in
      let (length, fontSize) = text
      let size = Size(width: box.0, height: box.1)
      let button = button(String(repeating: "M", count: length), size: fontSize)
      let content = button.contentBox(in: size)
      guard let fit = button.textFrame(in: size) else { return }
      // Where it fits at the smallest scale, it fits: inside the padding and border.
      let fitsAtMinimum =
        0.6 * fontSize * 0.25 * Double(length) <= content.width && 1.2 * fontSize * 0.25 <= content.height
      if fitsAtMinimum {
        #expect(fit.frame.minX >= content.minX - 1e-9 && fit.frame.maxX <= content.maxX + 1e-9)
        #expect(fit.frame.minY >= content.minY - 1e-9 && fit.frame.maxY <= content.maxY + 1e-9)
      }
    }
  }

  @Test func layoutIsMeasuredOnlyWhenItsInputsChange() {
    let measurer = FixedWidthMeasurer()
    var button = button("BREAKING NEWS", measurer: measurer)
    let size = Size(width: 200, height: 80)
    _ = button.scene(in: size, at: 0)
    let measured = measurer.count
    #expect(measured > 2, "found by search")
    for frame in 1...30 { _ = button.scene(in: size, at: Double(frame) / 60) }
    _ = button.handle(.pointerDown(Point(x: 5, y: 5)), in: size, at: 1)
    _ = button.scene(in: size, at: 1.1)
    #expect(measurer.count == measured)
    _ = button.scene(in: Size(width: 220, height: 80), at: 2)
    #expect(measurer.count > measured)
  }

  @Test func unchangedScenesKeepTheirCacheKey() {
    var button = button("LIVE")
    let size = Size(width: 240, height: 80)
    let key = { (scene: Scene) -> Int? in
      guard case .group(let outer) = scene.items[0], case .group(let content) = outer.items[0] else {
        return nil
      }
      return content.cacheKey
    }
    let first = key(button.scene(in: size, at: 0))
    #expect(first != nil)
    _ = button.handle(.pointerDown(Point(x: 5, y: 5)), in: size, at: 0)
    #expect(key(button.scene(in: size, at: 0.1)) == first, "dimming does not redraw the content")
    button.setPaint(.solid(.white), animated: false, at: 1)
    #expect(key(button.scene(in: size, at: 1)) != first)
  }

  @Test func statesAnimateTheOpacity() {
    var button = button("LIVE")
    let size = Size(width: 240, height: 80)
    let opacity = { (scene: Scene) -> Double in
      guard case .group(let group) = scene.items[0] else { return -1 }
      return group.opacity
    }
    _ = button.handle(.pointerDown(Point(x: 5, y: 5)), in: size, at: 0)
    #expect(opacity(button.scene(in: size, at: 0)) == 1)
    let midway = opacity(button.scene(in: size, at: 0.1))
    #expect(midway < 1 && midway > 0.25)
    #expect(opacity(button.scene(in: size, at: 0.2)) == 0.25)
    _ = button.handle(.pointerUp(Point(x: 5, y: 5)), in: size, at: 1)
    _ = button.handle(.enabled(false), in: size, at: 1)
    #expect(opacity(button.scene(in: size, at: 2)) == 0.35)
    #expect(!button.isAnimating(at: 2))
  }

  @Test func contentChangesCrossFade() {
    var button = button("LIVE")
    let size = Size(width: 240, height: 80)
    button.setContent(MaskContent(text: "ON AIR"), at: 0)
    guard case .group(let outer) = button.scene(in: size, at: 0.1).items[0] else { return }
    let layers = outer.items.compactMap { item -> Double? in
      if case .group(let layer) = item { return layer.opacity }
      return nil
    }
    #expect(layers.count == 2 && abs(layers[0] + layers[1] - 1) < 1e-9)
    #expect(button.accessibility.label == "ON AIR")
  }

  @Test func badMeasuresFallBack() {
    var button = button("LIVE")
    button.borderWidth = -3
    button.cornerRadius = .nan
    button.padding = .infinity
    #expect(button.borderWidth == 0 && button.cornerRadius == 0 && button.padding == 10)
  }
}
