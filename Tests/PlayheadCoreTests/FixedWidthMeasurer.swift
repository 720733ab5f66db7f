import PlayheadCore
import Synchronization

/// A stand-in for Pango in core tests: every character is 0.6 em wide and a line is 1.2 em
/// tall. Counts its measurements.
final class FixedWidthMeasurer: TextMeasuring {
  private let measurements = Mutex(0)

  /// How many times text was measured.
  var count: Int { measurements.withLock { $0 } }

  func size(of text: String, font: Font) -> Size {
    measurements.withLock { $0 += 1 }
    return Size(width: 0.6 * font.size * Double(text.count), height: 1.2 * font.size)
  }
}
