import Foundation
import PlayheadFixtures
import Testing

extension PlayerWindowTests {
  /// The quality button of an HLS stream as a screen reader uses it: it says "Auto (720p)" at
  /// first (or 360p: Auto's choice); its menu lists Auto, then each variant by height and rate,
  /// Auto pressed. Choosing 360p says so, and the button then says it and holds it (the rate is
  /// the encoder's, so only the height is matched). The stream loops, so it plays throughout.
  @Test func theQualityMenuHoldsAVariantChosen() async throws {
    let master = try MediaFixtures.hlsVariants()
    let server = try FaultServer(folder: MediaFixtures.folder)
    let url = server.url("ok", master).absoluteString
    try desktop.start(
      Self.playhead, ["play", url, "--seek", "0", "--loop", "--size", "640x360", "--keep-controls"])
    _ = try await element("the quality button") {
      $0.role == "push button" && $0.name == "Quality" && $0.description.hasPrefix("Auto (")
    }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Quality"])
    let choices = try await until("the menu's choices") {
      let found = try elements().filter {
        $0.role.hasSuffix("button") && ($0.name.hasPrefix("Auto") || $0.name.contains("p · "))
      }
      return found.count == 3 ? found : nil
    }
    #expect(choices.map { $0.name.prefix(6) } == ["Auto (", "720p ·", "360p ·"], "\(choices.map(\.name))")
    let pressed = choices.filter { !$0.states.isDisjoint(with: ["pressed", "checked"]) }.map(\.name)
    #expect(pressed.count == 1 && pressed.first?.hasPrefix("Auto (") == true, "\(pressed)")
    let low = choices[2].name
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", low])
    _ = try await element("the choice said") { $0.role == "alert" && $0.name == "Quality: \(low)" }
    _ = try await element("the button's new description") { $0.name == "Quality" && $0.description == low }
  }

  /// A web page's address, through yt-dlp: the window plays the page's best format under the
  /// page's title; the quality menu holds the
  /// page's two formats, and choosing the other goes on playing it.
  @Test func aWebPagesVideoPlaysWithItsFormatsToChooseFrom() async throws {
    let folder = try MediaFixtures.webPage()
    let server = try FaultServer(folder: MediaFixtures.folder)
    let page = server.url("ok", folder.appendingPathComponent("page.html")).absoluteString
    try desktop.start(
      Self.playhead, ["play", page, "--seek", "0", "--loop", "--size", "640x360", "--keep-controls"])
    _ = try await element("the page's title") {
      $0.role == "frame" && $0.name.hasPrefix("A Walk in the Park")
    }
    _ = try await element("the quality button") { $0.name == "Quality" && $0.description == "Auto (360p)" }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Quality"])
    _ = try await until("the page's formats") {
      try elements().filter {
        $0.role.hasSuffix("button") && ["Auto (360p)", "360p", "180p"].contains($0.name)
      }
      .count == 3 ? true : nil
    }
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "180p"])
    _ = try await element("the choice said") { $0.role == "alert" && $0.name == "Quality: 180p" }
    _ = try await element("the button saying it") { $0.name == "Quality" && $0.description == "180p" }
    _ = try await button("Pause")
  }
}
