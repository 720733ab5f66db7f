import Foundation
import Testing

extension PlayerWindowTests {
  /// The volume controls and the trailing time as a person uses them with the pointer: a click
  /// on the speaker mutes (the button then offers to unmute), a click on the slider sets the
  /// level there, the wheel over the speaker steps it by 5 %, and a click on the total shows
  /// the remaining time. Each says what it did in an alert. What the person ended on is
  /// remembered: ended by a logout's SIGTERM, the next window starts at that level with the
  /// remaining time; one run's `--volume` is not remembered.
  @Test func theVolumeControlsWorkByPointerAndAreRemembered() async throws {
    let video = try blueVideo()
    let first = try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"])
    try click(try await button("Mute"))
    _ = try await element("muted said") { $0.role == "alert" && $0.name == "Muted" }
    let unmute = try await button("Unmute")

    let slider = try await element("the volume slider") { $0.role == "slider" && $0.name == "Volume" }
    let box = try #require(slider.frame)
    try desktop.run(
      "/usr/bin/xdotool",
      ["mousemove", "\(box.x + box.width / 2)", "\(box.y + box.height / 2)", "click", "1"])
    let set = try await element("the level said") { $0.role == "alert" && $0.name.hasPrefix("Volume ") }
    let percent = try #require(Int(set.name.dropFirst("Volume ".count).dropLast(2)), "\(set.name)")
    #expect((70...80).contains(percent), "halfway along 0–150 %: \(set.name)")
    _ = try await button("Mute")

    let speaker = try #require(unmute.center)
    try desktop.run("/usr/bin/xdotool", ["mousemove", "\(speaker.x)", "\(speaker.y)", "click", "4"])
    _ = try await element("a wheel step up") { $0.role == "alert" && $0.name == "Volume \(percent + 5) %" }
    try click(try await button("Total time"))
    _ = try await element("the remaining time") { $0.role == "label" && $0.name.hasPrefix("-") }
    _ = try await button("Remaining time")

    kill(first.processIdentifier, SIGTERM)
    _ = try await until("the first window to end") { first.isRunning ? nil : true }
    let second = try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"])
    _ = try await button("Remaining time")
    #expect(try volumeSliderPercent() == percent + 5, "the level remembered")
    kill(second.processIdentifier, SIGTERM)
    _ = try await until("the second window to end") { second.isRunning ? nil : true }

    let third = try desktop.start(
      Self.playhead, ["play", video, "--size", "640x360", "--keep-controls", "--volume", "20"])
    _ = try await button("Pause")
    #expect(try volumeSliderPercent() == 20, "--volume for this run")
    kill(third.processIdentifier, SIGTERM)
    _ = try await until("the third window to end") { third.isRunning ? nil : true }
    try desktop.start(Self.playhead, ["play", video, "--size", "640x360", "--keep-controls"])
    _ = try await button("Pause")
    #expect(try volumeSliderPercent() == percent + 5, "--volume was for that run only")
  }

  /// The volume slider's level as a screen reader reads it, in percent.
  func volumeSliderPercent() throws -> Int? {
    let words = try desktop.run("/usr/bin/python3", [Self.atspiClient, "value", "Volume"]).split(
      separator: " ")
    return words.first.flatMap(Double.init).map { Int(($0 * 100).rounded()) }
  }
}
