import PlayheadCairo
import PlayheadCore
import Testing

/// The colours a subtitle's markup gives its words (WebVTT's classes, SubRip's `<font color>`,
/// TTML's `tts:color`) are drawn, and a background colour is a box of that colour behind the
/// words, not a box of the text's colour over them.
@Suite struct SubtitleColourTests {
  @Test func markupColoursAndBackgroundsAreDrawn() throws {
    let markup =
      ##"Plain <span foreground="#FFFF00">yellow</span> <span foreground="#FF0000" background="#0000FF">red on blue</span>"##
    let block = try #require(
      SubtitleBlock([SubtitleCue(start: 0, end: 1, markup: markup)], style: SubtitleStyle()))
    let image = try ImageSurface(width: 640, height: 360)
    try image.drawSubtitles(block)
    let pixels = image.pixels.map { $0 & 0xFF_FFFF }
    func count(_ colour: UInt32) -> Int {
      pixels.filter { pixel in
        [UInt32(16), 8, 0].allSatisfy { shift in
          let (drawn, wanted) = (Int(pixel >> shift & 0xFF), Int(colour >> shift & 0xFF))
          return abs(drawn - wanted) < 16
        }
      }.count
    }
    let (white, yellow, red, blue) = (count(0xFF_FFFF), count(0xFF_FF00), count(0xFF_0000), count(0x00_00FF))
    #expect(white > 100 && yellow > 100 && red > 100, "white \(white), yellow \(yellow), red \(red)")
    // The blue box holds the red words: larger than they are, and no white box is drawn.
    #expect(blue > 2 * red && white < blue, "white \(white), blue \(blue), red \(red)")
  }
}
