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

  /// On a full disk (a 64 KB tmpfs over the state folder, in a mount namespace of its own),
  /// closing the window cannot keep the settings or where the film was left: it says so once
  /// each, and what the files held before (another film's place, the volume) is as it was.
  @Test func aFullDiskIsSaidOnceAndLosesNothing() async throws {
    let video = try video(pattern: "blue", seconds: 40)
    let state = desktop.stateFolder.appendingPathComponent("playhead")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let positions = #"[{"media":"file:///films/other.mkv","position":754.5}]"#
    let settings = #"{"showsRemainingTime":true,"volume":0.4}"#
    try Data(positions.utf8).write(to: state.appendingPathComponent("positions.json"))
    try Data(settings.utf8).write(to: state.appendingPathComponent("settings.json"))
    let script = """
      set -e
      keep=$(mktemp -d) && cp -a "$1/." "$keep"
      mount --make-rprivate "$(findmnt -n -o TARGET --target "$1")"
      mount -t tmpfs -o size=64k tmpfs "$1" && cp -a "$keep/." "$1"
      dd if=/dev/zero of="$1/filler" bs=4k count=64 2>/dev/null || true
      "$2" play "$3" --seek 20 --keep-controls
      echo "positions: $(cat "$1/positions.json")"
      echo "settings: $(cat "$1/settings.json")"
      """
    // Root (CI, a chroot) makes the namespace itself; anyone else maps themselves to root in it.
    // The mount holding the folder is made private in it (not `/`, which in a chroot is no mount
    // point), so that the tmpfs never shows outside.
    let namespace = (getuid() == 0 ? [] : ["--map-root-user"]) + ["--mount", "--propagation", "unchanged"]
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("full-disk-\(UUID()).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let run = try desktop.start(
      "/usr/bin/unshare", namespace + ["/bin/sh", "-c", script, "sh", state.path, Self.playhead, video],
      loggingTo: log)
    _ = try await until("the window past 0:20") { try elapsedSeconds().flatMap { $0 >= 20 ? $0 : nil } }
    try desktop.run("/usr/bin/xdotool", ["key", "ctrl+q"])
    _ = try await until("the window and the script to end") { run.isRunning ? nil : true }
    let said = String(decoding: try Data(contentsOf: log), as: UTF8.self)
    #expect(run.terminationStatus == 0, "\(said)")
    #expect(
      said.components(separatedBy: ": the disk is full").count == 3,
      "the settings and the place, once each: \(said)")
    #expect(said.contains("positions: \(positions)") && said.contains("settings: \(settings)"), "\(said)")
  }
}
