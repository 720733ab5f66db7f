import Foundation
import PlayheadCore
import Testing

@Suite struct LaunchOriginTests {
  /// Launched by GLib from the .desktop file, this very process is the desktop's: errors show in
  /// the window and no media asks for some; a shell in a terminal the menu launched inherits the
  /// terminal's pid, and a terminal sets none.
  @Test func theDesktopIsKnownByThePidGLibStarted() {
    let launched = LaunchOrigin(environment: ["GIO_LAUNCHED_DESKTOP_FILE_PID": "4242"], processID: 4242)
    #expect(launched == .desktop && launched.showsErrorsInTheWindow && launched.asksForMediaWhenGivenNone)
    let inherited = LaunchOrigin(environment: ["GIO_LAUNCHED_DESKTOP_FILE_PID": "17"], processID: 4242)
    #expect(
      inherited == .terminal && !inherited.showsErrorsInTheWindow && !inherited.asksForMediaWhenGivenNone)
    #expect(LaunchOrigin(environment: [:], processID: 4242) == .terminal)
  }

  /// The empty window offers the media left most recently, the latest first: files by path,
  /// streams by address.
  @Test func theRecentMediaAreTheLatestLeft() {
    var positions = ResumePositions()
    positions.remember(10, for: URL(fileURLWithPath: "/films/a.mkv"))
    positions.remember(20, for: URL(string: "https://example.org/b.m3u8")!)
    positions.remember(30, for: URL(fileURLWithPath: "/films/c.mp4"))
    #expect(
      positions.recentMedia(limit: 2) == [
        URL(fileURLWithPath: "/films/c.mp4"), URL(string: "https://example.org/b.m3u8")!,
      ])
    #expect(positions.recentMedia(limit: 0).isEmpty)
  }
}
