import PlayheadCore
import PropertyBased
import Testing

@Suite struct OverlayLayoutTests {
  /// At any player size wide enough for the controls, every part sits in the bar, in the
  /// player, apart from its neighbours, in the order a person reads them.
  @Test func thePartsStayInTheBarInOrderWithoutOverlapping() async {
    await propertyCheck(count: 500, input: Gen.double(in: 200...4000), Gen.double(in: 120...3000)) {
      width, height in
      let layout = OverlayLayout(size: Size(width: width, height: height))
      let bar = layout.bar
      #expect(abs(bar.maxY - height) < 1e-9 && bar.width == width && bar.minY >= 0)
      let row =
        [layout.volumeButton] + (layout.volumeSlider.map { [$0] } ?? [])
        + [layout.seekButton(.backward), layout.playButton, layout.seekButton(.forward), layout.speedButton]
      let line = [layout.elapsedLabel, layout.scrubber, layout.trailingLabel]
      for part in row + line {
        #expect(part.minX >= 0 && part.maxX <= width && part.minY >= bar.minY && part.maxY <= height + 1e-9)
      }
      for pair in zip(row, row.dropFirst()) + [(line[0], line[1]), (line[1], line[2])] {
        #expect(pair.0.maxX <= pair.1.minX + 1e-9, "\(pair.0) before \(pair.1)")
      }
      #expect(row.allSatisfy { $0.maxY <= line[1].minY }, "the buttons above the scrubber")
      if let slider = layout.volumeSlider, let track = layout.volumeTrack {
        #expect(abs(slider.center.y - layout.volumeButton.center.y) < 1e-9, "beside the speaker")
        #expect(track.minX == slider.minX && track.width == slider.width)
      }
      #expect(abs(layout.playButton.center.x - width / 2) < 1e-9, "centred")
      #expect(layout.track.minX == layout.scrubber.minX && layout.track.width == layout.scrubber.width)
    }
  }

  /// Sizes follow the shorter side: a 1080p player's controls are three times a 360p one's.
  @Test func everythingScalesWithTheShorterSide() {
    let small = OverlayLayout(size: Size(width: 640, height: 360))
    let large = OverlayLayout(size: Size(width: 1920, height: 1080))
    #expect(small.unit == 1 && large.unit == 3)
    #expect(large.playButton.width == 3 * small.playButton.width && large.bar.height == 3 * small.bar.height)
    #expect(large.labelFont.size == 3 * small.labelFont.size && large.thumbRadius == 3 * small.thumbRadius)
    #expect(OverlayLayout(size: Size(width: 10, height: 10)).unit == 0.25, "never vanishing")
  }

  /// The headless overlay draws its buttons where the layout puts them.
  @Test func theSnapshotDrawsTheButtonsWhereTheLayoutSays() {
    let size = Size(width: 1280, height: 720)
    let layout = OverlayLayout(size: size)
    let overlay = PlayerOverlay(position: 10, info: MediaInfo(duration: 60), isPlaying: false)
    guard case .group(let group) = overlay.scene(in: size).items.first else {
      Issue.record("expected one group")
      return
    }
    let timelineCount = overlay.timeline.items(in: layout).count
    let buttons = Scene(size: size, items: Array(group.items.dropFirst(timelineCount)))
    let play = overlay.playButton.scene(in: layout.playButton.size, at: 0).offsetBy(
      dx: layout.playButton.minX, dy: layout.playButton.minY)
    #expect(Array(buttons.items.prefix(play.items.count)) == play.items)
  }
}
