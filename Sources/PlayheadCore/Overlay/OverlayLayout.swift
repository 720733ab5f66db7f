/// Where each part of the controls overlay sits in a player of a given size: the one
/// description of the overlay's geometry. The headless snapshot draws `PlayerOverlay` at these
/// places, and the GTK view puts its widgets there.
///
/// Sizes are logical pixels, as the desktop's own controls are: at a `unit` of 1 the buttons
/// are 44 pixels square and the play button 56, the text scale (`textScale`, from the desktop's
/// font DPI) makes them larger, and they shrink only in a player too small for them (narrower
/// than 320 units or lower than 360), never growing with it. Text never shrinks: the times, the
/// chapter's title and the message keep the desktop's size (`textScale`) in any player.
///
/// The bar along the bottom holds the back and forward SeekButtons around the PlayButton, the
/// speaker button and the volume slider at the left of that row, the sound-and-subtitles,
/// quality (an adaptive stream's) and speed buttons at its right, and below them the scrubber between the elapsed and trailing
/// time labels. While a queue is shown, its previous and next buttons flank the SeekButtons and
/// its list button sits left of the sound-and-subtitles button. What a narrow player has no room
/// for goes into the overflow menu (`overflowed`), whose "⋯" button (`overflowButton`) then
/// takes the right end of the row: the volume slider first, then the list, speed, quality,
/// sound-and-subtitles, previous and next buttons (`OverlayControl.givenUpFirst`). Nothing is
/// dropped.
public struct OverlayLayout: Equatable, Sendable {
  /// The player's size.
  public let size: Size
  /// One logical pixel of the controls: the text scale, less only where the player is too small
  /// for the controls; never below ¼.
  public let unit: Double
  /// The desktop's text scale: the size of the bar's text, whatever the player's size.
  public let textScale: Double
  /// Whether the bar holds the sound-and-subtitles button (media with streams to choose).
  public let showsTracks: Bool
  /// Whether the bar holds the queue's buttons (a queue of more than one item).
  public let showsQueue: Bool
  /// Whether the bar holds the quality button (an adaptive stream of more than one variant).
  public let showsQuality: Bool
  /// The controls the row has no room for, in the row's order: the overflow menu's.
  public let overflowed: [OverlayControl]
  /// The "⋯" button opening the overflow menu, at the right end of the row; `nil` while
  /// everything has room.
  public let overflowButton: Rect?
  /// Where each control with room sits.
  private let placed: [OverlayControl: Rect]

  /// The layout for a player of `size`, with the sound-and-subtitles button when `showsTracks`,
  /// the queue's buttons when `showsQueue`, the quality button when `showsQuality`, its controls
  /// `textScale` times their size at 96 DPI.
  public init(
    size: Size, showsTracks: Bool = true, showsQueue: Bool = false, showsQuality: Bool = false,
    textScale: Double = 1
  ) {
    self.size = size
    self.showsTracks = showsTracks
    self.showsQueue = showsQueue
    self.showsQuality = showsQuality
    self.textScale = textScale.isFinite && textScale > 0 ? textScale : 1
    let unit = max(min(self.textScale, size.width / 320, size.height / 360), 0.25)
    self.unit = unit
    let row = OverlayRow(size: size, unit: unit)
    let wanted = OverlayControl.allCases.filter {
      switch $0 {
      case .previous, .next, .queueList: showsQueue
      case .tracks: showsTracks
      case .quality: showsQuality
      default: true
      }
    }
    var givenUp: [OverlayControl] = []
    var arrangement = row.arrangement(of: wanted, overflowing: false)
    for group in OverlayControl.givenUpFirst where !row.fits(arrangement) {
      givenUp += group.filter(wanted.contains)
      arrangement = row.arrangement(
        of: wanted.filter { !givenUp.contains($0) }, overflowing: !givenUp.isEmpty)
    }
    placed = arrangement.placed
    overflowButton = arrangement.overflowButton
    overflowed = wanted.filter { arrangement.placed[$0] == nil }
  }

  /// Where `control` sits; `nil` when it is in the overflow menu or not in this bar.
  public func frame(of control: OverlayControl) -> Rect? { placed[control] }

  /// The control of the row under `point`, if any: a press there is that control's.
  public func control(at point: Point) -> OverlayControl? {
    OverlayControl.allCases.first { placed[$0]?.contains(point) == true }
  }

  /// The shaded bar along the bottom that holds the controls.
  public var bar: Rect {
    let height = 112 * unit
    return Rect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// The play/pause button, in the middle of the bar's top row, a step larger than the others.
  public var playButton: Rect {
    OverlayRow(size: size, unit: unit).button(centredAt: size.width / 2, side: 56 * unit)
  }

  /// The SeekButton for `direction`, either side of the play button: always in the row.
  public func seekButton(_ direction: SeekButton.Direction) -> Rect {
    placed[direction == .backward ? .back : .forward]!
  }

  /// The queue's previous (`.backward`) or next (`.forward`) button, outside the SeekButton on
  /// that side; `nil` without a queue, or in the overflow menu.
  public func queueButton(_ direction: SeekButton.Direction) -> Rect? {
    placed[direction == .backward ? .previous : .next]
  }

  /// The queue's list button, left of the sound-and-subtitles button (of the speed button
  /// without it); `nil` without a queue, or in the overflow menu.
  public var queueListButton: Rect? { placed[.queueList] }

  /// The speaker button (`VolumeButton`), at the left of the buttons' row: always in the row.
  public var volumeButton: Rect { placed[.volumeButton]! }

  /// Where the volume slider takes the pointer, right of the speaker button: its track's length
  /// and tall enough to hit easily; `nil` in the overflow menu.
  public var volumeSlider: Rect? { placed[.volumeSlider] }

  /// The volume slider's track: a line `trackThickness` thick along the middle of its box.
  public var volumeTrack: Rect? {
    volumeSlider.map {
      Rect(x: $0.minX, y: $0.center.y - trackThickness / 2, width: $0.width, height: trackThickness)
    }
  }

  /// The speed button, at the right of the buttons' row (left of the overflow button); `nil` in
  /// the overflow menu.
  public var speedButton: Rect? { placed[.speed] }

  /// The quality button, left of the speed button; `nil` in the overflow menu, or when the
  /// layout is without it.
  public var qualityButton: Rect? { placed[.quality] }

  /// The sound-and-subtitles button, left of the quality button (of the speed button without
  /// it); `nil` in the overflow menu, or when the layout is without it.
  public var tracksButton: Rect? { placed[.tracks] }

  /// The elapsed time's box, at the left end of the scrubber.
  public var elapsedLabel: Rect { label(x: margin) }

  /// The trailing time's box (total, remaining or LIVE), at the right end of the scrubber.
  public var trailingLabel: Rect { label(x: size.width - margin - labelWidth) }

  /// The current chapter's title: a line above the scrubber's track, beside the elapsed time.
  public var chapterTitle: Rect {
    Rect(x: track.minX, y: trackCentre - 30 * unit, width: track.width, height: 16 * unit)
  }

  /// The font of the chapter's title.
  public var chapterFont: Font { Font(name: "DejaVu Sans", size: 12 * textScale) }

  /// The scrubber's track: a line `trackThickness` thick between the labels.
  public var track: Rect {
    let x = margin + labelWidth
    return Rect(
      x: x, y: trackCentre - trackThickness / 2, width: max(size.width - 2 * x, 1), height: trackThickness)
  }

  /// The thickness of the scrubber's track.
  public var trackThickness: Double { 4 * unit }

  /// The radius of the scrubber's thumb.
  public var thumbRadius: Double { 7 * unit }

  /// Where the scrubber takes the pointer: the track's length, and tall enough to hit easily.
  public var scrubber: Rect {
    let height = 24 * unit
    return Rect(x: track.minX, y: trackCentre - height / 2, width: track.width, height: height)
  }

  /// The font of the time labels.
  public var labelFont: Font { Font(name: "DejaVu Sans", size: 13 * textScale) }

  /// The buffering indicator, in the middle of the player.
  public var bufferingIndicator: Rect {
    let side = 64 * unit
    return Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
  }

  /// The main menu button a window puts over its player (`MainMenuBadge`): the top right, away
  /// from the message at the top left.
  public var mainMenuButton: Rect {
    let side = 36 * unit
    return Rect(x: max(size.width - margin - side, 0), y: margin, width: side, height: side)
  }

  /// Where the on-screen message's top-left corner goes (`OnScreenMessage`): the top left.
  public var messageOrigin: Point { Point(x: margin, y: margin) }

  /// The font of the on-screen message.
  public var messageFont: Font { Font(name: "DejaVu Sans", size: 15 * textScale) }

  private var margin: Double { OverlayRow.margin * unit }
  // The widest time, "≈ -1:00:00" (an estimate's remaining hour), fits with room (`TimeLabelFitTests`).
  private var labelWidth: Double { 76 * textScale }
  private var trackCentre: Double { size.height - 22 * unit }

  private func label(x: Double) -> Rect {
    // Beside the track, and inside the player however low it is.
    let height = 20 * textScale
    return Rect(
      x: x, y: min(trackCentre - height / 2, size.height - height), width: labelWidth, height: height)
  }
}
