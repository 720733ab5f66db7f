/// A vector outline made of sub-paths of straight and Bézier segments, in the coordinates of
/// whatever space it is drawn in.
public struct Path: Hashable, Sendable {
  /// One drawing instruction.
  public enum Element: Hashable, Sendable {
    /// Starts a new sub-path at a point.
    case move(to: Point)
    /// A straight segment to a point.
    case line(to: Point)
    /// A quadratic Bézier segment to a point, bent towards one control point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier segment to a point, with two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight segment back to the start of the sub-path, closing it.
    case closeSubpath

    /// The points the element carries, end point last.
    public var points: [Point] {
      switch self {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [control, point]
      case .curve(let point, let control1, let control2): [control1, control2, point]
      case .closeSubpath: []
      }
    }

    /// The element with every point moved by `transform`.
    public func applying(_ transform: AffineTransform) -> Element {
      switch self {
      case .move(let point): .move(to: transform.apply(to: point))
      case .line(let point): .line(to: transform.apply(to: point))
      case .quadCurve(let point, let control):
        .quadCurve(to: transform.apply(to: point), control: transform.apply(to: control))
      case .curve(let point, let control1, let control2):
        .curve(
          to: transform.apply(to: point), control1: transform.apply(to: control1),
          control2: transform.apply(to: control2))
      case .closeSubpath: .closeSubpath
      }
    }
  }

  /// The drawing instructions in order.
  public private(set) var elements: [Element]

  /// Creates an empty path, or one from ready elements.
  public init(elements: [Element] = []) {
    self.elements = elements
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new sub-path at `point`.
  public mutating func move(to point: Point) { elements.append(.move(to: point)) }

  /// Adds a straight segment to `point`.
  public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

  /// Adds a quadratic Bézier segment to `point`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier segment to `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current sub-path.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Appends every element of another path.
  public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

  /// Reserves room for `count` elements, to build a path without reallocating.
  public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

  /// The path with every point moved by `transform`.
  public func applying(_ transform: AffineTransform) -> Path {
    if transform.isIdentity { return self }
    return Path(elements: elements.map { $0.applying(transform) })
  }

  /// A closed polygon through the given points (none: an empty path).
  public init(polygon points: [Point]) {
    self.init()
    guard let first = points.first else { return }
    elements.reserveCapacity(points.count + 1)
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
    closeSubpath()
  }

  /// An ellipse filling `rect`, moved by `transform`, made of four cubic segments (the usual
  /// 0.5523 approximation of a quarter circle, within 0.03 % of the radius).
  public init(ellipseIn rect: Rect, transform: AffineTransform = .identity) {
    self.init()
    elements.reserveCapacity(6)
    let kappa = 0.552_284_749_830_793_4
    let (cx, cy) = (rect.center.x, rect.center.y)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (ox, oy) = (rx * kappa, ry * kappa)
    let point = { (x: Double, y: Double) in transform.apply(to: Point(x: x, y: y)) }
    move(to: point(cx + rx, cy))
    addCurve(to: point(cx, cy + ry), control1: point(cx + rx, cy + oy), control2: point(cx + ox, cy + ry))
    addCurve(to: point(cx - rx, cy), control1: point(cx - ox, cy + ry), control2: point(cx - rx, cy + oy))
    addCurve(to: point(cx, cy - ry), control1: point(cx - rx, cy - oy), control2: point(cx - ox, cy - ry))
    addCurve(to: point(cx + rx, cy), control1: point(cx + ox, cy - ry), control2: point(cx + rx, cy - oy))
    closeSubpath()
  }

  /// A rectangle, clockwise from its top-left corner.
  public init(rect: Rect) {
    self.init(polygon: [
      rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
      Point(x: rect.minX, y: rect.maxY),
    ])
  }
}
