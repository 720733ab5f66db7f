/// Why two paths could not be combined.
public enum PathError: Error, Equatable, CustomStringConvertible {
  /// The paths differ in element count or kind, first at `elementIndex`, so no point of one
  /// corresponds to a point of the other.
  case topologyMismatch(elementIndex: Int, description: String)

  /// A sentence saying what differs.
  public var description: String {
    switch self {
    case .topologyMismatch(let index, let detail):
      "cannot interpolate paths of different topology: element \(index) \(detail)"
    }
  }
}
