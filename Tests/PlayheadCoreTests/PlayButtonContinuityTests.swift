import PropertyBased
import Testing

@testable import PlayheadCore

/// Thousands of random sequences of animated mode changes and presses at random times: the
/// drawn outline never jumps, colours and opacity never jump, and every transition settles on
/// the mode's still scene.
@Suite struct PlayButtonContinuityTests {
  /// One call made to the button.
  enum Step: Sendable, CustomStringConvertible {
    case mode(PlayButton.Mode, at: Double)
    case press(Bool, at: Double)

    var time: Double {
      switch self {
      case .mode(_, let time), .press(_, let time): time
      }
    }

    var description: String {
      switch self {
      case .mode(let mode, let time): "\(mode)@\(time)"
      case .press(let down, let time): "\(down ? "down" : "up")@\(time)"
      }
    }
  }

  static let frame = 1.0 / 120
  static let size = Size(width: 44, height: 44)

  /// A random call: eight in ten change the mode, the rest press or release.
  static func makeStep(kind: Int, time: Double) -> Step {
    let modes = PlayButton.Mode.allCases
    return kind < 8 ? .mode(modes[kind % modes.count], at: time) : .press(kind == 8, at: time)
  }

  @Test func outlinesAndColoursNeverJump() async {
    await propertyCheck(
      count: 2500, input: Gen.int(in: 0...3),
      zip(Gen.int(in: 0...9), Gen.double(in: 0...1.2)).map(Self.makeStep).array(of: 1...6)
    ) { setting, steps in
      let style: PlayButton.Style = setting % 2 == 0 ? .classic : .split
      let reducedMotion = setting >= 2
      check(style: style, reducedMotion: reducedMotion, steps: steps.sorted { $0.time < $1.time })
    }
  }

  private func check(style: PlayButton.Style, reducedMotion: Bool, steps: [Step]) {
    var button = PlayButton(mode: .play, style: style)
    button.prefersReducedMotion = reducedMotion
    var pending = steps[...]
    var previous = SceneProbe(button.scene(in: Self.size, at: 0))
    var time = 0.0
    let end = (steps.last?.time ?? 0) + 2.5
    while time < end {
      time += Self.frame
      while let next = pending.first, next.time <= time {
        pending.removeFirst()
        switch next {
        case .mode(let mode, let at): button.setMode(mode, at: at)
        case .press(let down, let at):
          let point = Point(x: 22, y: 22)
          _ = button.handle(down ? .pointerDown(point) : .pointerUp(point), in: Self.size, at: at)
        }
      }
      let current = SceneProbe(button.scene(in: Self.size, at: time))
      compare(previous, current, at: time, steps: steps)
      previous = current
    }
    _ = button.handle(.pointerUp(Point(x: 22, y: 22)), in: Self.size, at: end)
    if button.mode != .buffering {
      let settled = end + 1
      var still = PlayButton(mode: button.mode, style: style)
      still.prefersReducedMotion = reducedMotion
      #expect(
        button.scene(in: Self.size, at: settled) == still.scene(in: Self.size, at: 0),
        "did not settle on \(button.mode) after \(steps)")
      #expect(!button.isAnimating(at: settled))
    }
  }

  private func compare(_ a: SceneProbe, _ b: SceneProbe, at time: Double, steps: [Step]) {
    #expect(abs(a.groupOpacity - b.groupOpacity) <= 0.1, "opacity jumped at \(time) in \(steps)")
    if let x = a.background, let y = b.background {
      #expect(x.distance(to: y) <= 0.1, "background jumped at \(time) in \(steps)")
    }
    guard let pathA = a.glyphPath, let pathB = b.glyphPath else {
      // The glyph is drawn on one side only: it must be nearly transparent on the other.
      let shown = a.glyphColor ?? b.glyphColor
      #expect((shown?.alpha ?? 0) <= 0.1, "the glyph appeared or vanished at \(time) in \(steps)")
      return
    }
    guard let x = a.glyphColor, let y = b.glyphColor else { return }
    #expect(x.distance(to: y) <= 0.1, "glyph colour jumped at \(time) in \(steps)")
    // A reduced-motion fade swaps shapes while the glyph is transparent; an outline at most
    // 10 % opaque on both sides changes the picture no more than the opacity check allows.
    if x.alpha <= 0.1 && y.alpha <= 0.1 { return }
    let bound = SceneProbe.displacementBound(pathA, pathB) ?? .infinity
    if bound > 3 {
      let distance = SceneProbe.hausdorff(pathA, pathB)
      #expect(distance <= 3, "outline moved \(distance) units at \(time) in \(steps)")
    }
  }
}
