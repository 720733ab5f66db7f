import ArgumentParser
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
}

extension Color: ExpressibleByArgument {
  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa`.
  public init?(argument: String) { self.init(hex: argument) }
}

extension PlayButton.Mode: ExpressibleByArgument {}
extension PlayButton.Style: ExpressibleByArgument {}
extension ContentMode: ExpressibleByArgument {}

/// An output file format.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case png, svg, pdf
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
    }
  } catch {
    throw CommandFailure(message: "cannot write \(path): \(error)")
  }
}
