extension PlayButton {
  /// The pressed, hovered, focused and enabled states.
  public var interactionState: InteractionState { interaction.state }

  /// Feeds an input event at `time` for a button drawn in a box of `size`; returns what the
  /// button reports (`.touchUpInside` is the primary action). Pressed, hovered and disabled looks
  /// animate from what is on screen.
  public mutating func handle(_ event: InputEvent, in size: Size, at time: Double) -> [ControlEvent] {
    let events = interaction.handle(event, in: Rect(origin: .zero, size: size))
    feedback.update(for: interaction.state, at: time)
    return events
  }

  /// What assistive technology is told: a button labelled with the action a press performs
  /// ("Play", "Pause", "Stop", "Replay"), or "Buffering", busy, while loading.
  public var accessibility: AccessibilityDescription {
    let enabled = interaction.state.isEnabled
    switch mode {
    case .play: return AccessibilityDescription(role: .button, label: translated("Play"), isEnabled: enabled)
    case .pause:
      return AccessibilityDescription(role: .button, label: translated("Pause"), isEnabled: enabled)
    case .stop: return AccessibilityDescription(role: .button, label: translated("Stop"), isEnabled: enabled)
    case .replay:
      return AccessibilityDescription(role: .button, label: translated("Replay"), isEnabled: enabled)
    case .buffering:
      return AccessibilityDescription(
        role: .button, label: translated("Buffering"), value: translated("Loading"), isBusy: true,
        isEnabled: enabled)
    }
  }
}
