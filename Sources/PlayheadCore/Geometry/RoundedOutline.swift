import Foundation

/// A closed outline drawn as a belt around a ring of circles: each circle rounds one corner,
/// and each edge is the outer tangent from one circle to the next. Every outline of the same
/// circle count morphs into every other by blending the circles, and every blend is again a
/// smooth rounded outline: corners stay round while they move, grow or merge.
public struct RoundedOutline: Hashable, Sendable {
  /// The corner circles, clockwise on screen (y down).
  public var circles: [Circle]
  /// For each edge (circle i to circle i + 1), the direction of its outward normal in radians,
  /// used only where the edge has no direction of its own: two circles at one place.
  public var fallbackNormals: [Double]

  /// Creates an outline from its circles and their edges' fallback normals.
  init(circles: [Circle], fallbackNormals: [Double]) {
    precondition(circles.count == fallbackNormals.count, "one fallback normal per edge")
    self.circles = circles
    self.fallbackNormals = fallbackNormals
  }

  /// A polygon with rounded corners. Vertices run clockwise on screen (y down); `radii[i]`
  /// rounds vertex i and is limited to the geometric maximum, where the rounding takes half of
  /// the shorter neighbouring edge. Negative or non-finite radii count as 0, and so does the
  /// radius at a straight (collinear) vertex.
  init(polygon vertices: [Point], radii: [Double]) {
    precondition(vertices.count == radii.count && vertices.count >= 3, "a radius per vertex, 3 or more")
    let count = vertices.count
    var circles: [Circle] = []
    var normals: [Double] = []
    for index in 0..<count {
      let vertex = vertices[index]
      let incoming = vertex - vertices[(index + count - 1) % count]
      let outgoing = vertices[(index + 1) % count] - vertex
      let (inLength, outLength) = (incoming.length, outgoing.length)
      let inDirection = inLength > 0 ? incoming * (1 / inLength) : Point(x: 1, y: 0)
      let outDirection = outLength > 0 ? outgoing * (1 / outLength) : inDirection
      let turn = atan2(
        inDirection.x * outDirection.y - inDirection.y * outDirection.x, inDirection.dot(outDirection))
      let requested = radii[index].isFinite ? max(radii[index], 0) : 0
      var radius = 0.0
      if turn > 1e-9 {
        radius = min(requested, min(inLength, outLength) / 2 / tan(turn / 2))
      }
      // The centre lies inward from the vertex along the bisector, at r / cos(turn / 2).
      let inward = (outDirection - inDirection)
      let inwardLength = inward.length
      let center =
        inwardLength > 0 ? vertex + inward * (radius / cos(turn / 2) / inwardLength) : vertex
      circles.append(Circle(center: center, radius: radius))
      normals.append(atan2(-outDirection.x, outDirection.y))
    }
    self.init(circles: circles, fallbackNormals: normals)
  }

  /// An axis-aligned rectangle with its own radius at each corner: top-left, top-right,
  /// bottom-right, bottom-left. A square whose radius is half its side is a circle.
  public init(rect: Rect, radii: [Double]) {
    self.init(
      polygon: [
        rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
        Point(x: rect.minX, y: rect.maxY),
      ], radii: radii)
  }

  /// An axis-aligned rectangle with one radius at every corner.
  public init(rect: Rect, radius: Double) {
    self.init(rect: rect, radii: [radius, radius, radius, radius])
  }

  /// The outline with corner `index` doubled: two copies of its circle with a zero-length edge
  /// between them, one more corner in all. It draws the same; it is how a three-cornered shape
  /// morphs with a four-cornered one.
  public func splittingCorner(at index: Int) -> RoundedOutline {
    let count = circles.count
    let before = fallbackNormals[(index + count - 1) % count]
    let after = fallbackNormals[index]
    var circles = self.circles
    var normals = fallbackNormals
    circles.insert(circles[index], at: index)
    normals.insert(before + Self.wrapped(after - before) / 2, at: index)
    return RoundedOutline(circles: circles, fallbackNormals: normals)
  }

  /// The outline moved by `offset`.
  public func offsetBy(_ offset: Point) -> RoundedOutline {
    RoundedOutline(
      circles: circles.map { Circle(center: $0.center + offset, radius: $0.radius) },
      fallbackNormals: fallbackNormals)
  }

  /// The arcs around each circle, joined by the tangent edges.
  public var arcs: [CornerArc] {
    var arcs: [CornerArc] = []
    arcs.reserveCapacity(circles.count)
    forEachArc { _, arc in arcs.append(arc) }
    return arcs
  }

  /// Calls `body` with each circle's index and its arc, from the normal of the edge coming in to
  /// that of the edge going out. Each edge's normal is worked out once (every edge bounds two
  /// arcs), on the stack: a button does this every frame of its animations.
  private func forEachArc(_ body: (Int, CornerArc) -> Void) {
    let count = circles.count
    withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { normals in
      for index in 0..<count { normals[index] = normal(ofEdge: index) }
      for index in 0..<count {
        let incoming = normals[(index + count - 1) % count]
        body(
          index,
          CornerArc(
            center: circles[index].center, radius: circles[index].radius, startAngle: incoming,
            sweep: Self.wrapped(normals[index] - incoming)))
      }
    }
  }

  /// The outward normal of edge `index`, from circle `index` to the next.
  private func normal(ofEdge index: Int) -> Double {
    edgeNormal(from: circles[index], to: circles[(index + 1) % circles.count]) ?? fallbackNormals[index]
  }

  /// Appends the outline to `path` as one closed sub-path, moved by `transform`: a move, then a
  /// curve for each corner and a line between neighbours. Outlines with the same corner count add
  /// the same elements.
  public func add(to path: inout Path, transform: AffineTransform = .identity) {
    guard !circles.isEmpty else { return }
    forEachArc { index, arc in
      arc.add(to: &path, transform: transform, from: index == 0 ? .move : .line)
    }
    path.closeSubpath()
  }

  /// The outline as a path of its own.
  public var path: Path {
    var path = Path()
    path.reserveCapacity(circles.count * 2 + 2)
    add(to: &path)
    return path
  }

  /// The outward normal of the outer tangent from one circle to the next, or `nil` when it has
  /// none (the circles coincide, or one holds the other).
  private func edgeNormal(from a: Circle, to b: Circle) -> Double? {
    let delta = b.center - a.center
    let length = delta.length
    let radiusDifference = a.radius - b.radius
    guard length > 1e-9, abs(radiusDifference) < length else { return nil }
    return atan2(delta.y, delta.x) - acos(radiusDifference / length)
  }

  /// An angle brought into (−π, π].
  static func wrapped(_ angle: Double) -> Double {
    var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if result > .pi { result -= 2 * .pi }
    if result <= -.pi { result += 2 * .pi }
    return result
  }
}

extension RoundedOutline: Interpolatable {
  /// Blends circle by circle (and fallback normals the short way round); outlines with
  /// different corner counts jump at the halfway mark.
  public func interpolated(to other: RoundedOutline, fraction: Double) -> RoundedOutline {
    guard circles.count == other.circles.count else { return fraction < 0.5 ? self : other }
    return RoundedOutline(
      circles: zip(circles, other.circles).map { $0.interpolated(to: $1, fraction: fraction) },
      fallbackNormals: zip(fallbackNormals, other.fallbackNormals).map {
        $0 + Self.wrapped($1 - $0) * fraction
      })
  }
}
