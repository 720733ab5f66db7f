import PlayheadCore
import PlayheadTesting
import SnapshotTesting
import Testing

/// Pixel snapshots of the PlayButton, rendered by Cairo, compared by `Diffing.image`.
@Suite(.snapshots(record: .missing)) struct PlayButtonSnapshotTests {
  static let sizes = [Size(width: 44, height: 44), Size(width: 88, height: 88), Size(width: 120, height: 72)]

  @Test(arguments: PlayButton.Style.allCases, PlayButton.Mode.allCases)
  func stillModes(style: PlayButton.Style, mode: PlayButton.Mode) {
    for size in Self.sizes {
      let scene = PlayButton(mode: mode, style: style).scene(in: size, at: 0)
      assertSnapshot(
        of: scene, as: .image(scale: 2),
        named: "\(style)-\(mode)-\(Int(size.width))x\(Int(size.height))")
    }
  }

  @Test(
    arguments: PlayButton.Style.allCases,
    [
      (PlayButton.Mode.play, PlayButton.Mode.pause), (.pause, .play), (.pause, .stop), (.stop, .play),
      (.play, .buffering), (.buffering, .pause), (.pause, .replay), (.replay, .pause),
    ])
  func transitionFrames(style: PlayButton.Style, modes: (PlayButton.Mode, PlayButton.Mode)) {
    // Frames at 0, ¼, ½, ¾ and the whole of the transition.
    let frames = PlayButton(mode: modes.0, style: style)
      .transitionFrames(from: modes.0, to: modes.1, count: 5, in: Size(width: 88, height: 88))
    assertSnapshot(
      of: Scene.filmstrip(frames, spacing: 8), as: .image(scale: 1),
      named: "\(style)-\(modes.0)-to-\(modes.1)")
  }

  @Test(arguments: PlayButton.Style.allCases)
  func interruptedTransition(style: PlayButton.Style) {
    var button = PlayButton(mode: .play, style: style)
    button.setMode(.pause, at: 0)
    button.setMode(.play, at: 0.25)
    button.setMode(.stop, at: 0.35)
    let size = Size(width: 88, height: 88)
    let frames = stride(from: 0.2, through: 0.8, by: 0.1).map { button.scene(in: size, at: $0) }
    assertSnapshot(of: Scene.filmstrip(frames, spacing: 8), as: .image(scale: 1), named: "\(style)")
  }

  @Test func styledContentModesAndStates() {
    var appearance = PlayButtonAppearance()
    appearance.pauseStopBackgroundColor = Color(rgb: 0xff9500)
    appearance.pauseStopTintColor = .black
    appearance.playBufferingBackgroundColor = Color(rgb: 0x0040ff)
    appearance.triangleCornerRadius = 3
    appearance.squareCornerRadius = 3
    var scenes: [Scene] = []
    for contentMode in ContentMode.allCases {
      var button = PlayButton(mode: .pause, appearance: appearance)
      button.contentMode = contentMode
      scenes.append(button.scene(in: Size(width: 120, height: 72), at: 0))
    }
    let size = Size(width: 88, height: 88)
    for event in [InputEvent.pointerDown(Point(x: 44, y: 44)), .enabled(false), .focus(true)] {
      var button = PlayButton(mode: .play, appearance: appearance)
      _ = button.handle(event, in: size, at: 0)
      scenes.append(button.scene(in: size, at: 1))
    }
    var reduced = PlayButton(mode: .play, appearance: appearance)
    reduced.prefersReducedMotion = true
    reduced.setMode(.stop, at: 0)
    scenes += [0.1, 0.3].map { reduced.scene(in: size, at: $0) }
    assertSnapshot(of: Scene.filmstrip(scenes, spacing: 8), as: .image(scale: 1))
  }
}
