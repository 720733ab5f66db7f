/// The colours and shape measures of a PlayButton, in units of its 44 × 44 design space.
///
/// Every measure is clamped to a documented range; a NaN, infinite or negative value falls back
/// to the default, so no input can break a shape.
public struct PlayButtonAppearance: Hashable, Sendable {
  /// The background circle in pause and stop modes.
  public var pauseStopBackgroundColor = Color(rgb: 0xe8eaed)
  /// The bars (pause) and square (stop).
  public var pauseStopTintColor = Color(rgb: 0x202124)
  /// The background circle in play and buffering modes.
  public var playBufferingBackgroundColor = Color(rgb: 0x1a73e8)
  /// The triangle (play) and the bar and dot (buffering).
  public var playBufferingTintColor = Color.white

  /// Thickness of the bars, 1…10, default 6.
  public var barThickness: Double {
    get { _barThickness }
    set { _barThickness = Self.clamp(newValue, 1...10, default: 6) }
  }
  /// Corner radius of the bars, 0…half the thickness, default 3 (round ends).
  public var barCornerRadius: Double {
    get { min(_barCornerRadius, barThickness / 2) }
    set { _barCornerRadius = Self.clamp(newValue, 0...5, default: 3) }
  }
  /// Side of the square, 2…30, default 15.
  public var squareWidth: Double {
    get { _squareWidth }
    set { _squareWidth = Self.clamp(newValue, 2...30, default: 15) }
  }
  /// Corner radius of the square, 0…half its side, default 1.5.
  public var squareCornerRadius: Double {
    get { min(_squareCornerRadius, squareWidth / 2) }
    set { _squareCornerRadius = Self.clamp(newValue, 0...15, default: 1.5) }
  }
  /// Width (and height) of the triangle, 4…30, default 20.
  public var triangleWidth: Double {
    get { _triangleWidth }
    set { _triangleWidth = Self.clamp(newValue, 4...30, default: 20) }
  }
  /// Corner radius of the triangle, 0…a quarter of its width, default 1.5.
  public var triangleCornerRadius: Double {
    get { min(_triangleCornerRadius, triangleWidth / 4) }
    set { _triangleCornerRadius = Self.clamp(newValue, 0...7.5, default: 1.5) }
  }

  private var _barThickness = 6.0
  private var _barCornerRadius = 3.0
  private var _squareWidth = 15.0
  private var _squareCornerRadius = 1.5
  private var _triangleWidth = 20.0
  private var _triangleCornerRadius = 1.5

  /// The default look.
  public init() {}

  /// The value limited to `range`; NaN, infinite and negative values give `default`.
  static func clamp(_ value: Double, _ range: ClosedRange<Double>, default fallback: Double)
    -> Double
  {
    guard value.isFinite, value >= 0 else { return fallback }
    return min(max(value, range.lowerBound), range.upperBound)
  }
}
