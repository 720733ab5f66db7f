import PlayheadCairo
import PlayheadCore
import PlayheadTesting
import SnapshotTesting
import Testing

@Suite(.snapshots(record: .missing)) struct MaskButtonSnapshotTests {
  static let sunset = [Color(rgb: 0xff5f6d), Color(rgb: 0xffc371)]
  let size = Size(width: 200, height: 64)

  func button(_ content: MaskContent, paint: MaskPaint? = nil, reversed: Bool = false, border: Double = 0)
    throws -> MaskButton
  {
    var button = MaskButton(
      content: content, paint: try paint ?? .gradient(Self.sunset, angle: 0),
      measurer: try PangoTextMeasurer())
    button.isReversed = reversed
    button.borderWidth = border
    button.cornerRadius = 14
    return button
  }

  @Test(arguments: [false, true])
  func contentKinds(reversed: Bool) throws {
    let star = try TemplateImage.star()
    let contents = [
      MaskContent(text: "LIVE"), MaskContent(image: star), MaskContent(text: "Stars", image: star),
      MaskContent(text: "A much longer label that has to shrink"),
    ]
    let scenes = try contents.flatMap { content in
      try [0.0, 3.0].map { try button(content, reversed: reversed, border: $0).scene(in: size, at: 0) }
    }
    assertSnapshot(
      of: Scene.filmstrip(scenes, spacing: 8), as: .image(scale: 1), named: reversed ? "reversed" : "normal")
  }

  @Test(arguments: [-180.0, -45, 0, 90, 180])
  func gradientAngles(angle: Double) throws {
    let paint = try MaskPaint.gradient(
      [Color(rgb: 0x0040ff), Color(rgb: 0x00d4ff), Color(rgb: 0xffe000)], angle: angle)
    let scenes = try [false, true].map {
      try button(MaskContent(text: "ANGLE"), paint: paint, reversed: $0).scene(in: size, at: 0)
    }
    assertSnapshot(
      of: Scene.filmstrip(scenes, spacing: 8), as: .image(scale: 1),
      named: angle < 0 ? "minus\(Int(-angle))" : "\(Int(angle))")
  }

  @Test func statesAndChanges() throws {
    var scenes: [Scene] = []
    for event in [InputEvent.pointerDown(Point(x: 5, y: 5)), .enabled(false), .focus(true)] {
      var button = try button(MaskContent(text: "LIVE"), border: 2)
      _ = button.handle(event, in: size, at: 0)
      scenes.append(button.scene(in: size, at: 0.1))
      scenes.append(button.scene(in: size, at: 1))
    }
    var changing = try button(MaskContent(text: "LIVE"), paint: .solid(Color(rgb: 0xe53935)))
    changing.setContent(MaskContent(text: "ON AIR"), at: 0)
    changing.setPaint(.solid(Color(rgb: 0x43a047)), at: 0)
    scenes += [0.05, 0.1, 0.15, 0.2].map { changing.scene(in: size, at: $0) }
    assertSnapshot(of: Scene.filmstrip(scenes, spacing: 8), as: .image(scale: 1))
  }
}
