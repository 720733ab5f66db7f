extension PlayButton {
  /// The scenes of an animated transition from `from` to `to`, `count` frames evenly spaced from
  /// its start to its end inclusive (for buffering, to the end of one loop after the bar is
  /// reached). Frame 0 shows `from` at rest.
  public func transitionFrames(from: Mode, to: Mode, count: Int, in size: Size) -> [Scene] {
    var button = self
    button.setMode(from, animated: false, at: 0)
    button.setMode(to, at: 0)
    let end = button.transitionEndTime ?? (button.motion.timeline.endTime + button.effectiveLoopDuration)
    let count = max(count, 1)
    return (0..<count).map { index in
      let time = count == 1 ? end : end * Double(index) / Double(count - 1)
      return button.scene(in: size, at: time)
    }
  }
}
