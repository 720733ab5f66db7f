/// A button whose paint (a colour or a gradient) shows only through its text or template image,
/// or, reversed, fills the button's rounded shape with the text and image punched out. Text
/// shrinks to fit and grows back; changes of state, paint and content animate.
///
/// ```swift
/// var live = MaskButton(
///   content: MaskContent(text: "LIVE", font: Font(name: "DejaVu Sans Bold", size: 32)),
///   paint: try .gradient([Color(rgb: 0xff5f6d), Color(rgb: 0xffc371)], angle: 45),
///   measurer: try PangoTextMeasurer())
/// let scene = live.scene(in: Size(width: 200, height: 64), at: now)
/// ```
public struct MaskButton: Sendable {
  /// How the button looks while disabled.
  public struct DisabledLook: Hashable, Sendable {
    /// The opacity, 0…1.
    public var opacity: Double
    /// Whether the paint turns grey.
    public var desaturates: Bool

    /// Creates a look; the opacity is clamped to 0…1 (NaN is 0.35).
    public init(opacity: Double = 0.35, desaturates: Bool = true) {
      self.opacity = opacity.isNaN ? 0.35 : min(max(opacity, 0), 1)
      self.desaturates = desaturates
    }
  }

  /// Seconds a change of state, paint or content takes.
  public static let transitionDuration = 0.2

  /// Whether the paint fills the shape with the content punched out (`true`) or shows only
  /// through the content (`false`, the default).
  public var isReversed = false
  /// The corner radius of the button's shape in display units, up to half its shorter side;
  /// NaN, infinite or negative values give 0.
  public var cornerRadius: Double {
    get { _cornerRadius }
    set { _cornerRadius = newValue.isFinite && newValue >= 0 ? newValue : 0 }
  }
  /// The border width in display units, drawn with the paint; 0 is none. NaN, infinite or
  /// negative values give 0.
  public var borderWidth: Double {
    get { _borderWidth }
    set { _borderWidth = newValue.isFinite && newValue >= 0 ? newValue : 0 }
  }
  /// Space between the border and the content, in display units (default 10, as the seed).
  public var padding: Double {
    get { _padding }
    set { _padding = newValue.isFinite && newValue >= 0 ? newValue : 10 }
  }
  /// The smallest fraction of the font size text shrinks to (default 0.25), 0.01…1.
  public var minimumTextScale: Double {
    get { _minimumTextScale }
    set { _minimumTextScale = newValue.isFinite ? min(max(newValue, 0.01), 1) : 0.25 }
  }
  /// The opacity while pressed (the seed's 0.25), 0…1.
  public var highlightedOpacity = 0.25
  /// The look while disabled.
  public var disabledLook = DisabledLook()
  /// What the screen reader says; `nil` uses the text (or "Button" when there is none).
  public var accessibilityLabel: String?

  /// What the button shows (set with `setContent(_:animated:at:)` to cross-fade).
  public private(set) var content: MaskContent
  /// The paint heading for (set with `setPaint(_:animated:at:)` to blend).
  public var paint: MaskPaint { paintAnimation.target }

  let measurer: any TextMeasuring
  let layouts = MaskLayoutCache()
  var paintAnimation: AnimatedValue<MaskPaint>
  var previousContent: MaskContent?
  var contentFade = AnimatedValue(1.0)
  var stateOpacity = AnimatedValue(1.0)
  var desaturation = AnimatedValue(0.0)
  var interaction = ButtonInteraction()

  private var _cornerRadius = 0.0
  private var _borderWidth = 0.0
  private var _padding = 10.0
  private var _minimumTextScale = 0.25

  /// Creates a button; `measurer` lays text out as the renderer will draw it.
  public init(content: MaskContent, paint: MaskPaint, measurer: any TextMeasuring) {
    self.content = content
    self.measurer = measurer
    paintAnimation = AnimatedValue(paint)
  }

  /// Changes the paint at `time`, blending from what is shown when animated.
  public mutating func setPaint(_ paint: MaskPaint, animated: Bool = true, at time: Double) {
    paintAnimation.animate(
      to: paint, at: time, timing: animated ? .curve(.easeInEaseOut, duration: Self.transitionDuration) : nil)
  }

  /// Changes the content at `time`; animated, the old content fades out as the new fades in.
  public mutating func setContent(_ content: MaskContent, animated: Bool = true, at time: Double) {
    guard content != self.content else { return }
    previousContent = animated ? self.content : nil
    self.content = content
    contentFade = AnimatedValue(animated ? 0 : 1)
    contentFade.animate(
      to: 1, at: time, timing: animated ? .curve(.easeInEaseOut, duration: Self.transitionDuration) : nil)
  }

  /// The pressed, hovered, focused and enabled states.
  public var interactionState: InteractionState { interaction.state }

  /// Feeds an input event at `time` for a button drawn in a box of `size`; returns what the
  /// button reports (`.touchUpInside` is the primary action). Dimming animates.
  public mutating func handle(_ event: InputEvent, in size: Size, at time: Double) -> [ControlEvent] {
    let events = interaction.handle(event, in: Rect(origin: .zero, size: size))
    let state = interaction.state
    let opacity = !state.isEnabled ? disabledLook.opacity : state.isHighlighted ? highlightedOpacity : 1
    let timing = AnimationTiming.curve(.easeInEaseOut, duration: Self.transitionDuration)
    if stateOpacity.target != opacity { stateOpacity.animate(to: opacity, at: time, timing: timing) }
    let grey = !state.isEnabled && disabledLook.desaturates ? 1.0 : 0
    if desaturation.target != grey { desaturation.animate(to: grey, at: time, timing: timing) }
    return events
  }

  /// Whether anything drawn still changes at or after `time`.
  public func isAnimating(at time: Double) -> Bool {
    paintAnimation.isAnimating(at: time) || contentFade.isAnimating(at: time)
      || stateOpacity.isAnimating(at: time) || desaturation.isAnimating(at: time)
  }

  /// What assistive technology is told: a button named by its text unless a label is given.
  public var accessibility: AccessibilityDescription {
    AccessibilityDescription(
      role: .button, label: accessibilityLabel ?? content.text ?? translated("Button"),
      isEnabled: interaction.state.isEnabled)
  }
}
