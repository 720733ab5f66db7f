/// One sub-path as Lottie draws it: its vertices, and at each the Bézier handles coming in and
/// going out, relative to the vertex. Straight segments have handles of zero length; a
/// quadratic segment becomes the cubic that draws it exactly.
public struct LottieBezier: Hashable, Sendable {
  /// Whether a segment runs back from the last vertex to the first.
  public var isClosed: Bool
  /// The vertices, in order.
  public var vertices: [Point]
  /// Each vertex's incoming handle, relative to it.
  public var inTangents: [Point]
  /// Each vertex's outgoing handle, relative to it.
  public var outTangents: [Point]

  /// The sub-paths of `path`, each a bezier with a vertex for every element that ends at a
  /// point: paths built the same way (every pose of a morph) give beziers of the same vertex
  /// count, so a morph stays a morph.
  public static func beziers(of path: Path) -> [LottieBezier] {
    var beziers: [LottieBezier] = []
    var current: LottieBezier?
    var start: Point?
    func begin(at point: Point) {
      if let current { beziers.append(current) }
      current = LottieBezier(isClosed: false, vertices: [point], inTangents: [.zero], outTangents: [.zero])
      start = point
    }
    for element in path.elements {
      switch element {
      case .move(let point): begin(at: point)
      case .line(let point):
        if current == nil { begin(at: start ?? point) }
        current?.append(point, arriving: .zero)
      case .quadCurve(let point, let control):
        if current == nil { begin(at: start ?? point) }
        guard let last = current?.vertices.last else { continue }
        current?.leave(by: (control - last) * (2.0 / 3.0))
        current?.append(point, arriving: (control - point) * (2.0 / 3.0))
      case .curve(let point, let control1, let control2):
        if current == nil { begin(at: start ?? point) }
        guard let last = current?.vertices.last else { continue }
        current?.leave(by: control1 - last)
        current?.append(point, arriving: control2 - point)
      case .closeSubpath:
        current?.isClosed = true
        if let current { beziers.append(current) }
        current = nil
      }
    }
    if let current { beziers.append(current) }
    return beziers
  }

  /// Adds a vertex reached along a handle `arriving` (relative to it).
  private mutating func append(_ point: Point, arriving: Point) {
    vertices.append(point)
    inTangents.append(arriving)
    outTangents.append(.zero)
  }

  /// Sets the last vertex's outgoing handle.
  private mutating func leave(by handle: Point) {
    outTangents[outTangents.count - 1] = handle
  }

  /// Lottie's value for it: `c`, `v`, `i`, `o`.
  var json: LottieJSON {
    .object([
      "c": .bool(isClosed), "v": .array(vertices.map(Self.pair)), "i": .array(inTangents.map(Self.pair)),
      "o": .array(outTangents.map(Self.pair)),
    ])
  }

  private static func pair(_ point: Point) -> LottieJSON { .numbers([point.x, point.y]) }

  /// Every coordinate, vertices then handles: what a keyframe blends.
  var coordinates: [Double] {
    (vertices + inTangents + outTangents).flatMap { [$0.x, $0.y] }
  }
}
