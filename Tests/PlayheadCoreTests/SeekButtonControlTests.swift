import PlayheadCore
import Testing

@Suite struct SeekButtonControlTests {
  @Test func tapsAddUpAndCommitOnceTheyStop() throws {
    var control = SeekButtonControl(button: try SeekButton(direction: .forward, interval: 10))
    #expect(control.tap(at: 0) == [.tapped(seconds: 10)])
    #expect(control.tap(at: 0.3) == [.tapped(seconds: 10)])
    #expect(control.advance(to: 0.9).isEmpty, "still within the window after the last tap")
    #expect(control.isAnimating(at: 0.9))
    #expect(control.advance(to: 1.2) == [.committed(total: 20)])
    #expect(!control.isAnimating(at: 2), "nothing left to tick for")
    #expect(control.accessibility(at: 0.5).label == "Forward 10 seconds")
  }

  @Test func aPressReleasedInsideTaps() throws {
    var control = SeekButtonControl(button: try SeekButton(direction: .backward, interval: 5))
    let size = Size(width: 48, height: 48)
    #expect(control.handle(.pointerDown(Point(x: 24, y: 24)), in: size, at: 0).isEmpty)
    #expect(control.handle(.pointerUp(Point(x: 24, y: 24)), in: size, at: 0.1) == [.tapped(seconds: -5)])
    #expect(control.handle(.pointerDown(Point(x: 24, y: 24)), in: size, at: 0.2).isEmpty)
    #expect(control.handle(.pointerUp(Point(x: 200, y: 24)), in: size, at: 0.3).isEmpty, "released outside")
  }
}
