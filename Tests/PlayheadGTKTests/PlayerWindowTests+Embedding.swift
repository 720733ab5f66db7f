import Foundation
import Testing

/// The example an app developer starts from (`Examples/EmbeddedPlayer`): a window of its own
/// with its own widgets beside the player, the queue and MPRIS through the player's session, and
/// the player's keys.
extension PlayerWindowTests {
  static let embeddedExample = build.appendingPathComponent("EmbeddedPlayer").path

  @Test func theEmbeddingExampleHasAQueueMPRISAndThePlayersKeys() async throws {
    let (red, blue) = (try video(pattern: "red", seconds: 3), try blueVideo())
    let log = folder.appendingPathComponent("embedded.log")
    let program = try desktop.start(Self.embeddedExample, [red, blue], loggingTo: log)
    defer { program.terminate() }
    let said = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    let app = "embedded-player"
    let titled = { (title: String) in
      { (element: AccessibleElement) in element.role == "label" && element.name == title }
    }
    // The program's own title line follows the player's events.
    _ = try await element("the program's title line", of: app, titled("red-3.mp4 (1 of 2)"))
    // The first item's end plays the next: the queue is the player's session's.
    _ = try await element("the next item once the first ended", of: app, titled("blue-20.mp4 (2 of 2)"))
    // MPRIS, under the name the program gave.
    let mpris = { (command: String) in
      try self.desktop.run("/usr/bin/playerctl", ["--player=embedded", command])
    }
    _ = try await until("MPRIS's Previous", seen: said) { () -> Bool? in
      _ = try? mpris("previous")
      return (try? self.elements(of: app).contains(where: titled("red-3.mp4 (1 of 2)"))) == true ? true : nil
    }
    // The program's own button.
    try desktop.run(
      "/usr/bin/python3", [Self.atspiClient, "--application", app, "activate", "Next in the queue"])
    _ = try await element("the program's Next", of: app, titled("blue-20.mp4 (2 of 2)"))
    // The player has the keyboard: P is the player's key for the item before, Space pauses.
    try desktop.run("/usr/bin/xdotool", ["key", "p"])
    _ = try await element("P's item before", of: app, titled("red-3.mp4 (1 of 2)"))
    _ = try await button("Pause", of: app)
    try desktop.run("/usr/bin/xdotool", ["key", "space"])
    _ = try await button("Play", of: app)
    #expect(program.isRunning, "\(said())")
  }
}
