import Foundation
import Testing

extension PlayerWindowTests {
  /// A film closed half way goes on from there when opened again, and says so ("Resumed at 0:2x
  /// — Home to start over"); Home starts it over, and a film left at the start is not resumed.
  /// The controls are kept shown, so the elapsed time stays in the screen reader's view.
  @Test func aFilmOpenedAgainGoesOnWhereItWasLeft() async throws {
    let video = try video(pattern: "blue", seconds: 40)
    let arguments = ["play", video, "--size", "640x360", "--keep-controls"]
    let first = try desktop.start(Self.playhead, arguments + ["--seek", "20"])
    _ = try await until("the first window past 0:20") { try elapsedSeconds().flatMap { $0 >= 20 ? $0 : nil } }
    kill(first.processIdentifier, SIGTERM)
    _ = try await until("the first window to end") { first.isRunning ? nil : true }

    let second = try desktop.start(Self.playhead, arguments)
    let said = try await element("the resume said") { $0.role == "alert" && $0.name.hasPrefix("Resumed at ") }
    #expect(said.name.hasSuffix(" — Home to start over"), "\(said.name)")
    let resumedAt = try #require(Self.seconds(String(said.name.dropFirst("Resumed at ".count).prefix(4))))
    #expect((20...23).contains(resumedAt), "\(said.name)")
    #expect(try elapsedSeconds().map { $0 >= resumedAt } == true, "playing on from there")
    try desktop.run("/usr/bin/xdotool", ["key", "Home"])
    _ = try await until("started over") { try elapsedSeconds().flatMap { $0 < 5 ? $0 : nil } }
    kill(second.processIdentifier, SIGTERM)
    _ = try await until("the second window to end") { second.isRunning ? nil : true }

    try desktop.start(Self.playhead, arguments)
    _ = try await button("Pause")
    #expect(try elapsedSeconds().map { $0 < 5 } == true, "left near the start: from the start")
    #expect(try elements().allSatisfy { !$0.name.hasPrefix("Resumed") })
  }
}
