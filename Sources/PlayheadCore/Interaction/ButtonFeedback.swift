/// The animated look of a button's interaction state: pressed scale 0.92, hover scale 1.1,
/// disabled opacity 0.5, each eased by a critically damped spring so changes never jump.
public struct ButtonFeedback: Sendable {
  /// The scale while pressed.
  public static let highlightedScale = 0.92
  /// The scale while hovered.
  public static let hoveredScale = 1.1
  /// The opacity while disabled.
  public static let disabledAlpha = 0.5
  /// The spring easing every change (0.3 s, no bounce).
  public static let spring = Spring(duration: 0.3, bounce: 0)

  private var scale = AnimatedValue(1.0)
  private var alpha = AnimatedValue(1.0)

  /// A button at rest.
  public init() {}

  /// Heads for the look of `state` from what is shown at `time`; `animated: false` jumps.
  public mutating func update(for state: InteractionState, at time: Double, animated: Bool = true) {
    let targetScale =
      state.isHighlighted ? Self.highlightedScale : state.isHovered && state.isEnabled ? Self.hoveredScale : 1
    let targetAlpha = state.isEnabled ? 1 : Self.disabledAlpha
    let timing: AnimationTiming? = animated ? .spring(Self.spring) : nil
    if scale.target != targetScale { scale.animate(to: targetScale, at: time, timing: timing) }
    if alpha.target != targetAlpha { alpha.animate(to: targetAlpha, at: time, timing: timing) }
  }

  /// The scale about the centre shown at `time`.
  public func scale(at time: Double) -> Double { scale.value(at: time) }

  /// The opacity shown at `time`.
  public func alpha(at time: Double) -> Double { alpha.value(at: time) }

  /// Whether the look still changes at or after `time`.
  public func isAnimating(at time: Double) -> Bool {
    scale.isAnimating(at: time) || alpha.isAnimating(at: time)
  }
}
