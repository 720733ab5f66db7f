/// The look of a SeekButton, in its 44 × 44 design space.
public struct SeekButtonAppearance: Hashable, Sendable {
  /// The arrow, its heads and the labels.
  public var tintColor = Color(rgb: 0x202124)
  /// The disc that flashes behind the arrow on a tap (at 30 % opacity at its peak).
  public var flashColor = Color(rgb: 0x202124)
  /// The font family and style words for the labels, without a size; the "+N" label is bold.
  public var fontName = "DejaVu Sans"
  /// The arc's stroke width, 1…6, default 3; NaN, infinite or negative values give 3.
  public var lineWidth: Double {
    get { _lineWidth }
    set { _lineWidth = newValue.isFinite && newValue >= 0 ? min(max(newValue, 1), 6) : 3 }
  }

  private var _lineWidth = 3.0

  /// The default look.
  public init() {}
}
