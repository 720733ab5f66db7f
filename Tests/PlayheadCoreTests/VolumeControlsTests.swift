import PlayheadCore
import Testing

/// The speaker button, the volume slider and the speed badge, on a manual clock.
@Suite struct VolumeControlsTests {
  @Test(arguments: [
    (0.0, false, SpeakerLevel.muted), (0.8, true, .muted), (0.05, false, .low), (0.49, false, .low),
    (0.5, false, .high), (1.5, false, .high), (Double.nan, false, .muted),
  ])
  func theGlyphFollowsTheLevel(volume: Double, muted: Bool, level: SpeakerLevel) {
    #expect(SpeakerLevel(volume: volume, isMuted: muted) == level)
  }

  /// A change of level fades the waves and the cross over `fadeDuration`, never jumping: half way
  /// they are on their way, and once it is over nothing animates.
  @Test func aChangeOfLevelFadesTheGlyphsParts() {
    var button = VolumeButton(volume: 1)
    #expect(!button.isAnimating(at: 0))
    let before = button.scene(in: Size(width: 48, height: 48), at: 1)
    button.show(volume: 0.3, isMuted: false, at: 1)
    #expect(button.level == .low && button.isAnimating(at: 1))
    #expect(button.scene(in: Size(width: 48, height: 48), at: 1) == before, "no jump at the start")
    let halfway = button.scene(in: Size(width: 48, height: 48), at: 1 + VolumeButton.fadeDuration / 2)
    #expect(Self.strokeAlphas(halfway).contains { $0 > 0.05 && $0 < 0.95 }, "the outer wave fading")
    let end = 1 + VolumeButton.fadeDuration
    #expect(!button.isAnimating(at: end))
    #expect(Self.strokeAlphas(button.scene(in: Size(width: 48, height: 48), at: end)) == [1], "one wave left")
    button.show(volume: 0.3, isMuted: true, at: end)
    #expect(button.level == .muted)
    #expect(
      Self.strokeAlphas(button.scene(in: Size(width: 48, height: 48), at: end + 1)) == [1], "the cross alone")
  }

  /// A screen reader hears what a press does and the level: "Mute", "Volume 80 %"; "Unmute",
  /// "Muted". At 0 % the sound is not switched off, so the button still mutes.
  @Test func theButtonSaysWhatAPressDoes() {
    var button = VolumeButton(volume: 0.8)
    #expect(button.accessibility.label == "Mute" && button.accessibility.value == "Volume 80 %")
    button.show(volume: 0.8, isMuted: true, at: 0)
    #expect(button.accessibility.label == "Unmute" && button.accessibility.value == "Muted")
    button.show(volume: 0, isMuted: false, at: 0)
    #expect(button.accessibility.label == "Mute" && button.accessibility.value == "Volume 0 %")
  }

  @Test func aPressReleasedInsideIsReported() {
    var button = VolumeButton()
    let size = Size(width: 48, height: 48)
    #expect(button.handle(.pointerDown(Point(x: 24, y: 24)), in: size, at: 0) == [.touchDown])
    #expect(button.handle(.pointerUp(Point(x: 24, y: 24)), in: size, at: 0.1) == [.touchUpInside])
  }

  /// The slider's thumb goes where the level is along the track, 150 % at its end; a narrow
  /// player puts the slider in the overflow menu rather than squeeze it.
  @Test func theSliderShowsTheLevelAlongItsTrack() throws {
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let track = try #require(layout.volumeTrack)
    for (volume, fraction) in [(0.0, 0.0), (0.75, 0.5), (1.5, 1.0), (3.0, 1.0)] {
      let thumb = try #require(Self.thumbCentre(VolumeSlider(volume: volume).items(in: layout)))
      #expect(abs(thumb.x - (track.minX + fraction * track.width)) < 1e-9, "\(volume)")
    }
    let narrow = OverlayLayout(size: Size(width: 360, height: 640))
    #expect(narrow.volumeSlider == nil && VolumeSlider(volume: 1).items(in: narrow).isEmpty)
    #expect(narrow.overflowed.first == .volumeSlider, "in the overflow menu")
    #expect(narrow.volumeButton.maxX <= narrow.seekButton(.backward).minX, "the speaker stays")
  }

  /// The overlay draws the speaker, the slider and the speed badge with the rest of the bar.
  @Test func theOverlayDrawsTheVolumeControls() throws {
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let speed = try #require(layout.speedButton)
    let pieces = PlayerOverlay.barPieces(
      in: layout, timeline: OverlayTimeline(position: 0, info: nil), volumeSlider: VolumeSlider(volume: 1),
      speedBadge: SpeedBadge(speed: 1.5), tracksBadge: nil,
      playButton: Scene(size: layout.playButton.size), backButton: Scene(size: layout.playButton.size),
      forwardButton: Scene(size: layout.playButton.size),
      volumeButton: VolumeButton().scene(in: layout.volumeButton.size, at: 0))
    #expect(pieces.count == 7)
    #expect(pieces[4].origin == Point(x: layout.volumeButton.minX, y: layout.volumeButton.minY))
    #expect(pieces[5].origin == Point(x: speed.minX, y: speed.minY))
    #expect(!pieces[4].scene.items.isEmpty && !pieces[6].scene.items.isEmpty)
    guard case .text(let run) = pieces[5].scene.items.first else {
      Issue.record("the speed badge draws its text")
      return
    }
    #expect(run.text == "1.5×" && run.frame.size == speed.size)
  }

  /// The snapshot's overlay shows one level on the speaker and the slider alike.
  @Test func theOverlayShowsOneVolumeOnBoth() {
    var overlay = PlayerOverlay(position: 0, info: nil, isPlaying: false)
    overlay.showVolume(0.3, isMuted: false, at: 0)
    #expect(overlay.volumeButton.level == .low && overlay.volumeSlider == VolumeSlider(volume: 0.3))
    overlay.showVolume(0.3, isMuted: true, at: 1)
    #expect(overlay.volumeButton.level == .muted && overlay.volumeSlider.isMuted)
  }

  /// The opacities of a scene's strokes (the waves and the cross; no focus ring here).
  static func strokeAlphas(_ scene: Scene) -> [Double] {
    guard case .group(let group) = scene.items.first else { return [] }
    return group.items.compactMap {
      if case .stroke(_, .solid(let color), _) = $0 { color.alpha } else { nil }
    }
  }

  /// The centre of the last filled circle: the thumb.
  static func thumbCentre(_ items: [SceneItem]) -> Point? {
    let fills = items.compactMap { if case .fill(let path, _) = $0 { path } else { nil } }
    guard let thumb = fills.last, let bounds = thumb.bounds else { return nil }
    return bounds.center
  }
}
