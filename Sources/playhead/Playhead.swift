import ArgumentParser
import Foundation
import PlayheadCore

/// The `playhead` command: renders Playhead's controls to images and galleries, and plays media.
struct Playhead: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: translated("Animated media-playback controls drawn with Cairo, and a video player."),
    subcommands: [Render.self, Gallery.self, Probe.self, Play.self])

  /// Parses and runs; a bad argument prints one line and exits with status 2, a failure while
  /// running prints one line and exits with status 1.
  static func execute() async {
    do {
      var command = try parseAsRoot()
      if var asynchronous = command as? AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch let error as CommandFailure {
      FileHandle.standardError.write(Data("playhead: \(error.message)\n".utf8))
      Foundation.exit(1)
    } catch {
      let code = exitCode(for: error)
      guard code != .success else {
        print(ParserWords.translate(fullMessage(for: error)))
        Foundation.exit(0)
      }
      let message = ParserWords.translate(
        message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)")
      FileHandle.standardError.write(Data("playhead: \(message)\n".utf8))
      Foundation.exit(2)
    }
  }
}

/// A failure while running a valid command: a file that could not be written, say.
struct CommandFailure: Error {
  let message: String
  /// The engine's failure it tells of, when it is one.
  var cause: MediaError?
}
