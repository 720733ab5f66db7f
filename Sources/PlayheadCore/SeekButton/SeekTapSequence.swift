/// A SeekButton tapped `taps` times, `spacing` seconds apart, from time 0: how the gallery, the
/// renderer and the Lottie file show taps accumulating.
public struct SeekTapSequence: Sendable {
  /// The button before the first tap.
  public let button: SeekButton
  /// How many taps.
  public let taps: Int
  /// Seconds between taps.
  public let spacing: Double

  /// `button` tapped `taps` times, `spacing` seconds apart.
  public init(button: SeekButton, taps: Int, spacing: Double = 0.15) {
    self.button = button
    self.taps = max(taps, 0)
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0.15
  }

  /// The scene `time` seconds after the first tap.
  public func scene(in size: Size, at time: Double) -> Scene {
    var button = self.button
    var accumulator = SeekAccumulator()
    for index in 0..<taps where Double(index) * spacing <= time {
      button.tap(at: Double(index) * spacing, accumulator: &accumulator)
    }
    return button.scene(in: size, at: time)
  }

  /// Seconds from the first tap to a little after everything rests.
  public var duration: Double { Double(max(taps - 1, 0)) * spacing + 1.1 }

  /// Seconds from the first tap until everything rests.
  var restTime: Double {
    var button = self.button
    var accumulator = SeekAccumulator()
    for index in 0..<taps { button.tap(at: Double(index) * spacing, accumulator: &accumulator) }
    return button.motion.endTime
  }

  /// `count` frames evenly spaced from the first tap to a little after everything rests.
  public func frames(count: Int, in size: Size) -> [Scene] {
    (0..<count).map { scene(in: size, at: count == 1 ? 0 : duration * Double($0) / Double(count - 1)) }
  }
}
