import ArgumentParser
import PlayheadCore

/// `playhead render seek-button`: the button at rest, at an instant after some taps, or a
/// filmstrip of them.
struct RenderSeekButton: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "seek-button", abstract: translated("Render the SeekButton at rest or after taps."))

  @Option(help: ArgumentHelp(translated("forward or backward.")))
  var direction: SeekButton.Direction = .forward

  @Option(help: ArgumentHelp(translated("Seconds per tap, 1...3600.")))
  var interval = 10

  @Option(help: ArgumentHelp(translated("Tap this many times, 0.15 s apart, starting at time 0.")))
  var taps = 0

  @Option(help: ArgumentHelp(translated("Seconds after the first tap to draw.")))
  var time = 0.0

  @Option(
    help: ArgumentHelp(translated("With --taps: a filmstrip of N frames over the whole animation instead.")))
  var frames: Int?

  @Option(help: ArgumentHelp(translated("Arrow and label colour (#rrggbb[aa]).")))
  var tint: Color?

  @Flag(help: ArgumentHelp(translated("No spin or slide: the total fades in place.")))
  var reducedMotion = false

  @Option(help: ArgumentHelp(translated("Size in units, WIDTHxHEIGHT.")))
  var size = Size(width: 88, height: 88)

  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard (1...3600).contains(interval) else {
      throw ValidationError(translated("--interval must be 1 to 3600, got \(interval)"))
    }
    guard (0...20).contains(taps) else {
      throw ValidationError(translated("--taps must be 0 to 20, got \(taps)"))
    }
    guard time.isFinite, time >= 0 else {
      throw ValidationError(translated("--time must be 0 or more, got \(time)"))
    }
    if let frames, !(1...120).contains(frames) {
      throw ValidationError(translated("--frames must be 1 to 120, got \(frames)"))
    }
  }

  func run() throws {
    var button = try SeekButton(direction: direction, interval: interval)
    if let tint {
      button.appearance.tintColor = tint
      button.appearance.flashColor = tint
    }
    button.prefersReducedMotion = reducedMotion
    let sequence = SeekTapSequence(button: button, taps: taps)
    if let frames {
      try output.write(Scene.filmstrip(sequence.frames(count: frames, in: size), spacing: size.width / 8))
    } else {
      try output.write(sequence.scene(in: size, at: time))
    }
  }
}

/// A button tapped `taps` times, 0.15 s apart, from time 0.
struct SeekTapSequence {
  let button: SeekButton
  let taps: Int

  /// The scene `time` seconds after the first tap.
  func scene(in size: Size, at time: Double) -> Scene {
    var button = self.button
    var accumulator = SeekAccumulator()
    for index in 0..<taps where Double(index) * 0.15 <= time {
      button.tap(at: Double(index) * 0.15, accumulator: &accumulator)
    }
    return button.scene(in: size, at: time)
  }

  /// Seconds from the first tap to a little after everything rests.
  var duration: Double { Double(max(taps - 1, 0)) * 0.15 + 1.1 }

  /// `count` frames evenly spaced from the first tap to a little after everything rests.
  func frames(count: Int, in size: Size) -> [Scene] {
    (0..<count).map { scene(in: size, at: count == 1 ? 0 : duration * Double($0) / Double(count - 1)) }
  }
}
