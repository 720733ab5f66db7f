/// The controls overlay drawn over video: the timeline (`OverlayTimeline`: a shaded bar, the
/// scrubber and the two times) with the back and forward SeekButtons around the PlayButton, all
/// placed by `OverlayLayout`. The headless snapshot draws it whole; the GTK view blends the same
/// `barScene` into each video frame, its button widgets drawing nothing of their own. The buttons
/// are kept from frame to frame, so they animate and are not rebuilt per frame.
public struct PlayerOverlay: Sendable {
  /// The shade, the scrubber and the times.
  public var timeline: OverlayTimeline
  /// The play/pause button (pause while playing).
  public var playButton: PlayButton
  /// The back button, white.
  public var backButton: SeekButton
  /// The forward button, white.
  public var forwardButton: SeekButton
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

  /// Shows pause while playing and play otherwise, animating from `time`.
  public mutating func setPlaying(_ playing: Bool, at time: Double) {
    playButton.setMode(playing ? .pause : .play, at: time)
  }

  /// The overlay's SeekButton for `direction`: 10 s, white, as every player view shows it.
  public static func seekButton(_ direction: SeekButton.Direction) -> SeekButton {
    var button = SeekButton(direction: direction)
    button.appearance.tintColor = .white
    button.appearance.flashColor = .white
    return button
  }

  /// The overlay for video drawn in a box of `size`.
  public func scene(in size: Size, at time: Double = 0) -> Scene {
    let layout = OverlayLayout(size: size)
    let bar = Self.barScene(
      in: layout, timeline: timeline,
      playButton: playButton.scene(in: layout.playButton.size, at: time),
      backButton: backButton.scene(in: layout.seekButton(.backward).size, at: time),
      forwardButton: forwardButton.scene(in: layout.seekButton(.forward).size, at: time))
    let items = bar.offsetBy(dx: layout.bar.minX, dy: layout.bar.minY).items
    return Scene(size: size, items: [.group(SceneGroup(opacity: opacity, items: items))])
  }

  /// The bar in its own coordinates (its top-left corner at 0, 0; `layout.bar.size`): the
  /// timeline under the three buttons' scenes, each drawn at its layout box's size. The one
  /// picture of the bar, for the snapshot and for the window, which blends it into the video.
  public static func barScene(
    in layout: OverlayLayout, timeline: OverlayTimeline, playButton: Scene, backButton: Scene,
    forwardButton: Scene
  ) -> Scene {
    var items = timeline.items(in: layout)
    for (scene, frame) in [
      (playButton, layout.playButton), (backButton, layout.seekButton(.backward)),
      (forwardButton, layout.seekButton(.forward)),
    ] {
      items += scene.offsetBy(dx: frame.minX, dy: frame.minY).items
    }
    let bar = layout.bar
    return Scene(size: bar.size, items: items.map { $0.offsetBy(dx: -bar.minX, dy: -bar.minY) })
  }
}
