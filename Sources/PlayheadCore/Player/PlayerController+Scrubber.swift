extension PlayerController {
  /// A key chord pressed while the position slider has the focus: its own bindings
  /// (`scrubberKeyBindings`: arrows skip 5 s, Page Up and Down 10 %), carried out as a person's
  /// action; `nil` when the chord is not one of them, so the player's own bindings apply.
  public func pressOnScrubber(
    _ chord: KeyChord, at time: Double, in view: PlayerViewState = PlayerViewState()
  ) -> [PlayerViewAction]? {
    guard let command = scrubberKeyBindings[chord] else { return nil }
    return perform(command, at: time, in: view) ?? []
  }

  /// Wheel steps over the position slider (`WheelSteps`; negative is up or right): a skip of
  /// `wheelSeekStep` seconds a step, up forward; steps close together add up (`SkipRun`).
  public func scrollScrubber(steps: Int, at time: Double) {
    guard steps != 0 else { return }
    perform(.skip(seconds: -Double(steps) * Self.wheelSeekStep), at: time)
  }

  /// The position slider's value was set to `seconds` by something other than a drag: an
  /// assistive technology (AT-SPI's `Value.SetCurrentValue`), say. One accurate seek, unless it
  /// is where the player already shows.
  public func positionSet(to seconds: Double, at time: Double) {
    guard !isScrubbing, seconds.isFinite, abs(seconds - (displayedPosition ?? -1)) > 0.001 else { return }
    seek(to: seconds, at: time)
    userActivity(at: time)
  }
}
