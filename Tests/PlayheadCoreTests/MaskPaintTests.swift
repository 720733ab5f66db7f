import PlayheadCore
import PropertyBased
import Testing

@Suite struct MaskPaintTests {
  let red = Color(rgb: 0xff0000)
  let blue = Color(rgb: 0x0000ff)

  @Test func anglesNormalize() async {
    await propertyCheck(count: 1000, input: Gen.double(in: -100_000...100_000)) { angle in
      let normalized = MaskPaint.normalized(angle)
      #expect(normalized > -180 && normalized <= 180)
      let turns = (angle - normalized) / 360
      #expect(abs(turns - turns.rounded()) < 1e-6)
    }
  }

  @Test func badGradientsAreRefused() {
    #expect(throws: MaskButtonError.invalidAngle(.infinity)) {
      try MaskPaint.gradient([red, blue], angle: .infinity)
    }
    #expect(throws: MaskButtonError.self) { try MaskPaint.gradient([red, blue], angle: .nan) }
    #expect(throws: MaskButtonError.tooFewColors(1)) { try MaskPaint.gradient([red], angle: 0) }
  }

  @Test(arguments: [
    (0.0, Point(x: 50, y: 0), Point(x: 50, y: 100)), (90.0, Point(x: 100, y: 50), Point(x: 0, y: 50)),
    (180.0, Point(x: 50, y: 100), Point(x: 50, y: 0)), (-90.0, Point(x: 0, y: 50), Point(x: 100, y: 50)),
    (-180.0, Point(x: 50, y: 100), Point(x: 50, y: 0)),
  ])
  func firstColourStartsAtTheAngle(angle: Double, start: Point, end: Point) throws {
    let paint = try MaskPaint.gradient([red, blue], angle: angle)
    guard case .linearGradient(let gradient) = paint.paint(in: Rect(x: 0, y: 0, width: 100, height: 100))
    else {
      Issue.record("expected a gradient")
      return
    }
    #expect(gradient.start.distance(to: start) < 1e-9 && gradient.end.distance(to: end) < 1e-9)
    #expect(gradient.stops.first?.color == red)
  }

  @Test func gradientSpansTheWholeRectangleAtAnAngle() throws {
    let paint = try MaskPaint.gradient([red, blue], angle: 45)
    guard case .linearGradient(let gradient) = paint.paint(in: Rect(x: 0, y: 0, width: 200, height: 100))
    else {
      Issue.record("expected a gradient")
      return
    }
    // The line's length is the rectangle's extent along the gradient direction.
    let expected = (200 + 100) * 0.5.squareRoot()
    #expect(abs(gradient.start.distance(to: gradient.end) - expected) < 1e-9)
  }

  @Test func solidPaintIsOneColour() {
    #expect(MaskPaint.solid(red).paint(in: Rect(x: 0, y: 0, width: 1, height: 1)) == .solid(red))
  }

  @Test func paintsBlendColoursAndTurnTheShortWay() throws {
    let from = try MaskPaint.gradient([red, blue], angle: 170)
    let to = try MaskPaint.gradient([blue, red, blue], angle: -170)
    let middle = from.interpolated(to: to, fraction: 0.5)
    #expect(middle.colors.count == 3)
    #expect(abs(abs(middle.angle) - 180) < 1e-9)
  }
}
