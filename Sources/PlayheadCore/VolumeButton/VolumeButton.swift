/// The speaker button at the left of the controls: its glyph shows the level (`SpeakerLevel`),
/// its waves and cross fading in and out as the level changes, and a press (or Space or Enter)
/// reports `.touchUpInside`, which the player takes as mute or unmute. A value, like every
/// core control: input and time in, what to draw and what to say out.
public struct VolumeButton: Sendable {
  /// The space the glyph is designed in; the scene fits it to the box it is drawn in.
  public static let designSize = Size(width: 44, height: 44)
  /// How long a wave or the cross takes to fade in or out.
  public static let fadeDuration = 0.2

  /// The glyph shown, as last set.
  public private(set) var level: SpeakerLevel
  /// What the button says as its value: "Volume 80 %", or "Muted".
  public private(set) var volumeText: String
  /// Whether the sound is switched off (the level may also be 0 without it).
  public private(set) var isMuted: Bool
  /// The colour of the glyph.
  public var tintColor = Color.white
  private var interaction = ButtonInteraction()
  private var feedback = ButtonFeedback()
  /// The opacity of the inner and outer wave, and of the cross.
  private var inner: AnimatedValue<Double>
  private var outer: AnimatedValue<Double>
  private var cross: AnimatedValue<Double>

  /// A button showing `volume` (1 is the media's own level), crossed out when `isMuted`.
  public init(volume: Double = 1, isMuted: Bool = false) {
    level = SpeakerLevel(volume: volume, isMuted: isMuted)
    volumeText = Self.text(volume: volume, isMuted: isMuted)
    self.isMuted = isMuted
    inner = AnimatedValue(level.waves >= 1 ? 1 : 0)
    outer = AnimatedValue(level.waves >= 2 ? 1 : 0)
    cross = AnimatedValue(level == .muted ? 1 : 0)
  }

  /// "Volume 80 %", or "Muted".
  public static func text(volume: Double, isMuted: Bool) -> String {
    isMuted
      ? translated("Muted") : translated("Volume \(Translations.number(Int((volume * 100).rounded()))) %")
  }

  /// Shows `volume` and the mute switch, fading the glyph's parts from what `time` shows.
  public mutating func show(volume: Double, isMuted: Bool, at time: Double) {
    volumeText = Self.text(volume: volume, isMuted: isMuted)
    self.isMuted = isMuted
    let level = SpeakerLevel(volume: volume, isMuted: isMuted)
    guard level != self.level else { return }
    self.level = level
    let timing = AnimationTiming.curve(.easeInEaseOut, duration: Self.fadeDuration)
    inner.animate(to: level.waves >= 1 ? 1 : 0, at: time, timing: timing)
    outer.animate(to: level.waves >= 2 ? 1 : 0, at: time, timing: timing)
    cross.animate(to: level == .muted ? 1 : 0, at: time, timing: timing)
  }

  /// Feeds an input event for a button drawn in a box of `size`; a press released inside (or
  /// Space or Enter) reports `.touchUpInside`.
  public mutating func handle(_ event: InputEvent, in size: Size, at time: Double) -> [ControlEvent] {
    let events = interaction.handle(event, in: Rect(origin: .zero, size: size))
    feedback.update(for: interaction.state, at: time)
    return events
  }

  /// The pressed, hovered, focused and enabled states.
  public var interactionState: InteractionState { interaction.state }

  /// Whether anything drawn still changes at or after `time`.
  public func isAnimating(at time: Double) -> Bool {
    feedback.isAnimating(at: time) || inner.isAnimating(at: time) || outer.isAnimating(at: time)
      || cross.isAnimating(at: time)
  }

  /// "Mute" (or "Unmute" while muted), the level as its value.
  public var accessibility: AccessibilityDescription {
    AccessibilityDescription(
      role: .button, label: isMuted ? translated("Unmute") : translated("Mute"), value: volumeText,
      isEnabled: interaction.state.isEnabled)
  }

  /// The opacities of the inner wave, the outer wave and the cross at `time`.
  func partOpacities(at time: Double) -> (inner: Double, outer: Double, cross: Double) {
    (inner.value(at: time), outer.value(at: time), cross.value(at: time))
  }

  /// The scale about the centre and the opacity the press and hover feedback give at `time`.
  func feedbackLook(at time: Double) -> (scale: Double, alpha: Double) {
    (feedback.scale(at: time), feedback.alpha(at: time))
  }
}
