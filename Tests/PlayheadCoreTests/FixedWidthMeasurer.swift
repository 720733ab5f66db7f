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

  /// Each line of the run's text (its tags not counted), wrapped at its frame's width when it
  /// wraps.
  func size(of run: TextRun) -> Size {
    measurements.withLock { $0 += 1 }
    let text = run.isMarkup ? run.text.replacing(/<[^>]*>/, with: "") : run.text
    let character = 0.6 * run.font.size
    let perLine = run.wraps ? max(Int(run.frame.width / character), 1) : Int.max
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      (count: line.count, wrapped: max((line.count + perLine - 1) / perLine, 1))
    }
    let widest = lines.map { min($0.count, perLine) }.max() ?? 0
    return Size(
      width: character * Double(widest),
      height: 1.2 * run.font.size * Double(lines.map(\.wrapped).reduce(0, +)))
  }
}
