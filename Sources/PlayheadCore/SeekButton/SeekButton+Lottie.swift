extension SeekButton {
  /// How many taps the Lottie file shows accumulating, at most.
  public static let lottieTaps = 3

  /// The button's Lottie segments in a box of `size`: "rest", then "tap", "tap ×2" and
  /// "tap ×3", each from rest, taps 0.15 s apart, until everything rests again (the total
  /// shown: +10, +20, +30 for a 10-second button).
  public func lottieSegments(in size: Size) -> [LottieSegment] {
    var resting = self
    resting.motion = .resting(at: 0)
    let still = resting
    var segments = [LottieSegment(name: "rest", duration: 0) { time in still.scene(in: size, at: time) }]
    for taps in 1...Self.lottieTaps {
      let sequence = SeekTapSequence(button: still, taps: taps)
      segments.append(
        LottieSegment(name: taps == 1 ? "tap" : "tap ×\(taps)", duration: sequence.restTime) { time in
          sequence.scene(in: size, at: time)
        })
    }
    return segments
  }
}
