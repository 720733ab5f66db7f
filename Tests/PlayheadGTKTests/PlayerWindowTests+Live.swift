import Foundation
import PlayheadFixtures
import Testing

extension PlayerWindowTests {
  /// A live HLS stream FFmpeg makes as it plays, in the window, as a screen reader follows it:
  /// the LIVE badge ("Go to live") says the viewer is live; ← moves back into the window and the
  /// badge and the scrubber say how far behind; pressing the badge returns to the live edge.
  @Test func aLiveStreamIsWatchedBackInItsWindowAndReturnsToLive() async throws {
    let stream = try await LiveHLSStream(window: 20)
    defer { stream.stop() }
    let server = try FaultServer(folder: MediaFixtures.folder)
    _ = try await until("a window to move back in") { stream.segmentsListed >= 15 ? true : nil }
    let url = server.url("ok", stream.playlist).absoluteString
    try desktop.start(Self.playhead, ["play", url, "--size", "640x360", "--keep-controls"])
    _ = try await element("the LIVE badge at the edge") {
      $0.role == "push button" && $0.name == "Go to live" && $0.description == "live"
    }
    try desktop.run("/usr/bin/xdotool", ["key", "Left"])
    let behind = try await element("the badge saying how far behind") {
      $0.name == "Go to live" && $0.description.hasSuffix("seconds behind live")
    }
    let seconds = Int(behind.description.prefix { $0.isNumber }) ?? 0
    #expect((8...14).contains(seconds), "a skip of 10 s back: \(behind.description)")
    _ = try await element("the scrubber saying it too") {
      $0.name == "Position" && $0.description.hasSuffix("seconds behind live")
    }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Go to live"])
    _ = try await element("back at the live edge") { $0.name == "Go to live" && $0.description == "live" }
  }
}
