/// The sound-and-subtitles button's face, left of the speed button: a subtitles glyph (a
/// rounded frame with two lines of text) in white, underlined while subtitles show, ringed while
/// the button has the keyboard's focus. A value: two equal badges draw the same pixels.
public struct TracksBadge: Hashable, Sendable {
  /// Subtitles are shown: the glyph is underlined.
  public var areSubtitlesShown: Bool
  /// The button has the keyboard's focus.
  public var isFocused: Bool

  /// A badge underlined when `areSubtitlesShown`.
  public init(areSubtitlesShown: Bool, isFocused: Bool = false) {
    self.areSubtitlesShown = areSubtitlesShown
    self.isFocused = isFocused
  }

  /// The badge in a box of `box`'s size (`OverlayLayout.tracksButton`), drawn at `layout`'s
  /// scale.
  public func scene(in box: Rect, layout: OverlayLayout) -> Scene {
    let unit = layout.unit
    let frame = Rect(origin: .zero, size: box.size)
    let centre = frame.center
    let white = Paint.solid(.white)
    let glyph = Rect(x: centre.x - 12 * unit, y: centre.y - 9 * unit, width: 24 * unit, height: 16 * unit)
    var items = [
      SceneItem.stroke(
        RoundedOutline(rect: glyph, radius: 3 * unit).path, white, StrokeStyle(width: 2 * unit))
    ]
    // Two lines of "text", each a long and a short word.
    let lines: [(y: Double, words: [(from: Double, to: Double)])] = [
      (-3, [(-7, -2), (0, 7)]), (2, [(-7, 2), (4, 7)]),
    ]
    for line in lines {
      for word in line.words {
        let bar = Rect(
          x: centre.x + word.from * unit, y: centre.y + (line.y - 1) * unit,
          width: (word.to - word.from) * unit, height: 2 * unit)
        items.append(.fill(Path(rect: bar), white))
      }
    }
    if areSubtitlesShown {
      let underline = Rect(
        x: glyph.minX + 4 * unit, y: glyph.maxY + 3 * unit, width: 16 * unit, height: 2 * unit)
      items.append(.fill(RoundedOutline(rect: underline, radius: unit).path, white))
    }
    if isFocused { items.append(BadgeFocusRing.item(in: frame, unit: unit)) }
    return Scene(size: frame.size, items: items)
  }
}
