/// The part of a live stream a viewer can move in (DVR): from the oldest moment its server
/// still keeps to the live edge, where a viewer joining now plays, on the position's timeline.
/// The scrubber spans it, times read back from the edge ("−0:42"), and the edge is where the
/// LIVE badge and End go.
public struct LiveWindow: Hashable, Sendable {
  /// How close to the edge counts as live, in seconds, at the least: a stream's edge moves in
  /// steps of a segment, and a viewer that far behind has not moved back.
  public static let minimumEdgeTolerance = 3.0

  /// The oldest moment that can be sought.
  public var start: Double
  /// The live edge.
  public var edge: Double
  /// How far behind the edge a viewer still counts as live (`isAtEdge`).
  public var edgeTolerance: Double

  /// A window from `start` to `edge` (`start` is kept at or before `edge`), a viewer within
  /// `edgeTolerance` of the edge being live (never less than `minimumEdgeTolerance`).
  public init(start: Double, edge: Double, edgeTolerance: Double = LiveWindow.minimumEdgeTolerance) {
    self.edge = edge.isFinite ? edge : 0
    self.start = start.isFinite ? min(start, self.edge) : self.edge
    self.edgeTolerance =
      edgeTolerance.isFinite ? max(edgeTolerance, Self.minimumEdgeTolerance) : Self.minimumEdgeTolerance
  }

  /// How long the window is.
  public var length: Double { edge - start }

  /// How far `position` is behind the live edge, 0 at the edge or within its tolerance.
  public func behind(_ position: Double?) -> Double {
    guard let position, position.isFinite else { return 0 }
    let behind = edge - position
    return behind > edgeTolerance ? behind : 0
  }

  /// Whether `position` is at the live edge (within its tolerance).
  public func isAtEdge(_ position: Double?) -> Bool { behind(position) == 0 }

  /// `seconds` kept within the window.
  public func clamped(_ seconds: Double) -> Double {
    guard seconds.isFinite else { return edge }
    return min(max(seconds, start), edge)
  }

  /// How far through the window `seconds` is, 0 at its start and 1 at the edge.
  public func fraction(_ seconds: Double) -> Double {
    guard length > 0, seconds.isFinite else { return 1 }
    return (clamped(seconds) - start) / length
  }

  /// The moment `fraction` of the way from the start to the edge (kept within 0…1).
  public func seconds(atFraction fraction: Double) -> Double {
    start + length * min(max(fraction.isFinite ? fraction : 1, 0), 1)
  }
}
