/// Where each part of the controls overlay sits in a player of a given size: the one
/// description of the overlay's geometry. The headless snapshot draws `PlayerOverlay` at these
/// places, and the GTK view puts its widgets there. Everything scales with the player's shorter
/// side (`unit` is 1 at 360 points), so the controls look the same at every size.
///
/// The bar along the bottom holds the back and forward SeekButtons around the PlayButton, the
/// speaker button and the volume slider at the left of that row, the sound-and-subtitles and
/// speed buttons at its right, and below them the scrubber between the elapsed and trailing
/// time labels.
public struct OverlayLayout: Equatable, Sendable {
  /// The player's size.
  public let size: Size
  /// One point of the layout at 360 points tall (or wide, whichever is shorter); never below ¼.
  public let unit: Double

  /// The layout for a player of `size`.
  public init(size: Size) {
    self.size = size
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

  /// The speaker button (`VolumeButton`), at the left of the buttons' row.
  public var volumeButton: Rect { button(centredAt: margin + 24 * unit) }

  /// Where the volume slider takes the pointer, right of the speaker button: its track's length
  /// and tall enough to hit easily. `nil` when a narrow player has no room for it before the
  /// back button; the speaker, the keys and the wheel still change the volume.
  public var volumeSlider: Rect? {
    let speaker = volumeButton
    let height = 24 * unit
    let slider = Rect(x: speaker.maxX, y: speaker.center.y - height / 2, width: 72 * unit, height: height)
    return slider.maxX + margin <= seekButton(.backward).minX ? slider : nil
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
  /// no room for it after the forward button (the keys still choose the streams).
  public var tracksButton: Rect? {
    let box = button(centredAt: speedButton.center.x - 48 * unit)
    return box.minX >= seekButton(.forward).maxX + margin ? box : nil
  }

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

  private func label(x: Double) -> Rect {
    Rect(x: x, y: trackCentre - 10 * unit, width: labelWidth, height: 20 * unit)
  }
}
