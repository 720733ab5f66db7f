import Foundation

/// Pictures compared where subtitles are drawn: pixels as 0x__RRGGBB, the differences counted
/// only where either picture differs from the bare frame under both.
package enum SubtitlePixels {
  /// The most the subtitles' pixels may differ from those of FFmpeg's `subtitles` filter on
  /// average, per channel: its decoder moves some lines by a fraction of a pixel against libass
  /// reading the script (a glyph moved by a whole pixel differs by 20 and more).
  package static let tolerance = 10.0

  /// The pixels of BGRx rows without padding, as FFmpeg writes them.
  package static func pixels(ofBGRx data: Data) -> [UInt32] {
    stride(from: data.startIndex, to: data.endIndex - 3, by: 4).map { index in
      UInt32(data[index + 2]) << 16 | UInt32(data[index + 1]) << 8 | UInt32(data[index])
    }
  }

  /// The `width`×`height` box at `x`, `y` of `pixels`, `rowLength` a row.
  package static func box(
    of pixels: [UInt32], rowLength: Int, x: Int, y: Int, width: Int, height: Int
  ) -> [UInt32] {
    (y..<(y + height)).flatMap { row in pixels[(row * rowLength + x)..<(row * rowLength + x + width)] }
  }

  /// The mean difference per colour channel, 0…255, between `one` and `other` (the same size),
  /// over the pixels where either differs from `bare` by more than 8 in a channel: the
  /// subtitles' pixels, the rest being the same frame in both.
  package static func meanDifference(_ one: [UInt32], _ other: [UInt32], over bare: [UInt32]) -> Double {
    precondition(one.count == other.count && one.count == bare.count)
    var (total, counted) = (0, 0)
    for index in one.indices {
      var (difference, drawn) = (0, false)
      for shift in [UInt32(16), 8, 0] {
        let (first, second, under) = (
          Int((one[index] >> shift) & 0xFF), Int((other[index] >> shift) & 0xFF),
          Int((bare[index] >> shift) & 0xFF)
        )
        difference += abs(first - second)
        drawn = drawn || abs(first - under) > 8 || abs(second - under) > 8
      }
      if drawn { (total, counted) = (total + difference, counted + 1) }
    }
    return counted == 0 ? 0 : Double(total) / Double(counted * 3)
  }

  /// The share of the pixels in `rows` of `pixels` (`rowLength` a row) that differ from
  /// `colour` (0xRRGGBB) by more than 24 in a channel: where something is drawn over a flat
  /// picture, its encoding's small errors aside.
  package static func share(
    of pixels: [UInt32], rowLength: Int, rows: Range<Int>, differingFrom colour: UInt32
  )
    -> Double
  {
    let box = Self.box(
      of: pixels, rowLength: rowLength, x: 0, y: rows.lowerBound, width: rowLength, height: rows.count)
    let differing = box.filter { pixel in
      [UInt32(16), 8, 0].contains { shift in
        let (drawn, flat) = (Int((pixel >> shift) & 0xFF), Int((colour >> shift) & 0xFF))
        return abs(drawn - flat) > 24
      }
    }
    return Double(differing.count) / Double(max(box.count, 1))
  }
}
