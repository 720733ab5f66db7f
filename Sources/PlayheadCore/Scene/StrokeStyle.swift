/// How a path's outline is stroked.
public struct StrokeStyle: Hashable, Sendable {
  /// How open ends are drawn.
  public enum LineCap: Hashable, Sendable {
    /// Ends flat at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
  }

  /// How segments meet.
  public enum LineJoin: Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
  }

  /// The line width in scene units; negative or non-finite widths draw nothing.
  public var width: Double
  /// The end style.
  public var cap: LineCap
  /// The corner style.
  public var join: LineJoin

  /// Creates a stroke style.
  public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter) {
    self.width = width.isFinite ? max(width, 0) : 0
    self.cap = cap
    self.join = join
  }
}
