/// What a view shows of its own, beside what the controller decides: the keys' list and full
/// screen. The view keeps it and hands it to the commands that depend on it (Escape closes the
/// list, else leaves full screen); the commands return the change for the view to make
/// (`PlayerViewAction`).
public struct PlayerViewState: Hashable, Sendable {
  /// Whether the keys and what they do are shown (`KeyHelp`), as `?` asks.
  public var isShowingKeys: Bool
  /// Whether the view's window is in full screen, as the window last said.
  public var isFullscreen: Bool

  /// A view in the state given: by default, no keys' list, in a window.
  public init(isShowingKeys: Bool = false, isFullscreen: Bool = false) {
    self.isShowingKeys = isShowingKeys
    self.isFullscreen = isFullscreen
  }

  /// Whether the subtitles give way to what covers the picture (the keys' list): they are not
  /// drawn meanwhile.
  public var subtitlesGiveWay: Bool { isShowingKeys }
}
