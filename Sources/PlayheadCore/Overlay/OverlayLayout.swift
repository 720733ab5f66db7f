/// Where each part of the controls overlay sits in a player of a given size: the one
/// description of the overlay's geometry. The headless snapshot draws `PlayerOverlay` at these
/// places, and the GTK view puts its widgets there. Everything scales with the player's shorter
/// side (`unit` is 1 at 360 points), so the controls look the same at every size.
///
/// The bar along the bottom holds the back and forward SeekButtons around the PlayButton, the
/// speaker button and the volume slider at the left of that row, the sound-and-subtitles and
/// speed buttons at its right, and below them the scrubber between the elapsed and trailing
/// time labels. While a queue is shown, its previous and next buttons flank the SeekButtons and
/// its list button sits left of the sound-and-subtitles button. What a narrow player has no room
/// for is left out (`nil`), never squeezed: the volume slider first, then the list and the
/// sound-and-subtitles buttons; the keys still do what they did.
public struct OverlayLayout: Equatable, Sendable {
  /// The player's size.
  public let size: Size
  /// One point of the layout at 360 points tall (or wide, whichever is shorter); never below ¼.
  public let unit: Double
  /// Whether the bar holds the sound-and-subtitles button (media with streams to choose).
  public let showsTracks: Bool
  /// Whether the bar holds the queue's buttons (a queue of more than one item).
  public let showsQueue: Bool

  /// The layout for a player of `size`, with the sound-and-subtitles button when `showsTracks`
  /// and the queue's buttons when `showsQueue`.
  public init(size: Size, showsTracks: Bool = true, showsQueue: Bool = false) {
    self.size = size
    self.showsTracks = showsTracks
    self.showsQueue = showsQueue
    unit = max(min(size.width, size.height) / 360, 0.25)
  }

  /// The shaded bar along the bottom that holds the controls.
  public var bar: Rect {
    let height = 112 * unit
    return Rect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// The play/pause button, in the middle of the bar's top row.
  public var playButton: Rect { button(centredAt: size.width / 2) }

  /// The SeekButton for `direction`, either side of the play button.
  public func seekButton(_ direction: SeekButton.Direction) -> Rect {
    button(centredAt: size.width / 2 + Double(direction.sign) * 72 * unit)
  }

  /// The queue's previous (`.backward`) or next (`.forward`) button, outside the SeekButton on
  /// that side; `nil` without a queue, or when a narrow player has no room for it beside the
  /// speaker button (N and P still go through the queue).
  public func queueButton(_ direction: SeekButton.Direction) -> Rect? {
    guard showsQueue else { return nil }
    // The row is symmetric: previous has room beside the speaker exactly when next has room
    // beside the speed button.
    let previous = button(centredAt: size.width / 2 - 128 * unit)
    guard previous.minX >= volumeButton.maxX + margin else { return nil }
    return button(centredAt: size.width / 2 + Double(direction.sign) * 128 * unit)
  }

  /// The queue's list button, left of the sound-and-subtitles button (of the speed button
  /// without it); `nil` without a queue or room for it.
  public var queueListButton: Rect? {
    guard showsQueue else { return nil }
    return rightButton(at: showsTracks ? 2 : 1)
  }

  /// The speaker button (`VolumeButton`), at the left of the buttons' row.
  public var volumeButton: Rect { button(centredAt: margin + 24 * unit) }

  /// Where the volume slider takes the pointer, right of the speaker button: its track's length
  /// and tall enough to hit easily. `nil` when a narrow player has no room for it before the
  /// back button (or the previous button); the speaker, the keys and the wheel still change the
  /// volume.
  public var volumeSlider: Rect? {
    let speaker = volumeButton
    let height = 24 * unit
    let slider = Rect(x: speaker.maxX, y: speaker.center.y - height / 2, width: 72 * unit, height: height)
    let next = queueButton(.backward) ?? seekButton(.backward)
    return slider.maxX + margin <= next.minX ? slider : nil
  }

  /// The volume slider's track: a line `trackThickness` thick along the middle of its box.
  public var volumeTrack: Rect? {
    volumeSlider.map {
      Rect(x: $0.minX, y: $0.center.y - trackThickness / 2, width: $0.width, height: trackThickness)
    }
  }

  /// The speed button, at the right of the buttons' row.
  public var speedButton: Rect { button(centredAt: size.width - margin - 24 * unit) }

  /// The sound-and-subtitles button, left of the speed button; `nil` when a narrow player has
  /// no room for it after the forward button (the keys still choose the streams), or when the
  /// layout is without it.
  public var tracksButton: Rect? { showsTracks ? rightButton(at: 1) : nil }

  /// The elapsed time's box, at the left end of the scrubber.
  public var elapsedLabel: Rect { label(x: margin) }

  /// The trailing time's box (total, remaining or LIVE), at the right end of the scrubber.
  public var trailingLabel: Rect { label(x: size.width - margin - labelWidth) }

  /// The current chapter's title: a line above the scrubber's track, beside the elapsed time.
  public var chapterTitle: Rect {
    Rect(x: track.minX, y: trackCentre - 30 * unit, width: track.width, height: 16 * unit)
  }

  /// The font of the chapter's title.
  public var chapterFont: Font { Font(name: "DejaVu Sans", size: 12 * unit) }

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
  public var labelFont: Font { Font(name: "DejaVu Sans", size: 13 * unit) }

  /// The buffering indicator, in the middle of the player.
  public var bufferingIndicator: Rect {
    let side = 64 * unit
    return Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
  }

  /// Where the on-screen message's top-left corner goes (`OnScreenMessage`): the top left.
  public var messageOrigin: Point { Point(x: margin, y: margin) }

  /// The font of the on-screen message.
  public var messageFont: Font { Font(name: "DejaVu Sans", size: 15 * unit) }

  private var margin: Double { 12 * unit }
  // The widest time, "≈ -1:00:00" (an estimate's remaining hour), fits with room (`TimeLabelFitTests`).
  private var labelWidth: Double { 76 * unit }
  private var trackCentre: Double { size.height - 22 * unit }

  private func button(centredAt x: Double) -> Rect {
    let side = 48 * unit
    return Rect(x: x - side / 2, y: bar.minY + 8 * unit, width: side, height: side)
  }

  /// The button `slot` places left of the speed button (the speed button is slot 0), or `nil`
  /// when it would come too close to the forward button (or the next button) of the middle. A
  /// bar too narrow for a queue's previous and next buttons has no room for these either.
  private func rightButton(at slot: Int) -> Rect? {
    guard let middle = showsQueue ? queueButton(.forward) : seekButton(.forward) else { return nil }
    let box = button(centredAt: speedButton.center.x - Double(slot) * 48 * unit)
    return box.minX >= middle.maxX + margin - 1e-9 ? box : nil
  }

  private func label(x: Double) -> Rect {
    Rect(x: x, y: trackCentre - 10 * unit, width: labelWidth, height: 20 * unit)
  }
}
