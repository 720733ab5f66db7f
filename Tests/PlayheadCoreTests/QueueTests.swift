import Foundation
import PlayheadCore
import Testing

/// What a person asks of the queue from the bar and its list, what the list shows, where the
/// queue's buttons sit in the bar and how they look.
struct QueueTests {
  let a = URL(fileURLWithPath: "/m/a.mp4")
  let b = URL(fileURLWithPath: "/m/b.mkv")
  let c = URL(string: "file:///m/Film%20c.webm")!

  @Test func commandsLoadOnlyWhenWhatPlaysChanges() {
    var queue = PlayQueue([a, b, c])
    #expect(queue.perform(.previous) == nil && queue.current == a, "nothing before the first")
    #expect(queue.perform(.next) == b)
    #expect(queue.perform(.play(1)) == nil, "the item playing asked for again goes on")
    #expect(queue.perform(.play(7)) == nil && queue.current == b)
    #expect(queue.perform(.play(2)) == c)
    #expect(queue.perform(.move(from: 2, to: 0)) == nil && queue.items == [c, a, b] && queue.current == c)
    #expect(queue.perform(.remove(2)) == nil && queue.items == [c, a])
    #expect(queue.perform(.remove(0)) == a, "the playing item removed: the next plays")
    #expect(queue.perform(.remove(0)) == nil && queue.items == [a], "the last item stays")
  }

  @Test func theListNamesEachItemAndThePlayingOne() {
    var queue = PlayQueue([a, b, c, URL(string: "http://example.org/")!])
    _ = queue.perform(.next)
    #expect(queue.entries.map(\.name) == ["a.mp4", "b.mkv", "Film c.webm", "http://example.org/"])
    #expect(queue.entries.map(\.isCurrent) == [false, true, false, false])
    #expect(queue.entries[1].spokenText == "2 of 4: b.mkv, playing")
    #expect(queue.entries[2].spokenText == "3 of 4: Film c.webm")
    #expect(queue.isShown && !PlayQueue([a]).isShown && !PlayQueue().isShown)
  }

  /// With a queue the bar holds previous and next outside the SeekButtons and the list button
  /// left of the others at the right; a narrow player leaves out, in turn, the volume slider,
  /// the list and the tracks button, and without room for them previous and next, never
  /// overlapping.
  @Test func theQueueButtonsSitInTheRowWithoutOverlapping() {
    for width in stride(from: 200.0, through: 2000, by: 7) {
      for showsTracks in [false, true] {
        let layout = OverlayLayout(
          size: Size(width: width, height: 360), showsTracks: showsTracks, showsQueue: true)
        let row = [
          layout.volumeButton, layout.volumeSlider, layout.queueButton(.backward),
          layout.seekButton(.backward),
          layout.playButton, layout.seekButton(.forward), layout.queueButton(.forward),
          layout.queueListButton,
          layout.tracksButton, layout.speedButton,
        ].compactMap { $0 }
        for pair in zip(row, row.dropFirst()) {
          #expect(pair.0.maxX <= pair.1.minX + 1e-6, "at \(width): \(pair.0) before \(pair.1)")
        }
        #expect(row.allSatisfy { $0.minX >= 0 && $0.maxX <= width })
        if layout.volumeSlider != nil {
          #expect(layout.queueButton(.backward) != nil, "the slider goes first")
        }
        if layout.tracksButton != nil, showsTracks { #expect(layout.queueButton(.forward) != nil) }
        #expect(
          (layout.queueButton(.backward) == nil) == (layout.queueButton(.forward) == nil), "both or neither")
      }
    }
    let wide = OverlayLayout(size: Size(width: 1280, height: 720), showsTracks: true, showsQueue: true)
    #expect(
      wide.volumeSlider != nil && wide.queueListButton != nil && wide.tracksButton != nil, "16:9 holds all")
    let plain = OverlayLayout(size: Size(width: 1280, height: 720))
    #expect(plain.queueButton(.forward) == nil && plain.queueListButton == nil, "no queue, no buttons")
    let withoutTracks = OverlayLayout(
      size: Size(width: 1280, height: 720), showsTracks: false, showsQueue: true)
    #expect(withoutTracks.tracksButton == nil && withoutTracks.queueListButton == wide.tracksButton)
  }

  /// Each face differs from the others; a button that can do nothing is dimmed, one with the
  /// focus ringed; the overlay draws them where the layout puts them.
  @Test func theBadgesDrawEachGlyphWhereTheLayoutSays() throws {
    let layout = OverlayLayout(size: Size(width: 640, height: 360), showsTracks: false, showsQueue: true)
    let badges = [QueueBadge(.previous), QueueBadge(.next), QueueBadge(.list)]
    let box = try #require(layout.queueButton(.forward))
    let faces = badges.map { $0.scene(in: box, layout: layout) }
    #expect(Set(faces).count == 3)
    let dimmed = QueueBadge(.next, isEnabled: false).scene(in: box, layout: layout)
    guard case .fill(_, .solid(let colour)) = dimmed.items.first else {
      Issue.record("a filled glyph")
      return
    }
    #expect(colour.alpha == QueueBadge.disabledOpacity)
    #expect(
      QueueBadge(.next, isFocused: true).scene(in: box, layout: layout).items.count == faces[1].items.count
        + 1)
    var overlay = PlayerOverlay(position: 0, info: MediaInfo(duration: 60), isPlaying: true)
    let without = overlay.scene(in: layout.size)
    overlay.queueBadges = badges
    let with = overlay.scene(in: layout.size)
    guard case .group(let plain) = without.items.first, case .group(let queued) = with.items.first else {
      Issue.record("one group each")
      return
    }
    let next = faces[1].offsetBy(dx: box.minX, dy: box.minY)
    #expect(queued.items.count > plain.items.count)
    #expect(next.items.allSatisfy(queued.items.contains))
  }
}
