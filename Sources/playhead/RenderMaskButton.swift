import ArgumentParser
import Foundation
import PlayheadCairo
import PlayheadCore

/// `playhead render mask-button`: text or a template image with a solid or gradient paint.
struct RenderMaskButton: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mask-button",
    abstract: translated("Render the MaskButton: paint through text or an image, or punched out."))

  @Option(help: ArgumentHelp(translated("The text.")))
  var text: String?

  @Option(help: ArgumentHelp(translated("Pango font description with a size, e.g. \"DejaVu Sans Bold 32\".")))
  var font = "DejaVu Sans Bold 32"

  @Option(help: ArgumentHelp(translated("A PNG whose alpha is the template image.")))
  var image: String?

  @Option(help: ArgumentHelp(translated("One colour, or two or more separated by commas (#rrggbb[aa]).")))
  var colors = "#ff5f6d,#ffc371"

  @Option(
    help: ArgumentHelp(
      translated("Gradient angle in degrees: 0 puts the first colour at the top, positive turns clockwise.")))
  var angle = 0.0

  @Flag(help: ArgumentHelp(translated("Fill the shape and punch the content out.")))
  var reversed = false

  @Option(help: ArgumentHelp(translated("Border width in units (0: none).")))
  var border = 0.0

  @Option(help: ArgumentHelp(translated("Corner radius in units.")))
  var cornerRadius = 0.0

  @Option(
    help: ArgumentHelp(
      translated("Draw the state: normal, highlighted, disabled or focused (default: normal).")))
  var state: MaskButtonState?

  @Option(help: ArgumentHelp(translated("Size in units, WIDTHxHEIGHT.")))
  var size = Size(width: 240, height: 80)

  @Option(help: ArgumentHelp(translated("With --format lottie: the text the content changes to.")))
  var nextText: String?

  @Option(help: ArgumentHelp(translated("With --format lottie: the template image the content changes to.")))
  var nextImage: String?

  @Option(help: ArgumentHelp(translated("With --format lottie: the colours the paint changes to.")))
  var nextColors: String?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard text != nil || image != nil else {
      throw ValidationError(translated("give --text, --image or both"))
    }
    _ = try parsedFont()
    _ = try paint()
    if let nextColors { _ = try paint(nextColors, option: "--next-colors") }
    let changes = nextText != nil || nextImage != nil || nextColors != nil
    if changes, output.resolvedFormat != .lottie {
      throw ValidationError(translated("--next-text, --next-image and --next-colors are for --format lottie"))
    }
    if state != nil, output.resolvedFormat == .lottie {
      throw ValidationError(translated("--format lottie writes every state: leave out --state"))
    }
  }

  func run() throws {
    let mask = try image.map(Self.mask(from:))
    let content = MaskContent(text: text, font: try parsedFont(), image: mask)
    var button = MaskButton(content: content, paint: try paint(), measurer: try PangoTextMeasurer())
    button.isReversed = reversed
    button.borderWidth = border
    button.cornerRadius = cornerRadius
    if output.resolvedFormat == .lottie {
      var next: (content: MaskContent, paint: MaskPaint)?
      if nextText != nil || nextImage != nil || nextColors != nil {
        let image = try nextImage.map(Self.mask(from:)) ?? (nextText == nil ? mask : nil)
        let text = nextText ?? (nextImage == nil ? self.text : nil)
        next = (
          MaskContent(text: text, font: try parsedFont(), image: image),
          try paint(nextColors ?? colors, option: "--next-colors")
        )
      }
      try output.writeLottie(
        named: "MaskButton", size: size, segments: button.lottieSegments(in: size, next: next))
      return
    }
    for event in (state ?? .normal).events { _ = button.handle(event, in: size, at: 0) }
    try output.write(button.scene(in: size, at: 10))
  }

  /// The template image in the PNG at `path`.
  private static func mask(from path: String) throws -> AlphaMask {
    do {
      return try AlphaMask(contentsOfPNG: path)
    } catch {
      throw CommandFailure(message: error.description)
    }
  }

  private func parsedFont() throws -> Font {
    do {
      return try Font(description: font)
    } catch {
      throw ValidationError(translated("--font must be a font name and a size: \(error.description)"))
    }
  }

  /// The paint `colors` name (`--colors`, else `option`'s): one colour, or a gradient.
  private func paint(_ colors: String? = nil, option: String = "--colors") throws -> MaskPaint {
    let colors = colors ?? self.colors
    let parsed: [Color]
    do {
      parsed = try colors.split(separator: ",").map {
        try Color(hex: $0.trimmingCharacters(in: .whitespaces))
      }
    } catch {
      throw ValidationError(translated("\(option) must be #rrggbb values separated by commas: \(error)"))
    }
    guard let first = parsed.first else { throw ValidationError(translated("\(option) names no colour")) }
    guard parsed.count > 1 else { return .solid(first) }
    do {
      return try .gradient(parsed, angle: angle)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

/// A MaskButton state to draw, as the input that leads to it.
enum MaskButtonState: String, ExpressibleByArgument, CaseIterable {
  case normal, highlighted, disabled, focused

  var events: [InputEvent] {
    switch self {
    case .normal: []
    case .highlighted: [.pointerDown(Point(x: 1, y: 1))]
    case .disabled: [.enabled(false)]
    case .focused: [.focus(true)]
    }
  }
}
