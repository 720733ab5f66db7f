extension PlayButton {
  /// How long the animated transition from `from` to `to` lasts, in seconds (for buffering, to
  /// the end of one loop after the bar is reached).
  public func transitionDuration(from: Mode, to: Mode) -> Double {
    transitioning(from: from, to: to).end
  }

  /// The scenes of an animated transition from `from` to `to`, `count` frames evenly spaced from
  /// its start to its end inclusive (for buffering, to the end of one loop after the bar is
  /// reached). Frame 0 shows `from` at rest.
  public func transitionFrames(from: Mode, to: Mode, count: Int, in size: Size) -> [Scene] {
    let (button, end) = transitioning(from: from, to: to)
    let count = max(count, 1)
    return (0..<count).map { index in
      let time = count == 1 ? end : end * Double(index) / Double(count - 1)
      return button.scene(in: size, at: time)
    }
  }

  /// This button resting in `from`, then sent to `to` at time 0, and when that ends.
  func transitioning(from: Mode, to: Mode) -> (button: PlayButton, end: Double) {
    var button = self
    button.setMode(from, animated: false, at: 0)
    button.setMode(to, at: 0)
    return (
      button, button.transitionEndTime ?? (button.motion.timeline.endTime + button.effectiveLoopDuration)
    )
  }
}
