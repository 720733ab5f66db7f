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
    if output.resolvedFormat == .lottie, taps != 0 || frames != nil {
      throw ValidationError(
        translated(
          "--format lottie writes the button at rest and after 1 to 3 taps: leave out --taps and --frames"))
    }
  }

  func run() throws {
    var button = try SeekButton(direction: direction, interval: interval)
    if let tint {
      button.appearance.tintColor = tint
      button.appearance.flashColor = tint
    }
    button.prefersReducedMotion = reducedMotion
    if output.resolvedFormat == .lottie {
      try output.writeLottie(
        named: "SeekButton (\(direction.rawValue), \(interval) s)", size: size,
        segments: button.lottieSegments(in: size))
      return
    }
    let sequence = SeekTapSequence(button: button, taps: taps)
    if let frames {
      try output.write(Scene.filmstrip(sequence.frames(count: frames, in: size), spacing: size.width / 8))
    } else {
      try output.write(sequence.scene(in: size, at: time))
    }
  }
}
