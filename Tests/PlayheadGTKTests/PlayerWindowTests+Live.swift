import Foundation
import PlayheadCore
import PlayheadFixtures
import Testing

extension PlayerWindowTests {
  /// A live HLS stream FFmpeg makes as it plays, in the window, as a screen reader follows it:
  /// the LIVE badge ("Go to live") says the viewer is live; ← moves back into the window and the
  /// badge and the scrubber say how far behind; paused there, the time behind grows on the
  /// screen as it is said (GTK's paints of the changing label once put its old drawing of the
  /// video, from before the first frame, over the picture: "--:--" in a black box); pressing the
  /// badge returns to the live edge.
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
    try desktop.run("/usr/bin/xdotool", ["key", "space"])
    _ = try await button("Play")
    let paused = try await element("the time behind growing while paused") { badge in
      badge.name == "Go to live" && (Int(badge.description.prefix { $0.isNumber }) ?? 0) >= seconds + 3
    }
    let video = try await element("the video") { $0.role == "image" && $0.name == "Video" }
    let origin = try #require(video.frame)
    let label = OverlayLayout(size: Size(width: 640, height: 360)).elapsedLabel
    let screen = try screenshot()
    var black = 0
    for y in Int(label.minY)..<Int(label.maxY) {
      for x in Int(label.minX)..<Int(label.maxX)
      where screen.pixels[(origin.y + y) * screen.width + origin.x + x] & 0xF0F0F0 == 0 {
        black += 1
      }
    }
    let said: String = paused.description
    #expect(black < 20, "the elapsed time over the picture, \(said): \(black) black pixels")
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Go to live"])
    _ = try await element("back at the live edge") { $0.name == "Go to live" && $0.description == "live" }
  }
}
