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

  /// The bar in its own coordinates (its top-left corner at 0, 0; `layout.bar.size`): its
  /// pieces (`barPieces`) drawn together. The snapshot's picture of the bar; the window blends
  /// the same pieces into the video.
  public static func barScene(
    in layout: OverlayLayout, timeline: OverlayTimeline, playButton: Scene, backButton: Scene,
    forwardButton: Scene
  ) -> Scene {
    let bar = layout.bar
    let pieces = barPieces(
      in: layout, timeline: timeline, playButton: playButton, backButton: backButton,
      forwardButton: forwardButton)
    let items = pieces.flatMap { piece in
      piece.scene.offsetBy(dx: piece.origin.x - bar.minX, dy: piece.origin.y - bar.minY).items
    }
    return Scene(size: bar.size, items: items)
  }

  /// The bar's pieces, back to front, each a scene and where its top-left corner goes in the
  /// player: the timeline over the bar's box, then the play, back and forward buttons over
  /// their layout boxes (each scene drawn at its box's size). The window blends each as a layer
  /// of its own, so a button that animates draws only itself again.
  public static func barPieces(
    in layout: OverlayLayout, timeline: OverlayTimeline, playButton: Scene, backButton: Scene,
    forwardButton: Scene
  ) -> [(scene: Scene, origin: Point)] {
    let bar = layout.bar
    let timelineScene = Scene(
      size: bar.size, items: timeline.items(in: layout).map { $0.offsetBy(dx: -bar.minX, dy: -bar.minY) })
    let buttons = [
      (playButton, layout.playButton), (backButton, layout.seekButton(.backward)),
      (forwardButton, layout.seekButton(.forward)),
    ]
    return [(timelineScene, Point(x: bar.minX, y: bar.minY))]
      + buttons.map { scene, frame in (scene, Point(x: frame.minX, y: frame.minY)) }
  }
}
