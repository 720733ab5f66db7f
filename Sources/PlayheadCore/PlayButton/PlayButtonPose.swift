/// A named resting shape of the PlayButton glyph: the waypoints its choreography passes through.
enum PlayButtonPose: Hashable, Sendable, CaseIterable {
  /// The play triangle.
  case triangle
  /// A horizontal bar, the buffering rest shape.
  case horizontalBar
  /// The same bar turned a quarter (classic only).
  case verticalBar
  /// The two pause bars.
  case bars
  /// The stop square.
  case square
  /// The stop square in the turned frame, where it meets the vertical bar (classic only).
  case squareTurned
  /// A dot at the bar's right end (buffering loop).
  case dotRight
  /// A dot at the bar's left end (buffering loop).
  case dotLeft
  /// The replay bar and backward triangle.
  case replay

  /// The poses that show `mode` at rest.
  static func resting(_ mode: PlayButton.Mode) -> Set<PlayButtonPose> {
    switch mode {
    case .play: [.triangle]
    case .pause: [.bars]
    case .stop: [.square, .squareTurned]
    case .buffering: [.horizontalBar]
    case .replay: [.replay]
    }
  }

  /// The canonical still pose of `mode`.
  static func still(_ mode: PlayButton.Mode) -> PlayButtonPose {
    switch mode {
    case .play: .triangle
    case .pause: .bars
    case .stop: .square
    case .buffering: .horizontalBar
    case .replay: .replay
    }
  }

  /// The buffering loop after the horizontal bar, one quarter of the loop each.
  static let bufferingLoop: [PlayButtonPose] = [.dotRight, .horizontalBar, .dotLeft, .horizontalBar]
}
