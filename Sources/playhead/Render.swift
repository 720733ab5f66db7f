import ArgumentParser
import PlayheadCore

/// `playhead render`: draws one control to a file.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: translated("Render a control to PNG, SVG, PDF or Lottie."),
    subcommands: [RenderPlayButton.self, RenderSeekButton.self, RenderMaskButton.self])
}
