import Foundation
import PlayheadCairo
import PlayheadCore
import Testing

extension PlayerWindowTests {
  /// The window's controls and the headless snapshot come from one layout: a paused window over
  /// a black video, and `PlayerOverlay` drawn headless at the same size, position and duration,
  /// show the same bar to within a few levels per pixel (GTK composites the widgets; the
  /// buttons, the scrubber and the times sit in the same places and look the same). At scale 2
  /// (`GDK_SCALE=2`) the window draws them at twice the pixels, as crisp as the snapshot drawn at
  /// scale 2, not scaled up.
  @Test(arguments: [(640, 360, 1), (360, 270, 2)])
  func theWindowsControlsMatchTheHeadlessSnapshot(width: Int, height: Int, scale: Int) async throws {
    let size = Size(width: Double(width), height: Double(height))
    try desktop.start(
      Self.playhead, ["play", try video(pattern: "black"), "--size", "\(width)x\(height)"],
      setting: ["GDK_SCALE": "\(scale)"])
    _ = try await button("Pause")
    try desktop.run("/usr/bin/python3", [Self.atspiClient, "activate", "Pause"])
    _ = try await button("Play")
    // The pointer out of the window, so nothing is hovered and it is not in the picture.
    try desktop.run("/usr/bin/xdotool", ["mousemove", "790", "590"])
    // Paused: the position settles, and the button's morph ends.
    let (position, duration) = try await until("a settled position") { () -> (Double, Double)? in
      let first = try scrubberValue()
      Thread.sleep(forTimeInterval: 0.8)
      return try scrubberValue() == first ? first : nil
    }
    let screen = try screenshot()
    let video = try await element("the video") { $0.role == "image" && $0.name == "Video" }
    let origin = try #require(video.frame)

    var overlay = PlayerOverlay(
      // A local file is all there: the engine reports the whole of it downloaded.
      timeline: OverlayTimeline(
        position: position, info: MediaInfo(duration: duration), bufferedRanges: [0...duration]),
      isPlaying: false)
    // A video can take a subtitle file: the sound-and-subtitles button shows, subtitles off.
    overlay.tracksBadge = TracksBadge(areSubtitlesShown: false)
    let (pixelWidth, pixelHeight) = (width * scale, height * scale)
    let expected = try ImageSurface(width: pixelWidth, height: pixelHeight)
    try SceneRenderer.draw(
      Scene(size: size, items: [.fill(Path(rect: Rect(origin: .zero, size: size)), .solid(.black))]),
      into: expected, scale: Double(scale), clearing: false)
    try SceneRenderer.draw(overlay.scene(in: size), into: expected, scale: Double(scale), clearing: false)

    let bar = OverlayLayout(size: size).bar
    let (ours, theirs) = (screen.pixels, expected.pixels)
    var total = 0
    var different = 0
    for y in Int(bar.minY) * scale..<Int(bar.maxY) * scale {
      for x in 0..<pixelWidth {
        let a = ours[(origin.y * scale + y) * screen.width + origin.x * scale + x]
        let b = theirs[y * pixelWidth + x]
        let channels = [UInt32(0), 8, 16].map { (shift: UInt32) -> Int in
          abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
        }
        total += channels.reduce(0, +)
        if channels.contains(where: { $0 > 48 }) { different += 1 }
      }
    }
    let count = Int(bar.height) * scale * pixelWidth
    let mean = Double(total) / Double(count * 3)
    #expect(mean < 2, "mean difference \(mean) of 255 over the bar")
    #expect(different < count / 200, "\(different) of \(count) pixels differ by more than 48 of 255")
  }

  /// The scrubber's value and maximum, as a screen reader reads them.
  func scrubberValue() throws -> (Double, Double) {
    let words = try desktop.run("/usr/bin/python3", [Self.atspiClient, "value", "Position"])
      .split(whereSeparator: \.isWhitespace)
    guard words.count == 2, let value = Double(words[0]), let maximum = Double(words[1]) else {
      throw Desktop.Failure(description: "the scrubber's value reads \(words)")
    }
    return (value, maximum)
  }
}
