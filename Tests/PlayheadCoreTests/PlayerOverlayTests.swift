import Testing

@testable import PlayheadCore

@Suite struct PlayerOverlayTests {
  let size = Size(width: 640, height: 360)

  /// Every text drawn, inside nested groups too.
  func texts(_ items: [SceneItem]) -> [String] {
    items.flatMap { item -> [String] in
      switch item {
      case .text(let run): [run.text]
      case .group(let group): texts(group.items)
      default: []
      }
    }
  }

  /// The quality button's face says Auto or the height held, where the bar has one.
  @Test func theQualityFaceSaysWhatIsHeld() {
    var overlay = PlayerOverlay(position: 0, info: nil, isPlaying: true)
    #expect(!texts(overlay.scene(in: size).items).contains("360p"))
    overlay.qualityBadge = QualityBadge(text: "360p")
    #expect(texts(overlay.scene(in: size).items).contains("360p"))
  }

  /// The billboard fits its text with room around it, at the layout's size: 15-point text, the
  /// same in a larger player, as the desktop's text is.
  @Test func theMessageBoxFitsItsTextAndKeepsItsSize() {
    let message = OnScreenMessage("Volume 80 %", at: 0)
    let small = message.scene(in: OverlayLayout(size: size), measurer: FixedWidthMeasurer())
    #expect(texts(small.items) == ["Volume 80 %"])
    let textWidth = 0.6 * 15 * 11
    #expect(small.size.width > textWidth && small.size.width < textWidth + 30)
    #expect(small.size.height > 1.2 * 15 && small.size.height < 1.2 * 15 + 20)
    let large = message.scene(
      in: OverlayLayout(size: Size(width: 1280, height: 720)), measurer: FixedWidthMeasurer())
    #expect(large.size == small.size)
    #expect(OverlayLayout(size: size).messageOrigin == Point(x: 12, y: 12))
  }

  @Test func buttonFollowsPlaybackAndAnimates() {
    var overlay = PlayerOverlay(position: 65, info: MediaInfo(duration: 600), isPlaying: false)
    #expect(overlay.playButton.mode == .play)
    overlay.setPlaying(true, at: 1)
    #expect(overlay.playButton.mode == .pause && overlay.playButton.isAnimating(at: 1.1))
    #expect(overlay.scene(in: size, at: 1.1) != overlay.scene(in: size, at: 1.6), "the morph shows")
  }

  @Test func labelsAndProgress() {
    let overlay = PlayerOverlay(position: 150, info: MediaInfo(duration: 600), isPlaying: true)
    guard case .group(let group) = overlay.scene(in: size).items.first else {
      Issue.record("expected one group")
      return
    }
    let texts = texts(group.items)
    #expect(texts.contains("2:30") && texts.contains("10:00") && texts.filter { $0 == "10" }.count == 2)
    // The progress bar is a quarter of the track: its width against the track's.
    let bars = group.items.compactMap { item -> Rect? in
      if case .fill(let path, .solid) = item, let bounds = path.bounds, bounds.height < 5 { return bounds }
      return nil
    }
    #expect(bars.count >= 2 && abs(bars[1].width / bars[0].width - 0.25) < 0.02)
  }

  @Test func liveAndUnknownNeverShowNaN() {
    let live = PlayerOverlay(position: .nan, info: MediaInfo(duration: .nan, isLive: true), isPlaying: true)
    guard case .group(let group) = live.scene(in: size).items.first else { return }
    let texts = texts(group.items)
    #expect(texts.contains("LIVE") && texts.contains("--:--") && !texts.joined().contains("nan"))
  }

  @Test func aFocusedScrubberRingsItsThumb() {
    var timeline = OverlayTimeline(position: 300, info: MediaInfo(duration: 600))
    let layout = OverlayLayout(size: size)
    let strokes = { (items: [SceneItem]) in
      items.compactMap { item -> Rect? in
        if case .stroke(let path, _, _) = item { return path.bounds }
        return nil
      }
    }
    #expect(strokes(timeline.items(in: layout)).isEmpty)
    timeline.isScrubberFocused = true
    let ring = strokes(timeline.items(in: layout))
    #expect(ring.count == 1)
    let centre = layout.track.minX + layout.track.width / 2
    #expect(
      ring.allSatisfy { abs($0.minX + $0.width / 2 - centre) < 1e-9 && $0.width > 2 * layout.thumbRadius })
  }
}
