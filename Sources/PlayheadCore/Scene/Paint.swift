/// What fills or strokes a shape.
public enum Paint: Hashable, Sendable {
  /// One colour.
  case solid(Color)
  /// A linear gradient along a line in scene coordinates.
  case linearGradient(LinearGradient)
}

/// A linear gradient from `start` to `end`, with colour stops along it.
public struct LinearGradient: Hashable, Sendable {
  /// One colour at a position along the gradient line.
  public struct Stop: Hashable, Sendable {
    /// Where on the line, 0 (start) … 1 (end).
    public var location: Double
    /// The colour there.
    public var color: Color

    /// Creates a stop; the location is clamped to 0…1.
    public init(location: Double, color: Color) {
      self.location = location.isFinite ? min(max(location, 0), 1) : 0
      self.color = color
    }
  }

  /// Where the first stop lies, in scene coordinates.
  public var start: Point
  /// Where the last stop lies, in scene coordinates.
  public var end: Point
  /// The colour stops in order of location.
  public var stops: [Stop]

  /// Creates a gradient.
  public init(start: Point, end: Point, stops: [Stop]) {
    self.start = start
    self.end = end
    self.stops = stops.sorted { $0.location < $1.location }
  }
}
