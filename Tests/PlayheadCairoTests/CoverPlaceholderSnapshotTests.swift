import PlayheadTesting
import SnapshotTesting
import Testing

@testable import PlayheadCore

/// The placeholder for sound without cover art.
@Suite(.snapshots(record: .missing)) struct CoverPlaceholderSnapshotTests {
  /// Each title its own colour, the same on every run (an album or artist stands in for a
  /// missing title), with the note on it.
  @Test func eachTitleKeepsItsColour() {
    let tags = [
      MediaTags(title: "Nocturne"), MediaTags(title: "Clair de lune"), MediaTags(album: "Suite bergamasque"),
      MediaTags(),
    ]
    let scenes = tags.map { CoverPlaceholder.scene(for: $0, side: 96) }
    assertSnapshot(of: Scene.filmstrip(scenes, spacing: 8), as: .image(scale: 1))
    #expect(CoverPlaceholder.hue(of: "Nocturne") != CoverPlaceholder.hue(of: "Clair de lune"))
  }
}
