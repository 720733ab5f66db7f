import Foundation

/// A closed convex outline made of rounded corners joined by straight edges: the shape every
/// PlayButton glyph is built from. Two outlines with the same number of corners morph into
/// each other corner by corner.
public struct RoundedOutline: Hashable, Sendable {
  /// The corners, clockwise on screen; edge i runs from corner i's end to corner i+1's start.
  public var corners: [CornerArc]

  /// Creates an outline from ready corners.
  public init(corners: [CornerArc]) {
    self.corners = corners
  }

  /// A polygon with rounded corners. Vertices run clockwise on screen (y down); `radii[i]`
  /// rounds vertex i and is limited to the geometric maximum, where the rounding takes half of
  /// the shorter neighbouring edge. Negative or non-finite radii count as 0; a straight
  /// (collinear) vertex stays sharp.
  ///
  /// The first corner's start angle lies in 0…2π and each later one continues from the one
  /// before, so outlines built the same way interpolate without spinning.
  public init(polygon vertices: [Point], radii: [Double]) {
    precondition(vertices.count == radii.count, "one radius per vertex")
    let count = vertices.count
    var corners: [CornerArc] = []
    corners.reserveCapacity(count)
    var previousEnd: Double?
    for index in 0..<count {
      let vertex = vertices[index]
      let incoming = vertex - vertices[(index + count - 1) % count]
      let outgoing = vertices[(index + 1) % count] - vertex
      let (inLength, outLength) = (incoming.length, outgoing.length)
      let inDirection = inLength > 0 ? incoming * (1 / inLength) : Point(x: 1, y: 0)
      let outDirection = outLength > 0 ? outgoing * (1 / outLength) : inDirection
      let turn = atan2(
        inDirection.x * outDirection.y - inDirection.y * outDirection.x,
        inDirection.dot(outDirection))
      // The outward normal of the incoming edge, for a clockwise-on-screen outline.
      var startAngle = atan2(-inDirection.x, inDirection.y)
      if let previousEnd {
        startAngle = previousEnd
      } else if startAngle < 0 {
        startAngle += 2 * .pi
      }
      let requested = radii[index].isFinite ? max(radii[index], 0) : 0
      var radius = 0.0
      if turn > 1e-9 {
        let limit = min(inLength, outLength) / 2 / tan(turn / 2)
        radius = min(requested, limit)
      }
      let tangentLength = radius * tan(max(turn, 0) / 2)
      let tangentPoint = vertex - inDirection * tangentLength
      let normal = Point(x: cos(startAngle), y: sin(startAngle))
      corners.append(
        CornerArc(
          center: tangentPoint - normal * radius, radius: radius, startAngle: startAngle,
          sweep: turn))
      previousEnd = startAngle + turn
    }
    self.corners = corners
  }

  /// An axis-aligned rectangle with four corners of radius `radius` each, from its top-left
  /// corner. A square whose radius is half its side is a circle.
  public init(rect: Rect, radius: Double) {
    self.init(rect: rect, radii: [radius, radius, radius, radius])
  }

  /// An axis-aligned rectangle with its own radius at each corner: top-left, top-right,
  /// bottom-right, bottom-left.
  public init(rect: Rect, radii: [Double]) {
    self.init(
      polygon: [
        rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
        Point(x: rect.minX, y: rect.maxY),
      ], radii: radii)
  }

  /// The outline with corner `index` split into two half corners, one more corner in all: how a
  /// three-cornered shape morphs with a four-cornered one.
  public func splittingCorner(at index: Int) -> RoundedOutline {
    var corners = self.corners
    let (first, second) = corners[index].split()
    corners[index] = first
    corners.insert(second, at: index + 1)
    return RoundedOutline(corners: corners)
  }

  /// Appends the outline to `path` as one closed sub-path: a move, then a curve for each corner
  /// and a line between neighbours. Outlines with the same corner count add the same elements.
  public func add(to path: inout Path) {
    guard let first = corners.first else { return }
    path.move(to: first.start)
    for (index, corner) in corners.enumerated() {
      if index > 0 { path.addLine(to: corner.start) }
      corner.addCurve(to: &path)
    }
    path.closeSubpath()
  }

  /// The outline as a path of its own.
  public var path: Path {
    var path = Path()
    path.reserveCapacity(corners.count * 2 + 2)
    add(to: &path)
    return path
  }
}

extension RoundedOutline: Interpolatable {
  /// Blends corner by corner; outlines with different corner counts jump at the halfway mark.
  public func interpolated(to other: RoundedOutline, fraction: Double) -> RoundedOutline {
    guard corners.count == other.corners.count else { return fraction < 0.5 ? self : other }
    return RoundedOutline(
      corners: zip(corners, other.corners).map { $0.interpolated(to: $1, fraction: fraction) })
  }
}
