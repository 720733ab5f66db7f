import PlayheadCore
import PropertyBased
import Testing

@Suite struct OverlayLayoutTests {
  /// At any player size wide enough for the controls, every part in the row sits in the bar, in
  /// the player, apart from its neighbours, in the order a person reads them.
  @Test func thePartsStayInTheBarInOrderWithoutOverlapping() async {
    await propertyCheck(
      count: 500, input: Gen.double(in: 200...4000), Gen.double(in: 120...3000), Gen.int(in: 0...7)
    ) { width, height, kind in
      let layout = OverlayLayout(
        size: Size(width: width, height: height), showsTracks: kind & 1 != 0, showsQueue: kind & 2 != 0,
        showsQuality: kind & 4 != 0)
      let bar = layout.bar
      #expect(abs(bar.maxY - height) < 1e-9 && bar.width == width && bar.minY >= 0)
      let left = OverlayControl.allCases.prefix(4).compactMap { layout.frame(of: $0) }
      let right = OverlayControl.allCases.dropFirst(4).compactMap { layout.frame(of: $0) }
      let row: [Rect] = left + [layout.playButton] + right + [layout.overflowButton].compactMap { $0 }
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

  /// At every width from 200 to 4000 pixels, with and without a queue, streams and a quality to
  /// choose,
  /// each control is either in the row or in the overflow menu, never both, never neither; the
  /// "⋯" button shows exactly when the menu holds something, and the slider goes there first.
  @Test func everyControlIsPlacedOrInTheOverflow() {
    let cases: [(Double, Bool, Bool, Bool)] = [270.0, 720].flatMap { height in
      (0..<8).map { (height, $0 & 1 != 0, $0 & 2 != 0, $0 & 4 != 0) }
    }
    for width in 200...4000 {
      for (height, showsTracks, showsQueue, showsQuality) in cases {
        let layout = OverlayLayout(
          size: Size(width: Double(width), height: height), showsTracks: showsTracks, showsQueue: showsQueue,
          showsQuality: showsQuality)
        for control in OverlayControl.allCases {
          let isPlaced = layout.frame(of: control) != nil
          let isOverflowed = layout.overflowed.contains(control)
          let isWanted =
            switch control {
            case .previous, .next, .queueList: showsQueue
            case .tracks: showsTracks
            case .quality: showsQuality
            default: true
            }
          #expect(isWanted ? isPlaced != isOverflowed : !isPlaced && !isOverflowed, "\(control) at \(width)")
        }
        #expect((layout.overflowButton != nil) == !layout.overflowed.isEmpty, "at \(width)")
        #expect(layout.frame(of: .volumeButton) != nil && layout.frame(of: .back) != nil, "at \(width)")
        if layout.volumeSlider != nil { #expect(layout.overflowed.isEmpty, "the slider goes first") }
      }
    }
  }

  /// The controls keep their size as the player grows, as the desktop's do: the text scale sets
  /// it, and only a player too small for them shrinks them.
  @Test func theControlsKeepTheirSizeAsThePlayerGrows() {
    let sizes = [
      Size(width: 640, height: 360), Size(width: 1280, height: 720), Size(width: 3840, height: 2160),
    ]
    for size in sizes {
      let layout = OverlayLayout(size: size)
      #expect(layout.unit == 1 && layout.playButton.width == 56 && layout.volumeButton.width == 44, "\(size)")
      #expect(layout.bar.height == 112 && layout.labelFont.size == 13, "\(size)")
    }
    #expect(OverlayLayout(size: Size(width: 1920, height: 1080), textScale: 1.5).playButton.width == 84)
    let small = OverlayLayout(size: Size(width: 480, height: 270))
    #expect(small.unit == 0.75, "a small player shrinks them")
    #expect(small.labelFont.size == 13 && small.chapterFont.size == 12, "but not the text")
    #expect(OverlayLayout(size: Size(width: 240, height: 720)).unit == 0.75, "a narrow one too")
    #expect(OverlayLayout(size: Size(width: 10, height: 10)).unit == 0.25, "never vanishing")
    let unset = OverlayLayout(size: Size(width: 1280, height: 720), textScale: .nan)
    #expect(unset.unit == 1 && unset.labelFont.size == 13, "a scale that is no number is 1")
  }

  /// A point on a control of the row names it; the play button, the bar between buttons and the
  /// video name none.
  @Test func theControlUnderAPoint() throws {
    let layout = OverlayLayout(
      size: Size(width: 800, height: 600), showsTracks: true, showsQueue: true, showsQuality: true)
    for control in OverlayControl.allCases {
      let frame = try #require(layout.frame(of: control))
      #expect(layout.control(at: frame.center) == control)
    }
    #expect(layout.control(at: layout.playButton.center) == nil)
    #expect(layout.control(at: Point(x: 400, y: 100)) == nil)
  }

  /// The sizes people use hold every control, a queue's and the streams' too (at 800×600 the
  /// bar once lost three); a player narrower still puts them in the overflow menu, and the
  /// SeekButtons and the speaker stay.
  @Test func theSizesPeopleUseHoldEveryControl() {
    for size in [
      Size(width: 480, height: 270), Size(width: 800, height: 600), Size(width: 1598, height: 960),
    ] {
      let layout = OverlayLayout(size: size, showsTracks: true, showsQueue: true)
      #expect(layout.overflowed.isEmpty && layout.overflowButton == nil, "\(size)")
    }
    let narrow = OverlayLayout(size: Size(width: 360, height: 640), showsTracks: true, showsQueue: true)
    #expect(narrow.overflowed == [.volumeSlider, .previous, .next, .queueList, .tracks, .speed])
    #expect(narrow.overflowButton != nil)
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

  /// A window's main menu sits at the top right inside the player at every size, clear of the
  /// message at the top left and of the bar; its face is a plate and three bars, ringed when
  /// focused.
  @Test(arguments: [Size(width: 320, height: 180), Size(width: 1280, height: 720)])
  func theMainMenuSitsAtTheTopRight(size: Size) {
    let layout = OverlayLayout(size: size)
    let menu = layout.mainMenuButton
    #expect(menu.maxX <= size.width && menu.minY >= 0 && menu.maxY < layout.bar.minY)
    #expect(menu.minX > layout.messageOrigin.x + size.width / 4, "\(menu)")
    let plain = MainMenuBadge.scene(in: menu, layout: layout, isFocused: false)
    let focused = MainMenuBadge.scene(in: menu, layout: layout, isFocused: true)
    #expect(plain.items.count == 4 && focused.items.count == 5 && plain.size == menu.size)
  }
}
