import ArgumentParser
import Foundation
import PlayheadCairo
import PlayheadCore

extension Size: ExpressibleByArgument {
  /// Parses `WIDTHxHEIGHT`, each a positive number up to 8192.
  public init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      (1...8192).contains(width), (1...8192).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }

  /// `WIDTHxHEIGHT` as it is typed: `1280x720`, `88.5x40`.
  public var defaultValueDescription: String {
    func typed(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String(value)
    }
    return "\(typed(width))x\(typed(height))"
  }
}

extension Color: ExpressibleByArgument {
  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa`.
  public init?(argument: String) {
    guard let color = try? Color(hex: argument) else { return nil }
    self = color
  }
}

extension PlayButton.Mode: ExpressibleByArgument {}
extension PlayButton.Style: ExpressibleByArgument {}
extension ContentMode: ExpressibleByArgument {}
extension SeekButton.Direction: ExpressibleByArgument {}

/// An output file format.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case png, svg, pdf
  /// A Lottie animation (JSON) of every state and transition, each a marker.
  case lottie

  /// The format a file's name says (`.json` is Lottie); `nil` for another name.
  init?(fileName: String) {
    let ext = String(fileName.split(separator: "/").last?.split(separator: ".").dropFirst().last ?? "")
      .lowercased()
    self.init(rawValue: ext == "json" ? "lottie" : ext == "lottie" ? "" : ext)
  }
}

/// A `FROM:TO` pair of modes.
struct Transition: ExpressibleByArgument {
  let from: PlayButton.Mode
  let to: PlayButton.Mode

  init?(argument: String) {
    let parts = argument.split(separator: ":").map(String.init)
    guard parts.count == 2, let from = PlayButton.Mode(rawValue: parts[0]),
      let to = PlayButton.Mode(rawValue: parts[1])
    else { return nil }
    self.from = from
    self.to = to
  }
}

/// Writes a scene in a format, turning renderer errors into one line for the user.
func write(_ scene: Scene, format: OutputFormat, scale: Double, to path: String) throws {
  do {
    switch format {
    case .png: try SceneRenderer.image(of: scene, scale: scale).writePNG(to: path)
    case .svg: try SceneRenderer.writeDocument(scene, format: .svg, to: path)
    case .pdf: try SceneRenderer.writeDocument(scene, format: .pdf, to: path)
    case .lottie: throw CommandFailure(message: translated("a still cannot be written as Lottie"))
    }
  } catch {
    throw CommandFailure(message: translated("cannot write \(path): \(error)"))
  }
}

/// The output options every `render` subcommand shares.
struct OutputOptions: ParsableArguments {
  @Option(help: ArgumentHelp(translated("Pixels per unit for PNG output.")))
  var scale = 1.0

  @Option(
    help: ArgumentHelp(
      translated(
        "Output format: png, svg, pdf, or lottie: every state and transition, each a marker (default: from the file name, .json for lottie, else png)."
      )))
  var format: OutputFormat?

  @Option(help: ArgumentHelp(translated("The file to write.")))
  var out: String

  func validate() throws {
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw ValidationError(translated("--scale must be a number from 0 (excluded) to 16, got \(scale)"))
    }
    if out.lowercased().hasSuffix(".lottie") {
      throw ValidationError(
        translated("\(out): a .lottie file is a zipped dotLottie; Playhead writes Lottie as .json"))
    }
  }

  /// The format asked for: `--format`, else the file name's, else PNG.
  var resolvedFormat: OutputFormat { format ?? OutputFormat(fileName: out) ?? .png }

  /// Writes `scene` as asked.
  func write(_ scene: Scene) throws {
    try playhead.write(scene, format: resolvedFormat, scale: scale, to: out)
  }

  /// Writes `segments` as one Lottie animation named `name`, `size` units, text as outlines.
  func writeLottie(named name: String, size: Size, segments: [LottieSegment]) throws {
    do {
      let exporter = LottieExporter(outliner: try PangoTextOutliner())
      let animation = try exporter.animation(named: name, size: size, segments: segments)
      try FileBytes.write(Array((animation.text + "\n").utf8), to: out)
    } catch {
      throw CommandFailure(message: translated("cannot write \(out): \(error)"))
    }
  }
}
