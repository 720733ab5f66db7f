import Testing

@testable import PlayheadCore

/// The pieces of a Lottie file: numbers written the same every time, sub-paths as Lottie's
/// vertices and handles, keyframes where the blend needs them, markers a segment.
@Suite struct LottieExportCoreTests {
  @Test(arguments: [
    (12.0, "12"), (0.5, "0.5"), (-3.125, "-3.125"), (1.0 / 3, "0.333"), (-0.0004, "0"), (2.9996, "3"),
    (Double.nan, "0"),
  ])
  func numbersAreWrittenToAThousandth(value: Double, text: String) {
    #expect(LottieJSON.format(value) == text)
  }

  @Test func stringsAreEscaped() {
    #expect(LottieJSON.string("play→\"pause\"\n\u{1}").text == #""play→\"pause\"\n\u0001""#)
  }

  @Test func aClosedPathOfLinesAndCurvesKeepsAVertexForEveryPoint() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 10, y: 0))
    path.addCurve(to: Point(x: 10, y: 10), control1: Point(x: 15, y: 0), control2: Point(x: 15, y: 10))
    path.addQuadCurve(to: Point(x: 0, y: 10), control: Point(x: 5, y: 16))
    path.closeSubpath()
    path.move(to: Point(x: 20, y: 20))
    path.addLine(to: Point(x: 30, y: 20))
    let beziers = LottieBezier.beziers(of: path)
    #expect(beziers.count == 2)
    #expect(beziers[0].isClosed && !beziers[1].isClosed)
    #expect(
      beziers[0].vertices == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
    // The cubic leaves (10, 0) towards its first control point and reaches (10, 10) from its second.
    #expect(beziers[0].outTangents[1] == Point(x: 5, y: 0))
    #expect(beziers[0].inTangents[2] == Point(x: 5, y: 0))
    // The quadratic's exact cubic: handles two thirds of the way to its control point.
    #expect(beziers[0].outTangents[2].distance(to: Point(x: -10.0 / 3, y: 4)) < 1e-9)
    #expect(beziers[0].inTangents[3].distance(to: Point(x: 10.0 / 3, y: 4)) < 1e-9)
    #expect(beziers[1].vertices == [Point(x: 20, y: 20), Point(x: 30, y: 20)])
  }

  @Test func keyframesAreKeptWhereTheStraightBlendWouldStray() {
    let times = (0...10).map(Double.init)
    // Straight from 0 to 10, then still: the ends and the corner are enough.
    let corner = times.map { [min($0, 5) * 2] }
    #expect(LottieKeyframes.kept(times: times, values: corner, tolerance: 0.25) == [0, 5, 10])
    // Still: one value.
    #expect(LottieKeyframes.kept(times: times, values: times.map { _ in [3] }, tolerance: 0.25) == [0])
    // A curve: every sample between kept keyframes lies within the tolerance of their blend.
    let curve = times.map { [$0 * $0 / 4] }
    let kept = LottieKeyframes.kept(times: times, values: curve, tolerance: 0.25)
    #expect(kept.first == 0 && kept.last == 10 && kept.count < times.count)
    for (start, end) in zip(kept, kept.dropFirst()) {
      #expect(LottieKeyframes.covers(from: start, to: end, times: times, values: curve, tolerance: 0.25))
    }
  }

  @Test func eachSegmentIsAMarkerAndItsLayersShowOnlyThroughIt() throws {
    let button = PlayButton()
    let segments = button.lottieSegments(in: Size(width: 44, height: 44))
    let animation = try LottieExporter().animation(
      named: "PlayButton", size: Size(width: 44, height: 44), segments: segments)
    guard case .array(let markers)? = animation["markers"], case .array(let layers)? = animation["layers"]
    else {
      Issue.record("no markers or layers")
      return
    }
    #expect(markers.count == 25 && segments.count == 25)
    let pause = try #require(markers.first { $0["cm"] == .string("play→pause") })
    guard case .number(let start)? = pause["tm"], case .number(let length)? = pause["dr"] else {
      Issue.record("the marker has no start or length")
      return
    }
    // The classic play→pause takes three 0.2 s steps (a bar, turned, split): 18 frames at 30 a
    // second.
    #expect(length == 18)
    let shown = layers.filter { $0["nm"] == .string("play→pause") }
    #expect(!shown.isEmpty)
    for layer in shown {
      guard case .number(let inPoint)? = layer["ip"], case .number(let outPoint)? = layer["op"] else {
        continue
      }
      #expect(inPoint >= start && outPoint < start + length + 0.5)
    }
  }

  @Test func textNeedsAnOutliner() {
    let segments = SeekButton().lottieSegments(in: Size(width: 44, height: 44))
    #expect(throws: LottieExportError.textWithoutOutliner) {
      try LottieExporter().animation(
        named: "SeekButton", size: Size(width: 44, height: 44), segments: segments)
    }
  }
}
