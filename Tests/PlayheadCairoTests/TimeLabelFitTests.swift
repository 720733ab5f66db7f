import PlayheadCairo
import PlayheadCore
import Testing

/// The time labels' boxes are fixed, so the scrubber never moves as a time grows; these are the
/// widest texts they hold, measured by Pango in the labels' font (DejaVu Sans), at sizes from a
/// small player to 4K: each fits its box, so reaching an hour shifts nothing and clips nothing.
@Suite struct TimeLabelFitTests {
  static let widest = [
    TimeText.clock(9 * 3600 + 59 * 60 + 59),
    TimeText.trailing(
      position: 0, duration: 9 * 3600 + 59 * 60 + 59, isLive: false, showsRemaining: true, isEstimate: false),
    TimeText.trailing(
      position: 0, duration: 9 * 3600 + 59 * 60 + 59, isLive: false, showsRemaining: false, isEstimate: true),
    TimeText.trailing(position: 0, duration: 3600, isLive: false, showsRemaining: true, isEstimate: true),
    "--:--", "LIVE",
  ]

  @Test(arguments: [
    Size(width: 320, height: 180), Size(width: 640, height: 360), Size(width: 3840, height: 2160),
  ])
  func theWidestTimesFitTheirBoxes(size: Size) throws {
    let measurer = try PangoTextMeasurer()
    let layout = OverlayLayout(size: size)
    for text in Self.widest {
      let width = measurer.size(of: text, font: layout.labelFont).width
      #expect(width <= layout.trailingLabel.width, "\(text): \(width) in \(layout.trailingLabel.width)")
      #expect(width <= layout.elapsedLabel.width, "\(text): \(width) in \(layout.elapsedLabel.width)")
    }
  }
}
