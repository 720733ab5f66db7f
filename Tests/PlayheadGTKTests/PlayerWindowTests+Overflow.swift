import Foundation
import Testing

/// The bar at the window sizes people use, and the overflow menu of a window too narrow for
/// every control, as a screen reader finds and uses them.
extension PlayerWindowTests {
  /// The names of the bar's controls with a queue, as a screen reader hears them.
  static let barControls = ["Mute", "Volume", "Previous", "Next", "Queue", "Sound and subtitles", "Speed"]

  /// At 800×600 and 480×270, with a queue, every control of the bar is shown in the window: none
  /// left unallocated, reachable by keyboard only (as the volume slider, the sound-and-subtitles
  /// and the list buttons once were at 800×600).
  @Test(arguments: ["800x600", "480x270"])
  func everyControlIsInTheBar(size: String) async throws {
    let (red, blue) = (try video(pattern: "red"), try blueVideo())
    let player = try desktop.start(Self.playhead, ["play", red, blue, "--size", size, "--keep-controls"])
    defer { player.terminate() }
    let (width, height) = try #require(Self.dimensions(size))
    let shown = try await until("the bar's controls in the window") { () -> [String]? in
      let inside = try elements().filter { element in
        guard let frame = element.frame, frame.width > 0, frame.height > 0 else { return false }
        return frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= width
          && frame.y + frame.height <= height
      }
      let names = Self.barControls.filter { name in inside.contains { $0.name == name } }
      return names.count == Self.barControls.count ? names : nil
    }
    #expect(shown == Self.barControls)
    #expect(try elements().allSatisfy { $0.name != "More controls" }, "no overflow menu")
  }

  /// A window too narrow for every control shows "More controls" at the right of the bar; its
  /// menu holds what the bar has no room for, each usable: its speed entry opens the speed menu,
  /// whose 2× sets the speed, and its next entry plays the next item.
  @Test func theOverflowMenuHoldsWhatTheBarHasNoRoomFor() async throws {
    let (red, blue) = (try video(pattern: "red"), try blueVideo())
    let player = try desktop.start(
      Self.playhead, ["play", red, blue, "--size", "360x560", "--keep-controls"])
    defer { player.terminate() }
    let more = try await button("More controls")
    // What the menu holds is not in the bar: a screen reader finds each control once.
    #expect(try elements().allSatisfy { !["Speed", "Previous", "Queue", "Volume"].contains($0.name) })
    let play = try await button("Pause")
    let (moreCentre, playCentre) = (try #require(more.center), try #require(play.center))
    #expect(moreCentre.x > playCentre.x, "at the right of the bar")
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "More controls"])
    let entries = ["Volume", "Previous", "Next", "Queue…", "Sound and subtitles…", "Speed: 1×…"]
    let found = try await until("the overflow's entries") { () -> [String]? in
      let names = try elements().map(\.name)
      return entries.allSatisfy(names.contains) ? entries : nil
    }
    #expect(found == entries)
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Speed: 1×…"])
    _ = try await button("2×")
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "2×"])
    _ = try await element("the speed said") { $0.role == "alert" && $0.name == "Speed 2×" }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "More controls"])
    _ = try await element("the entry's new text") { $0.name == "Speed: 2×…" }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Next"])
    try await untilTitled("blue-20.mp4", "the next item")
  }

  /// With the desktop's text at 150 % (an XSETTINGS manager saying 144 DPI, as GNOME's Large Text
  /// does), the controls grow with it, and at 800×600 with a queue the overflow holds what the bar
  /// then has no room for: its speed entry opens the speed menu, whose 2× sets the speed.
  @Test func largeTextMovesControlsIntoTheOverflowAt800x600() async throws {
    let manager = URL(fileURLWithPath: Self.atspiClient).deletingLastPathComponent()
      .appendingPathComponent("xsettings_manager.py").path
    let ready = folder.appendingPathComponent("xsettings-ready")
    try desktop.start("/usr/bin/python3", [manager, "144", "60", ready.path])
    _ = try await until("the settings manager") {
      FileManager.default.fileExists(atPath: ready.path) ? true : nil
    }
    let (red, blue) = (try video(pattern: "red"), try blueVideo())
    let player = try desktop.start(
      Self.playhead, ["play", red, blue, "--size", "800x600", "--keep-controls"])
    defer { player.terminate() }
    let play = try #require(try await button("Pause").frame)
    #expect(play.width == 84, "the play button at 150 %: \(play)")
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "More controls"])
    let entries = ["Queue…", "Speed: 1×…", "Volume"]
    _ = try await until("the overflow's entries") { () -> [String]? in
      let names = try elements().map(\.name)
      return entries.allSatisfy(names.contains) ? entries : nil
    }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Speed: 1×…"])
    _ = try await button("2×")
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "2×"])
    _ = try await element("the speed said") { $0.role == "alert" && $0.name == "Speed 2×" }
  }

  /// `800x600`'s width and height.
  static func dimensions(_ size: String) -> (Int, Int)? {
    let parts = size.split(separator: "x").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
}
