@testable import PlayheadCore

/// What a PlayButton scene shows, read back from its display list.
struct SceneProbe {
  var groupOpacity = 1.0
  var background: Color?
  var glyphColor: Color?
  var glyphPath: Path?
  var hasFocusRing = false

  init(_ scene: Scene) {
    guard case .group(let group) = scene.items.first else { return }
    groupOpacity = group.opacity
    for item in group.items {
      switch item {
      case .fill(let path, .solid(let color)):
        if background == nil {
          background = color
        } else {
          glyphColor = color
          glyphPath = path
        }
      case .stroke:
        hasFocusRing = true
      default:
        break
      }
    }
  }

  /// An upper bound on the Hausdorff distance between two paths of the same topology: every
  /// point of a line or Bézier segment is the same blend of its points, so no point moves
  /// farther than the farthest-moving point; `nil` when the topologies differ.
  static func displacementBound(_ a: Path, _ b: Path) -> Double? {
    guard a.elements.count == b.elements.count else { return nil }
    var worst = 0.0
    for (x, y) in zip(a.elements, b.elements) {
      let (p, q) = (x.points, y.points)
      guard p.count == q.count else { return nil }
      for (u, v) in zip(p, q) { worst = max(worst, u.distance(to: v)) }
    }
    return worst
  }

  /// The Hausdorff distance between the two outlines, each flattened to points.
  static func hausdorff(_ a: Path, _ b: Path) -> Double {
    let (pa, pb) = (flatten(a), flatten(b))
    func directed(_ from: [Point], _ to: [Point]) -> Double {
      from.map { p in to.map { p.distance(to: $0) }.min() ?? .infinity }.max() ?? 0
    }
    return max(directed(pa, pb), directed(pb, pa))
  }

  /// Points along the outline, 16 for each curve and each line.
  static func flatten(_ path: Path) -> [Point] {
    var points: [Point] = []
    var current = Point.zero
    var start = Point.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        current = p
        start = p
        points.append(p)
      case .line(let p):
        points += (1...16).map { current.interpolated(to: p, fraction: Double($0) / 16) }
        current = p
      case .curve(let p, let c1, let c2):
        points += (1...16).map { index in
          let t = Double(index) / 16
          let u = 1 - t
          return current * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
        }
        current = p
      case .quadCurve(let p, _):
        points.append(p)
        current = p
      case .closeSubpath:
        points += (1...16).map { current.interpolated(to: start, fraction: Double($0) / 16) }
        current = start
      }
    }
    return points
  }
}

extension Color {
  /// The largest difference in any component.
  func distance(to other: Color) -> Double {
    max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue), abs(alpha - other.alpha))
  }
}
