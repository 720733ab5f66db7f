/// An axis-aligned rectangle given by its origin (top-left corner) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height; a rectangle built by the initializers never has a negative one.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest rectangle holding every point given, or `nil` for none.
  public init?<S: Sequence>(enclosing points: S) where S.Element == Point {
    var iterator = points.makeIterator()
    guard let first = iterator.next() else { return nil }
    var minimum = first
    var maximum = first
    while let point = iterator.next() {
      minimum = Point(x: Swift.min(minimum.x, point.x), y: Swift.min(minimum.y, point.y))
      maximum = Point(x: Swift.max(maximum.x, point.x), y: Swift.max(maximum.y, point.y))
    }
    self.init(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x.
  public var minX: Double { origin.x }
  /// The smallest y.
  public var minY: Double { origin.y }
  /// The largest x.
  public var maxX: Double { origin.x + size.width }
  /// The largest y.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The centre point.
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// Whether the point lies inside or on the edge of the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Whether this rectangle and `other` share some area (touching edges share none).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
  /// (negative values shrink it).
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle moved by `dx` across and `dy` down.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: Point(x: minX + dx, y: minY + dy), size: size)
  }

  /// What lies inside this rectangle and outside `inner` (a rectangle inside it), as at most four
  /// rectangles without area in common: the full-width bands above and below, then the parts
  /// left and right of `inner` between them. Empty ones are left out.
  public func surrounding(_ inner: Rect) -> [Rect] {
    [
      Rect(x: minX, y: minY, width: width, height: inner.minY - minY),
      Rect(x: minX, y: inner.maxY, width: width, height: maxY - inner.maxY),
      Rect(x: minX, y: inner.minY, width: inner.minX - minX, height: inner.height),
      Rect(x: inner.maxX, y: inner.minY, width: maxX - inner.maxX, height: inner.height),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// The area this rectangle and `other` share; nil when they share none.
  public func intersection(_ other: Rect) -> Rect? {
    guard intersects(other) else { return nil }
    let (left, top) = (max(minX, other.minX), max(minY, other.minY))
    return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// The smallest rectangle holding this one and `other`.
  public func union(_ other: Rect) -> Rect {
    let (left, top) = (min(minX, other.minX), min(minY, other.minY))
    return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// `rects` with those that overlap, or come closer than `gap`, made one (their union), until
  /// none do: few rectangles, without area in common, holding all of them.
  public static func merged(_ rects: [Rect], gap: Double = 0) -> [Rect] {
    var merged: [Rect] = []
    for rect in rects {
      var joined = rect
      let near = { (other: Rect) in
        other.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(joined.insetBy(dx: -gap / 2, dy: -gap / 2))
      }
      while let index = merged.firstIndex(where: near) { joined = joined.union(merged.remove(at: index)) }
      merged.append(joined)
    }
    return merged
  }

  /// The rectangle grown out to whole units and cut to the `bounds` starting at the origin; nil
  /// when nothing of it is inside.
  public func wholeUnits(within bounds: Size) -> Rect? {
    let left = max(minX.rounded(.down), 0)
    let top = max(minY.rounded(.down), 0)
    let right = min(maxX.rounded(.up), bounds.width)
    let bottom = min(maxY.rounded(.up), bounds.height)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// `"(x, y, w, h)"`.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
