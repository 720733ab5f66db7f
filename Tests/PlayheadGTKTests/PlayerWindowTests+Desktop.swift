import Foundation
import Testing

/// Playhead started from the desktop, as a file manager or the menu starts it: through its
/// .desktop file, by GLib (`gio open`, `gio launch`), with nobody reading its stderr.
extension PlayerWindowTests {
  /// A file that is not media, opened with `gio open` (the desktop's way to open a file with its
  /// application), leaves the window open saying why, with "Open…" and "Close"; "Close" ends it.
  @Test func aFileThatIsNotMediaOpenedFromTheDesktopSaysWhyInTheWindow() async throws {
    let (desktopFile, setting) = try installDesktopFile()
    let broken = desktop.stateFolder.appendingPathComponent("holiday.mkv")
    try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }).write(to: broken)
    try desktop.start("/usr/bin/gio", ["open", broken.path], setting: setting)
    let message = try await element("the message in the window") {
      $0.role == "label" && $0.name.contains("holiday.mkv") && $0.name.contains("not a media file")
    }
    #expect(message.name.hasPrefix("Cannot play"))
    _ = try await button("Open…")
    _ = try await button("Close")
    #expect(FileManager.default.fileExists(atPath: desktopFile.path))
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Close"])
    _ = try await until("the window closed") {
      (try? elements())?.contains { $0.name == "Close" } == true ? nil : true
    }
  }

  /// Started from the menu with no file (`gio launch`), the window asks for media: a page saying
  /// where to drop files, with "Open…"; the built-in sample does not play.
  @Test func theMenuWithNoFileOpensAWindowAskingForMedia() async throws {
    let (desktopFile, setting) = try installDesktopFile()
    try desktop.start("/usr/bin/gio", ["launch", desktopFile.path], setting: setting)
    _ = try await element("the page") { $0.role == "label" && $0.name == "Nothing to play yet" }
    _ = try await button("Open…")
    #expect(try elements().allSatisfy { !$0.name.contains("sample") }, "no sample playing")
  }

  /// Playhead's .desktop file, its Exec line running the build's `playhead`, installed in the
  /// desktop's data folder as the default application for Matroska; and the variables that make
  /// GLib read that folder's choices.
  private func installDesktopFile() throws -> (URL, [String: String]) {
    let applications = desktop.stateFolder.appendingPathComponent("data/applications")
    let config = desktop.stateFolder.appendingPathComponent("config")
    try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let file = applications.appendingPathComponent("io.github.playhead.Playhead.desktop")
    let entry = """
      [Desktop Entry]
      Type=Application
      Name=Playhead
      Exec=\(Self.playhead) play %U
      Terminal=false
      MimeType=video/x-matroska;
      """
    try Data((entry + "\n").utf8).write(to: file)
    let choices = "[Default Applications]\nvideo/x-matroska=io.github.playhead.Playhead.desktop\n"
    try Data(choices.utf8).write(to: config.appendingPathComponent("mimeapps.list"))
    return (file, ["XDG_CONFIG_HOME": config.path])
  }
}
