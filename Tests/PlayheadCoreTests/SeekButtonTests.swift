import Testing

@testable import PlayheadCore

@Suite struct SeekButtonTests {
  let size = Size(width: 88, height: 88)

  @Test func intervalMustBeOneToAnHour() throws {
    #expect(throws: SeekButtonError.invalidInterval(0)) { try SeekButton(interval: 0) }
    #expect(throws: SeekButtonError.invalidInterval(3601)) { try SeekButton(interval: 3601) }
    #expect(throws: SeekButtonError.invalidInterval(-10)) { try SeekButton(interval: -10) }
    #expect(try SeekButton(interval: 3600).interval == 3600)
    #expect(
      SeekButtonError.invalidInterval(0).description == "seek interval must be 1 to 3600 seconds, got 0")
  }

  @Test func tapTimelineFollowsTheSeed() throws {
    var button = try SeekButton(direction: .forward, interval: 10)
    var accumulator = SeekAccumulator()
    #expect(button.tap(at: 1, accumulator: &accumulator) == [.tapped(seconds: 10)])
    let peak = button.motion.values(at: 1.1)
    #expect(abs(peak.rotation - 20) < 1e-9 && abs(peak.flash - 0.3) < 1e-9)
    #expect(peak.number == 0 && peak.label == 1)
    let slid = button.motion.values(at: 1.35)
    #expect(slid.slide == 1 && slid.rotation == 0 && slid.flash == 0)
    #expect(button.motion.values(at: 1.5).label == 1)
    let gone = button.motion.values(at: 1.95)
    #expect(gone.label == 0 && gone.number == 1)
    #expect(button.isAnimating(at: 1.9) && !button.isAnimating(at: 1.95))
  }

  @Test func backwardTurnsTheOtherWay() throws {
    var button = try SeekButton(direction: .backward, interval: 5)
    var accumulator = SeekAccumulator()
    #expect(button.tap(at: 0, accumulator: &accumulator) == [.tapped(seconds: -5)])
    #expect(button.motion.values(at: 0.1).rotation == -20)
  }

  @Test func aTapMidAnimationContinuesFromWhatIsShown() throws {
    var button = SeekButton()
    var accumulator = SeekAccumulator()
    button.tap(at: 0, accumulator: &accumulator)
    let before = button.motion.values(at: 0.17)
    button.tap(at: 0.17, accumulator: &accumulator)
    let after = button.motion.values(at: 0.17)
    #expect(before.rotation == after.rotation && before.flash == after.flash)
    #expect(before.label == after.label && before.slide == after.slide && before.number == after.number)
    #expect(accumulator.total == 20)
    #expect(button.accessibility(at: 0.5).value == "plus 20 seconds")
  }

  @Test func reducedMotionNeitherTurnsNorSlides() throws {
    var button = SeekButton()
    button.prefersReducedMotion = true
    var accumulator = SeekAccumulator()
    button.tap(at: 0, accumulator: &accumulator)
    for time in stride(from: 0.0, through: 1.2, by: 0.05) {
      let shown = button.motion.values(at: time)
      #expect(shown.rotation == 0 && shown.slide == 0)
    }
    #expect(button.motion.values(at: 0.3).label == 1)
  }

  @Test func accessibilitySpeaksTheIntervalAndTheTotal() throws {
    var forward = try SeekButton(direction: .forward, interval: 10)
    #expect(forward.accessibility(at: 0).label == "Forward 10 seconds")
    #expect(forward.accessibility(at: 0).value == nil)
    #expect(try SeekButton(direction: .backward, interval: 1).accessibility(at: 0).label == "Back 1 second")
    var accumulator = SeekAccumulator()
    for time in [0.0, 0.2, 0.4] { forward.tap(at: time, accumulator: &accumulator) }
    #expect(forward.accessibility(at: 0.5).value == "plus 30 seconds")
    #expect(forward.accessibility(at: 1.3).value == nil)
  }

  @Test func pressAndKeysTap() throws {
    var button = SeekButton()
    var accumulator = SeekAccumulator()
    _ = button.handle(.pointerDown(Point(x: 40, y: 40)), in: size, at: 0, accumulator: &accumulator)
    let up = button.handle(.pointerUp(Point(x: 40, y: 40)), in: size, at: 0.1, accumulator: &accumulator)
    #expect(up.control == [.touchUpInside] && up.seek == [.tapped(seconds: 10)])
    _ = button.handle(.keyDown(.space), in: size, at: 0.2, accumulator: &accumulator)
    let key = button.handle(.keyUp(.space), in: size, at: 0.3, accumulator: &accumulator)
    #expect(key.seek == [.tapped(seconds: 10)] && accumulator.total == 20)
  }

  @Test(arguments: [Size(width: 44, height: 44), Size(width: 88, height: 88), Size(width: 176, height: 60)])
  func everythingStaysInsideTheBounds(size: Size) throws {
    for direction in SeekButton.Direction.allCases {
      var button = try SeekButton(direction: direction, interval: 3600)
      var accumulator = SeekAccumulator()
      for tap in 0..<3 { button.tap(at: Double(tap) * 0.15, accumulator: &accumulator) }
      for time in stride(from: 0.0, through: 1.5, by: 0.025) {
        for item in Self.items(button.scene(in: size, at: time)) {
          let inside = Rect(x: -1e-9, y: -1e-9, width: size.width + 2e-9, height: size.height + 2e-9)
          switch item {
          case .stroke(let path, _, let style):
            let bounds = try #require(path.bounds).insetBy(dx: -style.width / 2, dy: -style.width / 2)
            #expect(inside.contains(bounds.origin) && inside.contains(Point(x: bounds.maxX, y: bounds.maxY)))
          case .fill(let path, _):
            let bounds = try #require(path.bounds)
            #expect(inside.contains(bounds.origin) && inside.contains(Point(x: bounds.maxX, y: bounds.maxY)))
          default: break
          }
        }
      }
    }
  }

  static func items(_ scene: Scene) -> [SceneItem] {
    scene.items.flatMap { item -> [SceneItem] in
      if case .group(let group) = item { return group.items }
      return [item]
    }
  }
}
