/// Where a text cue sits on the picture and how its lines align, as WebVTT's cue settings
/// (`line`, `position`, `size`, `align`) or SSA's `{\anN}` code in a SubRip file place it. A cue
/// without one sits at the bottom, centred (`SubtitleBlock`). Laid out as browsers lay out
/// WebVTT (the specification's "cue box"), left to right, the box kept inside the picture.
public struct SubtitlePlacement: Hashable, Sendable {
  /// Where the box sits from top to bottom.
  public enum Line: Hashable, Sendable {
    /// Its `lineAlign` edge at this percentage of the picture's height.
    case percent(Double)
    /// On this line counting from the top (0 the first), or from the bottom when negative (-1
    /// the last), lines as tall as the text's.
    case number(Int)
  }

  /// Which edge or middle of the box a position names.
  public enum Anchor: Hashable, Sendable {
    /// The left edge (the top one for a line).
    case start
    /// The middle.
    case center
    /// The right edge (the bottom one for a line).
    case end
  }

  /// Where the box sits from top to bottom; `nil` at the bottom, where uncued text sits.
  public var line: Line?
  /// Which edge of the box `line` places, when it is a percentage.
  public var lineAlign: Anchor
  /// Where the box sits from left to right, in percent of the picture's width; `nil` from
  /// `alignment` (left 0, centre 50, right 100).
  public var position: Double?
  /// Which edge of the box `position` places; `nil` from `alignment`.
  public var positionAlign: Anchor?
  /// The box's width, in percent of the picture's width, at most what fits beside `position`.
  public var size: Double
  /// How its lines align in the box.
  public var alignment: TextAlignment

  /// A placement; the defaults are WebVTT's (`line:auto`, `size:100%`, `align:center`).
  public init(
    line: Line? = nil, lineAlign: Anchor = .start, position: Double? = nil, positionAlign: Anchor? = nil,
    size: Double = 100, alignment: TextAlignment = .center
  ) {
    self.line = line
    self.lineAlign = lineAlign
    self.position = position
    self.positionAlign = positionAlign
    self.size = size
    self.alignment = alignment
  }

  /// The position used: the one given, or the one `alignment` implies.
  private var usedPosition: Double {
    position ?? [.left: 0, .center: 50, .right: 100][alignment]!
  }

  /// The anchor used for the position: the one given, or the one `alignment` implies.
  private var usedPositionAlign: Anchor {
    positionAlign ?? [.left: .start, .center: .center, .right: .end][alignment]!
  }

  /// The box's left edge and width in a picture `width` wide (a position or size that is no
  /// number counts as none).
  public func horizontal(inWidth width: Double) -> (left: Double, width: Double) {
    let position = usedPosition.isFinite ? min(max(usedPosition, 0), 100) : 50
    let room: Double
    switch usedPositionAlign {
    case .start: room = 100 - position
    case .end: room = position
    case .center: room = 2 * min(position, 100 - position)
    }
    let percent = size.isFinite ? min(max(size, 0), room) : room
    let left: Double
    switch usedPositionAlign {
    case .start: left = position
    case .end: left = position - percent
    case .center: left = position - percent / 2
    }
    return (left * width / 100, percent * width / 100)
  }

  /// The top of a box `height` tall, whose lines are `lineHeight` tall, in a picture `videoHeight`
  /// tall, when it has a `line`; `bottom` (where uncued text ends) otherwise. Kept inside.
  public func top(ofHeight height: Double, lineHeight: Double, videoHeight: Double, bottom: Double) -> Double
  {
    let top: Double
    switch line {
    case nil: top = bottom - height
    case .percent(let percent) where !percent.isFinite: top = bottom - height
    case .percent(let percent):
      let anchor = percent * videoHeight / 100
      switch lineAlign {
      case .start: top = anchor
      case .center: top = anchor - height / 2
      case .end: top = anchor - height
      }
    case .number(let number) where number >= 0: top = Double(number) * lineHeight
    case .number(let number): top = videoHeight + Double(number + 1) * lineHeight - height
    }
    return max(min(top, videoHeight - height), 0)
  }
}
