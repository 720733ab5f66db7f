import Foundation
import Testing

@testable import PlayheadCore

@Suite struct GeometryTests {
  @Test func whatSurroundsAnInnerRectangleCoversTheRestOnce() {
    let box = Rect(x: 10, y: 20, width: 100, height: 50)
    let bands = box.surrounding(Rect(x: 30, y: 30, width: 40, height: 20))
    let expected: [Rect] = [
      Rect(x: 10, y: 20, width: 100, height: 10), Rect(x: 10, y: 50, width: 100, height: 20),
      Rect(x: 10, y: 30, width: 20, height: 20), Rect(x: 70, y: 30, width: 40, height: 20),
    ]
    #expect(bands == expected)
    let area: Double = bands.reduce(0) { $0 + $1.width * $1.height }
    #expect(area == 100 * 50 - 40 * 20)
    #expect(
      box.surrounding(Rect(x: 10, y: 30, width: 100, height: 30)).count == 2, "bars above and below only")
    #expect(box.surrounding(box).isEmpty)
  }

  @Test func aRectangleGrowsToWholeUnitsInsideItsBounds() {
    let bounds = Size(width: 100, height: 50)
    #expect(
      Rect(x: 10.5, y: 20.25, width: 30, height: 10).wholeUnits(within: bounds)
        == Rect(x: 10, y: 20, width: 31, height: 11))
    #expect(
      Rect(x: -5, y: 40.5, width: 200, height: 20).wholeUnits(within: bounds)
        == Rect(x: 0, y: 40, width: 100, height: 10), "cut to the bounds")
    #expect(Rect(x: 120, y: 0, width: 10, height: 10).wholeUnits(within: bounds) == nil, "outside")
  }

  /// Boxes that overlap or come close become their union, in turn, until none do: a line at the
  /// top and one at the bottom stay two; a chain of overlaps becomes one.
  @Test func nearRectanglesAreMerged() {
    let top = Rect(x: 100, y: 10, width: 800, height: 60)
    let bottom = Rect(x: 200, y: 900, width: 600, height: 80)
    #expect(Rect.merged([top, bottom], gap: 32) == [top, bottom])
    let near = Rect(x: 0, y: 950, width: 100, height: 10)  // 100 from bottom's left: apart
    #expect(Rect.merged([top, bottom, near], gap: 32).count == 3)
    let close = Rect(x: 190, y: 990, width: 10, height: 10)  // 10 below and left of bottom
    #expect(
      Rect.merged([top, bottom, close], gap: 32) == [top, Rect(x: 190, y: 900, width: 610, height: 100)])
    // The last joins the first and the second, which then make one.
    let bridge = Rect(x: 150, y: 50, width: 10, height: 900)
    #expect(Rect.merged([top, bottom, bridge]) == [Rect(x: 100, y: 10, width: 800, height: 970)])
    #expect(Rect.merged([]).isEmpty && top.union(top) == top && !top.intersects(bottom))
  }

  @Test func twoRectanglesShareTheAreaBothCover() {
    let wide = Rect(x: 0, y: 10, width: 100, height: 20)
    let tall = Rect(x: 40, y: 0, width: 10, height: 50)
    #expect(wide.intersection(tall) == Rect(x: 40, y: 10, width: 10, height: 20))
    #expect(tall.intersection(wide) == wide.intersection(tall))
    #expect(wide.intersection(wide) == wide)
    #expect(
      wide.intersection(Rect(x: 100, y: 10, width: 5, height: 5)) == nil, "touching edges share nothing")
  }

  @Test func rotationTurnsClockwiseOnScreen() {
    let turned = AffineTransform.rotation(.pi / 2).apply(to: Point(x: 1, y: 0))
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
  }

  @Test func concatenationAppliesLeftFirst() {
    let transform = AffineTransform.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 20))
    #expect(transform.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
  }

  @Test func inverseUndoes() throws {
    let transform = AffineTransform.rotation(0.7, about: Point(x: 5, y: 9))
      .concatenating(.scale(x: 2, y: 0.5))
    let inverse = try #require(transform.inverted)
    let point = Point(x: 3.5, y: -2)
    #expect(inverse.apply(to: transform.apply(to: point)).distance(to: point) < 1e-12)
    #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
  }

  @Test func boundsOfCurvesUseTheirExtremesNotControlPoints() throws {
    let ellipse = Path(ellipseIn: Rect(x: 10, y: 20, width: 30, height: 40))
    let bounds = try #require(ellipse.bounds)
    #expect(abs(bounds.minX - 10) < 1e-9 && abs(bounds.maxX - 40) < 1e-9)
    #expect(abs(bounds.minY - 20) < 1e-9 && abs(bounds.maxY - 60) < 1e-9)

    var arch = Path()
    arch.move(to: Point(x: 0, y: 0))
    arch.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: -10))
    let archBounds = try #require(arch.bounds)
    // The curve's top is halfway to the control point.
    #expect(abs(archBounds.minY - -5) < 1e-9)
    #expect(Path().bounds == nil)
  }

  @Test func morphBlendsPointByPoint() throws {
    let from = Path(polygon: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)])
    let to = Path(polygon: [Point(x: 0, y: 10), Point(x: 20, y: 0), Point(x: 10, y: 30)])
    let middle = try from.morphed(to: to, fraction: 0.5)
    #expect(middle.elements[0] == .move(to: Point(x: 0, y: 5)))
    #expect(middle.elements[2] == .line(to: Point(x: 10, y: 20)))
  }

  @Test func morphRefusesDifferentTopologies() {
    let triangle = Path(polygon: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)])
    let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: PathError.self) { try triangle.morphed(to: square, fraction: 0.5) }
    do {
      _ = try triangle.morphed(to: Path(ellipseIn: .zero), fraction: 0.5)
      Issue.record("expected a topology error")
    } catch {
      #expect(error.description.contains("element 1"))
    }
  }

  @Test func squareRoundedByHalfItsSideIsACircle() {
    let outline = RoundedOutline(rect: Rect(x: 0, y: 0, width: 10, height: 10), radius: 5)
    for element in outline.path.elements {
      for point in element.points where element != .closeSubpath {
        if case .curve(let end, _, _) = element, end == point {
          #expect(abs(point.distance(to: Point(x: 5, y: 5)) - 5) < 1e-9)
        }
      }
    }
    let arcs = outline.arcs
    #expect(arcs.count == 4)
    #expect(arcs.allSatisfy { abs($0.sweep - .pi / 2) < 1e-9 && abs($0.radius - 5) < 1e-12 })
  }

  @Test func radiusIsLimitedToTheGeometricMaximum() {
    let outline = RoundedOutline(rect: Rect(x: 0, y: 0, width: 40, height: 10), radius: 100)
    #expect(outline.circles.allSatisfy { abs($0.radius - 5) < 1e-9 })
    let negative = RoundedOutline(rect: Rect(x: 0, y: 0, width: 40, height: 10), radius: -.infinity)
    #expect(negative.circles.allSatisfy { $0.radius == 0 })
  }

  @Test func roundedCornersAreTangentToBothEdges() {
    let triangle = RoundedOutline(
      polygon: [Point(x: 0, y: 0), Point(x: 20, y: 10), Point(x: 0, y: 20)], radii: [2, 2, 2])
    for arc in triangle.arcs {
      #expect(abs(arc.radius - 2) < 1e-9)
    }
    // The arcs' ends lie on the polygon's edges: the first edge is y = x / 2.
    let arcs = triangle.arcs
    #expect(abs(arcs[0].end.y - arcs[0].end.x / 2) < 1e-9)
    #expect(abs(arcs[1].start.y - arcs[1].start.x / 2) < 1e-9)
  }

  @Test func straightVertexStaysSharp() {
    let outline = RoundedOutline(
      polygon: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0), Point(x: 10, y: 10)],
      radii: [1, 5, 1, 1])
    #expect(outline.circles[1].radius == 0)
  }

  @Test func splitCornerDrawsTheSameShape() {
    let triangle = RoundedOutline(
      polygon: [Point(x: 0, y: 0), Point(x: 20, y: 10), Point(x: 0, y: 20)], radii: [2, 2, 2])
    let split = triangle.splittingCorner(at: 1)
    #expect(split.circles.count == 4)
    let arcs = split.arcs
    #expect(arcs[1].end.distance(to: arcs[2].start) < 1e-9)
    #expect(abs(arcs[1].sweep + arcs[2].sweep - triangle.arcs[1].sweep) < 1e-9)
  }

  @Test func outlinesMorphSmoothly() {
    let bar = RoundedOutline(rect: Rect(x: 0, y: 0, width: 20, height: 6), radius: 3)
    let square = RoundedOutline(rect: Rect(x: 2, y: -5, width: 16, height: 16), radius: 1)
    let middle = bar.interpolated(to: square, fraction: 0.5)
    // Each edge leaves one arc along the tangent where the next arc begins.
    let arcs = middle.arcs
    for index in arcs.indices {
      let next = arcs[(index + 1) % arcs.count]
      let edge = next.start - arcs[index].end
      let normal = Point(x: cos(next.startAngle), y: sin(next.startAngle))
      #expect(abs(edge.dot(normal)) < 1e-9)
    }
  }

  @Test func contentModesPlaceTheDesignSpace() {
    let design = Size(width: 44, height: 44)
    let bounds = Rect(x: 0, y: 0, width: 88, height: 44)
    let fit = ContentMode.aspectFit.transform(from: design, into: bounds)
    #expect(fit.apply(to: Point(x: 22, y: 22)) == Point(x: 44, y: 22))
    #expect(fit.a == 1 && fit.d == 1)
    let fill = ContentMode.aspectFill.transform(from: design, into: bounds)
    #expect(fill.a == 2 && fill.apply(to: Point(x: 22, y: 22)) == Point(x: 44, y: 22))
    let stretch = ContentMode.stretch.transform(from: design, into: bounds)
    #expect(stretch.a == 2 && stretch.d == 1)
  }
}
