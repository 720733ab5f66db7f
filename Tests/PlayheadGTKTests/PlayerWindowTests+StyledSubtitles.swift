import Foundation
import PlayheadCairo
import PlayheadFixtures
import Testing

extension PlayerWindowTests {
  /// A Matroska film's SSA/ASS stream in the window, paused at 3 s: on the screen, the line at
  /// the top is drawn as FFmpeg's `ass` filter (libass reading the script) draws it, and the
  /// lines the script leaves at the bottom rise above the shown bar; Shift+S saves the frame
  /// with them where the script puts them, as libass draws it.
  @Test func styledSubtitlesAreDrawnInTheWindowAndItsScreenshots() async throws {
    let film = try MediaFixtures.styledMatroska("styles")
    let (canvas, script) = (try MediaFixtures.styledCanvas(), try MediaFixtures.styledScriptFile("styles"))
    let (config, pictures) = try privatePicturesFolder()
    try desktop.start(
      Self.playhead, ["play", film.path, "--size", "640x360", "--keep-controls"],
      setting: ["XDG_CONFIG_HOME": config.path])
    _ = try await button("Pause")
    try desktop.run("/usr/bin/xdotool", ["key", "k", "3"])
    _ = try await button("Play")
    let frame = try #require(
      try await element("the video") { $0.role == "image" && $0.name == "Video" }.frame)
    let bare = SubtitlePixels.pixels(ofBGRx: try MediaFixtures.ffmpegFrame(of: canvas, at: 3))
    let libass = SubtitlePixels.pixels(
      ofBGRx: try MediaFixtures.ffmpegFrame(of: canvas, at: 3, drawing: .ass(script, fonts: nil)))
    // The top rows left of the main menu's button, which shows over the picture with the controls.
    func rows(_ pixels: [UInt32], _ range: Range<Int>, width: Int = 640) -> [UInt32] {
      SubtitlePixels.box(
        of: pixels, rowLength: 640, x: 0, y: range.lowerBound, width: width, height: range.count)
    }
    _ = try await until("the top line drawn as libass draws it, the bottom ones above the bar") {
      let screen = try screenshot()
      let shown = SubtitlePixels.box(
        of: screen.pixels.map { $0 & 0xFF_FFFF }, rowLength: screen.width, x: frame.x, y: frame.y, width: 640,
        height: 246)
      let top = SubtitlePixels.meanDifference(
        rows(shown, 0..<100, width: 580), rows(libass, 0..<100, width: 580),
        over: rows(bare, 0..<100, width: 580))
      let raised = SubtitlePixels.meanDifference(
        rows(shown, 150..<246), rows(libass, 150..<246), over: rows(bare, 150..<246))
      return top < SubtitlePixels.tolerance && raised > 4 * SubtitlePixels.tolerance ? () : nil
    }
    try desktop.run("/usr/bin/xdotool", ["key", "shift+s"])
    let said = try await element("the screenshot said") {
      $0.role == "alert" && $0.name.hasPrefix("Screenshot saved: \(pictures.path)/")
    }
    let saved = String(said.name.dropFirst("Screenshot saved: ".count))
    #expect(saved.hasSuffix(" 0-03.000.png"), "\(saved)")
    let image = try ImageSurface(contentsOfPNG: saved)
    #expect(image.width == 640 && image.height == 360)
    let difference = SubtitlePixels.meanDifference(image.pixels.map { $0 & 0xFF_FFFF }, libass, over: bare)
    #expect(difference < SubtitlePixels.tolerance, "the saved frame: \(difference) from libass's")
  }
}
