extension Path {
  /// The path `fraction` of the way from this one to `other`, point by point.
  ///
  /// Both paths must have the same topology: the same number of elements, of the same kinds,
  /// in the same order. Fractions outside 0…1 extrapolate.
  /// - Throws: `PathError.topologyMismatch` naming the first element that differs.
  public func morphed(to other: Path, fraction: Double) throws(PathError) -> Path {
    var result = Path()
    result.reserveCapacity(elements.count)
    for (index, pair) in zip(elements, other.elements).enumerated() {
      let mix = { (a: Point, b: Point) in a.interpolated(to: b, fraction: fraction) }
      switch pair {
      case (.move(let a), .move(let b)): result.move(to: mix(a, b))
      case (.line(let a), .line(let b)): result.addLine(to: mix(a, b))
      case (.quadCurve(let a, let ac), .quadCurve(let b, let bc)):
        result.addQuadCurve(to: mix(a, b), control: mix(ac, bc))
      case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
        result.addCurve(to: mix(a, b), control1: mix(a1, b1), control2: mix(a2, b2))
      case (.closeSubpath, .closeSubpath): result.closeSubpath()
      default:
        throw .topologyMismatch(
          elementIndex: index, description: "is \(pair.0) in one path and \(pair.1) in the other")
      }
    }
    guard elements.count == other.elements.count else {
      throw .topologyMismatch(
        elementIndex: result.elements.count,
        description: "is missing: \(elements.count) elements against \(other.elements.count)")
    }
    return result
  }
}
