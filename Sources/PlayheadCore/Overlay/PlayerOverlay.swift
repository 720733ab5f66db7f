/// The controls overlay drawn over video: the timeline (`OverlayTimeline`: a shaded bar, the
/// scrubber and the two times) with the back and forward SeekButtons around the PlayButton, the
/// speaker button (`VolumeButton`) with the `VolumeSlider` at the left and the `TracksBadge`,
/// `QualityBadge` and `SpeedBadge` at the right, all placed by `OverlayLayout`. The headless snapshot draws it whole; the GTK view
/// blends the same `barPieces` into each video frame, its button widgets drawing nothing of
/// their own. The buttons are kept from frame to frame, so they animate and are not rebuilt per
/// frame.
public struct PlayerOverlay: Sendable {
  /// The shade, the scrubber and the times.
  public var timeline: OverlayTimeline
  /// The play/pause button (pause while playing).
  public var playButton: PlayButton
  /// The back button, white.
  public var backButton: SeekButton
  /// The forward button, white.
  public var forwardButton: SeekButton
  /// The speaker button (`showVolume` changes it with the slider).
  public private(set) var volumeButton = VolumeButton()
  /// The volume slider beside it.
  public private(set) var volumeSlider = VolumeSlider(volume: 1)
  /// The speed button's face, at the right.
  public var speedBadge = SpeedBadge(speed: 1)
  /// The sound-and-subtitles button's face, left of the speed's; `nil` when the media has no
  /// streams to choose from (`MediaInfo.hasTrackChoices`).
  public var tracksBadge: TracksBadge?
  /// The quality button's face, left of the speed's; `nil` unless an adaptive stream of more
  /// than one variant plays (`QualityMenu.hasChoices`).
  public var qualityBadge: QualityBadge?
  /// The queue's buttons' faces (previous, next, list) while a queue of more than one item
  /// plays; none otherwise.
  public var queueBadges: [QueueBadge] = []
  /// The overlay's opacity (from `OverlayVisibility`).
  public var opacity = 1.0

  /// Creates an overlay, its button showing pause when `isPlaying` and play otherwise.
  public init(position: Double?, info: MediaInfo?, isPlaying: Bool) {
    self.init(timeline: OverlayTimeline(position: position, info: info), isPlaying: isPlaying)
  }

  /// Creates an overlay showing `timeline`, its button showing pause when `isPlaying`.
  public init(timeline: OverlayTimeline, isPlaying: Bool) {
    self.timeline = timeline
    playButton = PlayButton(mode: isPlaying ? .pause : .play)
    backButton = Self.seekButton(.backward)
    forwardButton = Self.seekButton(.forward)
  }

  /// Shows `volume` (1 is the media's own level) and the mute switch on the speaker button and
  /// the slider together, the speaker's glyph fading from `time`.
  public mutating func showVolume(_ volume: Double, isMuted: Bool, at time: Double) {
    volumeButton.show(volume: volume, isMuted: isMuted, at: time)
    volumeSlider = VolumeSlider(volume: volume, isMuted: isMuted)
  }

  /// Shows pause while playing and play otherwise, animating from `time`.
  public mutating func setPlaying(_ playing: Bool, at time: Double) {
    playButton.setMode(playing ? .pause : .play, at: time)
  }

  /// The overlay's SeekButton for `direction`: `interval` seconds (10 unless a person chose
  /// another), white, as every player view shows it.
  public static func seekButton(_ direction: SeekButton.Direction, interval: Int = 10) -> SeekButton {
    var button =
      (try? SeekButton(direction: direction, interval: interval)) ?? SeekButton(direction: direction)
    button.appearance.tintColor = .white
    button.appearance.flashColor = .white
    return button
  }

  /// The overlay for video drawn in a box of `size`.
  public func scene(in size: Size, at time: Double = 0) -> Scene {
    let layout = OverlayLayout(
      size: size, showsTracks: tracksBadge != nil, showsQueue: !queueBadges.isEmpty,
      showsQuality: qualityBadge != nil)
    let pieces = Self.barPieces(
      in: layout, timeline: timeline, volumeSlider: volumeSlider, speedBadge: speedBadge,
      tracksBadge: tracksBadge, qualityBadge: qualityBadge, queueBadges: queueBadges,
      playButton: playButton.scene(in: layout.playButton.size, at: time),
      backButton: backButton.scene(in: layout.seekButton(.backward).size, at: time),
      forwardButton: forwardButton.scene(in: layout.seekButton(.forward).size, at: time),
      volumeButton: volumeButton.scene(in: layout.volumeButton.size, at: time))
    let items = pieces.flatMap { $0.scene.offsetBy(dx: $0.origin.x, dy: $0.origin.y).items }
    return Scene(size: size, items: [.group(SceneGroup(opacity: opacity, items: items))])
  }

  /// The bar's pieces, back to front, each a scene and where its top-left corner goes in the
  /// player: the timeline over the bar's box, then the play, back, forward and speaker buttons
  /// over their layout boxes (each scene drawn at its box's size), the speed badge and the
  /// overflow's "⋯" when they are in the row, then the tracks and quality badges when there are
  /// ones and room for them, the queue's badges that have room, and last
  /// the volume slider when the layout has room for it, and the LIVE badge (`LiveBadge`) over
  /// the trailing time's box when there is one (the timeline then leaves that time out). The
  /// window blends each as a layer of its own, so a button that animates draws only itself again.
  public static func barPieces(
    in layout: OverlayLayout, timeline: OverlayTimeline, volumeSlider: VolumeSlider, speedBadge: SpeedBadge,
    tracksBadge: TracksBadge?, qualityBadge: QualityBadge? = nil, queueBadges: [QueueBadge] = [],
    overflowBadge: OverflowBadge = OverflowBadge(),
    playButton: Scene, backButton: Scene,
    forwardButton: Scene, volumeButton: Scene, liveBadge: Scene? = nil
  ) -> [(scene: Scene, origin: Point)] {
    let bar = layout.bar
    let timelineScene = Scene(
      size: bar.size,
      items: timeline.items(in: layout, drawsTrailingText: liveBadge == nil).map {
        $0.offsetBy(dx: -bar.minX, dy: -bar.minY)
      })
    let buttons = [
      (playButton, layout.playButton), (backButton, layout.seekButton(.backward)),
      (forwardButton, layout.seekButton(.forward)), (volumeButton, layout.volumeButton),
    ]
    var pieces = [(timelineScene, Point(x: bar.minX, y: bar.minY))]
    pieces += buttons.map { scene, frame in (scene, Point(x: frame.minX, y: frame.minY)) }
    if let box = layout.speedButton {
      pieces.append((speedBadge.scene(in: box, layout: layout), Point(x: box.minX, y: box.minY)))
    }
    if let box = layout.overflowButton {
      pieces.append((overflowBadge.scene(in: box, layout: layout), Point(x: box.minX, y: box.minY)))
    }
    if let tracksBadge, let box = layout.tracksButton {
      pieces.append((tracksBadge.scene(in: box, layout: layout), Point(x: box.minX, y: box.minY)))
    }
    if let qualityBadge, let box = layout.qualityButton {
      pieces.append((qualityBadge.scene(in: box, layout: layout), Point(x: box.minX, y: box.minY)))
    }
    for badge in queueBadges {
      guard let box = badge.frame(in: layout) else { continue }
      pieces.append((badge.scene(in: box, layout: layout), Point(x: box.minX, y: box.minY)))
    }
    if let slider = layout.volumeSlider {
      // Wide enough for the thumb and its focus ring at either end.
      let box = slider.insetBy(dx: -slider.height / 2, dy: 0)
      let items = volumeSlider.items(in: layout).map { $0.offsetBy(dx: -box.minX, dy: -box.minY) }
      pieces.append((Scene(size: box.size, items: items), Point(x: box.minX, y: box.minY)))
    }
    if let liveBadge {
      pieces.append((liveBadge, Point(x: layout.trailingLabel.minX, y: layout.trailingLabel.minY)))
    }
    return pieces
  }
}
