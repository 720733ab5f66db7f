import PlayheadCore
import PlayheadTesting
import SnapshotTesting
import Testing

@Suite(.snapshots(record: .missing)) struct SeekButtonSnapshotTests {
  @Test(arguments: SeekButton.Direction.allCases)
  func restingAtEverySize(direction: SeekButton.Direction) throws {
    let sizes = [Size(width: 44, height: 44), Size(width: 88, height: 88), Size(width: 160, height: 64)]
    let scenes = try sizes.map { try SeekButton(direction: direction, interval: 10).scene(in: $0, at: 0) }
    assertSnapshot(of: Scene.filmstrip(scenes, spacing: 8), as: .image(scale: 2), named: "\(direction)")
  }

  @Test func intervalsOfEveryLength() throws {
    let scenes = try [5, 15, 120, 3600].map { try SeekButton(direction: .backward, interval: $0) }
      .map { $0.scene(in: Size(width: 88, height: 88), at: 0) }
    assertSnapshot(of: Scene.filmstrip(scenes, spacing: 8), as: .image(scale: 1))
  }

  @Test(arguments: SeekButton.Direction.allCases, [false, true])
  func threeTapAccumulation(direction: SeekButton.Direction, reducedMotion: Bool) throws {
    var template = try SeekButton(direction: direction, interval: 10)
    template.prefersReducedMotion = reducedMotion
    let taps = [0.0, 0.15, 0.3]
    // Each frame replays the taps made by its time, 0.1 s apart.
    let frames = (0..<12).map { step -> Scene in
      let time = Double(step) * 0.1
      var button = template
      var accumulator = SeekAccumulator()
      for tap in taps where tap <= time { button.tap(at: tap, accumulator: &accumulator) }
      return button.scene(in: Size(width: 160, height: 64), at: time)
    }
    assertSnapshot(
      of: Scene.filmstrip(frames, spacing: 4), as: .image(scale: 1),
      named: "\(direction)-\(reducedMotion ? "reduced" : "full")")
  }

  @Test func statesAndStyling() throws {
    let size = Size(width: 88, height: 88)
    var scenes: [Scene] = []
    for event in [InputEvent.pointerDown(Point(x: 44, y: 44)), .enabled(false), .focus(true)] {
      var button = SeekButton()
      var accumulator = SeekAccumulator()
      _ = button.handle(event, in: size, at: 0, accumulator: &accumulator)
      scenes.append(button.scene(in: size, at: 1))
    }
    var styled = try SeekButton(direction: .backward, interval: 30)
    styled.appearance.tintColor = Color(rgb: 0x1a73e8)
    styled.appearance.lineWidth = 5
    scenes.append(styled.scene(in: size, at: 0))
    assertSnapshot(of: Scene.filmstrip(scenes, spacing: 8), as: .image(scale: 1))
  }
}
