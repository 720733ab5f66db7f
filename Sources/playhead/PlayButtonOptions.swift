import ArgumentParser
import PlayheadCore

/// The PlayButton's styling options, shared by the commands that draw one.
struct PlayButtonOptions: ParsableArguments {
  @Option(help: ArgumentHelp(translated("Glyph choreography: classic or split.")))
  var style: PlayButton.Style = .classic

  @Option(help: ArgumentHelp(translated("Background in pause and stop modes (#rrggbb[aa]).")))
  var pauseStopBackground: Color?
  @Option(help: ArgumentHelp(translated("Bars and square colour (#rrggbb[aa]).")))
  var pauseStopTint: Color?
  @Option(help: ArgumentHelp(translated("Background in play and buffering modes (#rrggbb[aa]).")))
  var playBufferingBackground: Color?
  @Option(help: ArgumentHelp(translated("Triangle and buffering bar colour (#rrggbb[aa]).")))
  var playBufferingTint: Color?

  @Option(help: ArgumentHelp(translated("Bar thickness, 1...10 design units (default 6).")))
  var barThickness: Double?
  @Option(help: ArgumentHelp(translated("Bar corner radius, 0...thickness/2 (default 3).")))
  var barCornerRadius: Double?
  @Option(help: ArgumentHelp(translated("Square side, 2...30 (default 15).")))
  var squareWidth: Double?
  @Option(help: ArgumentHelp(translated("Square corner radius, 0...side/2 (default 1.5).")))
  var squareCornerRadius: Double?
  @Option(help: ArgumentHelp(translated("Triangle width, 4...30 (default 20).")))
  var triangleWidth: Double?
  @Option(help: ArgumentHelp(translated("Triangle corner radius, 0...width/4 (default 1.5).")))
  var triangleCornerRadius: Double?

  @Option(
    help: ArgumentHelp(translated("How the 44x44 design fits the size: aspectFit, aspectFill or stretch.")))
  var contentMode: ContentMode = .aspectFit

  @Flag(help: ArgumentHelp(translated("Fade between modes instead of morphing.")))
  var reducedMotion = false

  func validate() throws {
    let measures = [
      barThickness, barCornerRadius, squareWidth, squareCornerRadius, triangleWidth,
      triangleCornerRadius,
    ]
    for value in measures.compactMap({ $0 }) where !value.isFinite || value < 0 {
      throw ValidationError(translated("shape measures must be finite and not negative, got \(value)"))
    }
  }

  /// A button in `mode` styled by these options.
  func makeButton(mode: PlayButton.Mode) -> PlayButton {
    var appearance = PlayButtonAppearance()
    let colors: [(Color?, WritableKeyPath<PlayButtonAppearance, Color>)] = [
      (pauseStopBackground, \.pauseStopBackgroundColor), (pauseStopTint, \.pauseStopTintColor),
      (playBufferingBackground, \.playBufferingBackgroundColor),
      (playBufferingTint, \.playBufferingTintColor),
    ]
    for case (let value?, let keyPath) in colors { appearance[keyPath: keyPath] = value }
    let measures: [(Double?, WritableKeyPath<PlayButtonAppearance, Double>)] = [
      (barThickness, \.barThickness), (barCornerRadius, \.barCornerRadius), (squareWidth, \.squareWidth),
      (squareCornerRadius, \.squareCornerRadius), (triangleWidth, \.triangleWidth),
      (triangleCornerRadius, \.triangleCornerRadius),
    ]
    for case (let value?, let keyPath) in measures { appearance[keyPath: keyPath] = value }
    var button = PlayButton(mode: mode, style: style, appearance: appearance)
    button.contentMode = contentMode
    button.prefersReducedMotion = reducedMotion
    return button
  }
}
