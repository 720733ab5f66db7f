import PlayheadCairo
import PlayheadCore
import Testing

/// The SeekButton places its labels by an estimate of their width; Pango measures whether the
/// real text stays inside the bounds.
@Suite struct SeekButtonLabelTests {
  @Test(arguments: [Size(width: 44, height: 44), Size(width: 88, height: 88), Size(width: 176, height: 60)])
  func labelsStayInsideTheBounds(size: Size) throws {
    let measurer = try PangoTextMeasurer()
    for direction in SeekButton.Direction.allCases {
      for interval in [5, 10, 90, 3600] {
        var button = try SeekButton(direction: direction, interval: interval)
        var accumulator = SeekAccumulator()
        for tap in 0..<3 { button.tap(at: Double(tap) * 0.15, accumulator: &accumulator) }
        for time in stride(from: 0.0, through: 1.2, by: 0.05) {
          guard case .group(let group) = button.scene(in: size, at: time).items.first else { continue }
          for case .text(let run) in group.items {
            let width = measurer.size(of: run.text, font: run.font).width
            #expect(run.frame.center.x - width / 2 >= -0.5, "\(run.text) at \(time) in \(size)")
            #expect(run.frame.center.x + width / 2 <= size.width + 0.5, "\(run.text) at \(time) in \(size)")
          }
        }
      }
    }
  }
}
