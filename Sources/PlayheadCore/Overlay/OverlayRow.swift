/// The bar's row of buttons in a player of `size` at `unit`: where each control goes when it is
/// in the row, and whether a choice of them has room (`OverlayLayout` gives controls up to the
/// overflow menu until it has).
struct OverlayRow {
  /// The space left at each end of the row, and between groups, in units.
  static let margin = 12.0
  let size: Size
  let unit: Double

  /// Where the controls of the row go, and the overflow button when there is one.
  struct Arrangement {
    var placed: [OverlayControl: Rect] = [:]
    var overflowButton: Rect?
  }

  /// A `side`-pixel square button centred at `x` on the row (44 units by default).
  func button(centredAt x: Double, side: Double? = nil) -> Rect {
    let side = side ?? 44 * unit
    let middle = size.height - 112 * unit + 32 * unit
    return Rect(x: x - side / 2, y: middle - side / 2, width: side, height: side)
  }

  /// `controls` in their places: the SeekButtons either side of the play button, the queue's
  /// previous and next outside them, the speaker and its slider from the left end, the speed,
  /// quality, sound-and-subtitles and list buttons from the right end, after the overflow button when
  /// `overflowing`.
  func arrangement(of controls: [OverlayControl], overflowing: Bool) -> Arrangement {
    var arrangement = Arrangement()
    let centre = size.width / 2
    let offsets: [(OverlayControl, Double)] = [(.previous, -118), (.back, -66), (.forward, 66), (.next, 118)]
    for (control, offset) in offsets where controls.contains(control) {
      arrangement.placed[control] = button(centredAt: centre + offset * unit)
    }
    let side = 44 * unit
    var left = Self.margin * unit
    if controls.contains(.volumeButton) {
      arrangement.placed[.volumeButton] = button(centredAt: left + side / 2)
      left += side
    }
    if controls.contains(.volumeSlider) {
      let height = 24 * unit
      let speaker = button(centredAt: left)
      arrangement.placed[.volumeSlider] = Rect(
        x: left, y: speaker.center.y - height / 2, width: 72 * unit, height: height)
    }
    var right = size.width - Self.margin * unit
    if overflowing {
      arrangement.overflowButton = button(centredAt: right - side / 2)
      right -= side
    }
    for control in [OverlayControl.speed, .quality, .tracks, .queueList] where controls.contains(control) {
      arrangement.placed[control] = button(centredAt: right - side / 2)
      right -= side
    }
    return arrangement
  }

  /// Whether `arrangement`'s ends keep a margin from its middle (the play button and the
  /// buttons beside it).
  func fits(_ arrangement: Arrangement) -> Bool {
    let play = button(centredAt: size.width / 2, side: 56 * unit)
    let middle =
      [OverlayControl.previous, .back, .forward, .next].compactMap { arrangement.placed[$0] } + [play]
    let left = [OverlayControl.volumeButton, .volumeSlider].compactMap { arrangement.placed[$0] }
    let right =
      [OverlayControl.queueList, .tracks, .quality, .speed].compactMap { arrangement.placed[$0] }
      + [arrangement.overflowButton].compactMap { $0 }
    let gap = Self.margin * unit - 1e-9
    let start = middle.map(\.minX).min() ?? size.width / 2
    let end = middle.map(\.maxX).max() ?? size.width / 2
    return left.allSatisfy { $0.maxX + gap <= start } && right.allSatisfy { $0.minX >= end + gap }
  }
}
