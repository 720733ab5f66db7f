import ArgumentParser
import PlayheadCore

/// `playhead render play-button`: one mode, one instant of a transition, or a filmstrip of one.
struct RenderPlayButton: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play-button",
    abstract: translated("Render the PlayButton in a mode, or a transition between two modes."))

  @Option(help: ArgumentHelp(translated("The mode to show: play, pause, stop, buffering or replay.")))
  var mode: PlayButton.Mode = .play

  @OptionGroup var button: PlayButtonOptions

  @Option(help: ArgumentHelp(translated("Size in units, WIDTHxHEIGHT.")))
  var size = Size(width: 88, height: 88)

  @Option(help: ArgumentHelp(translated("Seconds after the transition (or the buffering loop) starts.")))
  var time = 0.0

  @Option(
    help: ArgumentHelp(translated("Render the transition FROM:TO (e.g. play:pause) instead of a still mode."))
  )
  var transition: Transition?

  @Option(
    help: ArgumentHelp(translated("With --transition and no --time: a filmstrip of N evenly spaced frames.")))
  var frames: Int?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard time.isFinite, time >= 0 else {
      throw ValidationError(translated("--time must be 0 or more, got \(time)"))
    }
    if let frames, !(1...120).contains(frames) {
      throw ValidationError(translated("--frames must be 1 to 120, got \(frames)"))
    }
    if frames != nil, transition == nil { throw ValidationError(translated("--frames needs --transition")) }
    if output.resolvedFormat == .lottie, transition != nil || frames != nil {
      throw ValidationError(
        translated("--format lottie writes every mode and transition: leave out --transition and --frames"))
    }
  }

  func run() throws {
    if output.resolvedFormat == .lottie {
      let button = button.makeButton(mode: .play)
      try output.writeLottie(
        named: "PlayButton (\(button.style.rawValue))", size: size, segments: button.lottieSegments(in: size))
      return
    }
    let scene: Scene
    if let transition, let frames {
      let button = button.makeButton(mode: transition.from)
      scene = Scene.filmstrip(
        button.transitionFrames(from: transition.from, to: transition.to, count: frames, in: size),
        spacing: size.width / 8)
    } else if let transition {
      var button = button.makeButton(mode: transition.from)
      button.setMode(transition.to, at: 0)
      scene = button.scene(in: size, at: time)
    } else {
      var button = button.makeButton(mode: mode)
      button.setMode(mode, animated: false, at: 0)
      scene = button.scene(in: size, at: time)
    }
    try output.write(scene)
  }
}
