extension PlayButton {
  /// The button's Lottie segments in a box of `size`, in its style and appearance: each mode at
  /// rest ("play", "pause", "stop", "replay"; "buffering" is one turn of its loop), then every
  /// transition between two modes ("play→pause"), from one at rest until the other rests (to
  /// buffering: until one turn after the bar is reached, where "buffering" begins).
  public func lottieSegments(in size: Size) -> [LottieSegment] {
    let modes = Mode.allCases
    var segments: [LottieSegment] = modes.map { mode in
      var button = self
      button.setMode(mode, animated: false, at: 0)
      let resting = button
      return LottieSegment(
        name: mode.rawValue, duration: mode == .buffering ? effectiveLoopDuration : 0,
        loops: mode == .buffering
      ) { time in resting.scene(in: size, at: time) }
    }
    for from in modes {
      for to in modes where to != from {
        let (button, end) = transitioning(from: from, to: to)
        segments.append(
          LottieSegment(name: "\(from.rawValue)→\(to.rawValue)", duration: end) { time in
            button.scene(in: size, at: time)
          })
      }
    }
    return segments
  }
}
