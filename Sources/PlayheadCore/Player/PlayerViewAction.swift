/// What a view must do for a command that its controls or its window carry out.
public enum PlayerViewAction: Hashable, Sendable {
  /// Show a tap on the skip button of `direction`, which the controller has made (a key's): the
  /// button animates and shows the sum of the taps close together, and reports nothing back.
  case showSkipTap(SeekButton.Direction)
  /// Save the frame shown as a screenshot (`Screenshot`), with the subtitles shown over it or
  /// without, then say where it went (`PlayerController.showMessage(_:at:)`).
  case saveScreenshot(withSubtitles: Bool)
  /// Put the window in full screen, or take it out.
  case setFullscreen(Bool)
  /// Show the keys and what they do (`KeyHelp`), or hide them.
  case showKeys(Bool)
}
