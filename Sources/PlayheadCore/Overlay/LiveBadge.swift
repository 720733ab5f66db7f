/// The LIVE badge at the right end of the scrubber while a live stream with a window plays, in
/// place of the trailing time: a MaskButton whose paint shows through "LIVE", red to amber at
/// the live edge and grey behind it (the paint blends as it changes), ringed while it has the
/// keyboard's focus. A press goes to the live edge (`PlayerCommand.seekToFraction(1)`).
public struct LiveBadge: Sendable {
  /// The paint at the live edge.
  public static let livePaint = try! MaskPaint.gradient(
    [Color(rgb: 0xff3b30), Color(rgb: 0xffb340)], angle: 90)
  /// The paint behind it.
  public static let behindPaint = MaskPaint.solid(Color(red: 1, green: 1, blue: 1, alpha: 0.6))

  /// Whether the badge shows the viewer at the live edge.
  public private(set) var isAtEdge = true
  private var button: MaskButton

  /// A badge at the edge, its text laid out by `measurer` in `font` (the bar's label font, bold).
  public init(font: Font, measurer: any TextMeasuring) {
    button = MaskButton(
      content: MaskContent(text: translated("LIVE"), font: font), paint: Self.livePaint, measurer: measurer)
    button.padding = 2
    button.minimumTextScale = 0.5
  }

  /// Shows the viewer at the edge or behind it, the paint blending from `time`.
  public mutating func show(atEdge: Bool, at time: Double) {
    guard atEdge != isAtEdge else { return }
    isAtEdge = atEdge
    button.setPaint(atEdge ? Self.livePaint : Self.behindPaint, at: time)
  }

  /// Whether the paint is still blending at `time`.
  public func isAnimating(at time: Double) -> Bool { button.isAnimating(at: time) }

  /// The badge in a box of `box`'s size (`OverlayLayout.trailingLabel`) at `time`, drawn at
  /// `layout`'s scale, ringed when `isFocused`.
  public func scene(in box: Rect, layout: OverlayLayout, at time: Double, isFocused: Bool) -> Scene {
    let frame = Rect(origin: .zero, size: box.size)
    var items = button.scene(in: box.size, at: time).items
    if isFocused {
      let outline = RoundedOutline(rect: frame.insetBy(dx: layout.unit, dy: 0), radius: 4 * layout.unit)
      items.append(.stroke(outline.path, .solid(.white), StrokeStyle(width: 2 * layout.unit)))
    }
    return Scene(size: frame.size, items: items)
  }
}
