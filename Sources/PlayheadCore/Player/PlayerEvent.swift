import Foundation

/// What a player announces, as notifications (with the controller as `object`) and as an
/// `AsyncStream`.
public enum PlayerEvent: Hashable, Sendable {
  /// Loading or playing failed.
  case loadFailed(MediaError)
  /// The state changed.
  case stateChanged(PlayerState)
  /// The controls overlay appeared (`true`) or started to hide (`false`).
  case controlsVisibilityChanged(Bool)
  /// The first frame was shown.
  case playBegan
  /// The on-screen message says `text` (what a key or control did: "Volume 80 %").
  case messageShown(String)
  /// More of a network stream has been downloaded: `PlayerController.bufferedRanges` changed.
  case bufferedRangesChanged
  /// The preview above the scrubber changed by itself: its thumbnail was decoded.
  case timelinePreviewChanged
  /// A seek landed at the position, in seconds: playback jumped there.
  case seeked(Double)

  /// The notification this event is posted as.
  public var notificationName: Notification.Name {
    switch self {
    case .loadFailed: .playerLoadDidFail
    case .stateChanged: .playerStateDidChange
    case .controlsVisibilityChanged: .playerControlsVisibilityDidChange
    case .playBegan: .playerDidBeginPlaying
    case .messageShown: .playerDidShowMessage
    case .bufferedRangesChanged: .playerBufferedRangesDidChange
    case .timelinePreviewChanged: .playerTimelinePreviewDidChange
    case .seeked: .playerDidSeek
    }
  }

  /// The details posted in the notification's `userInfo`, under `PlayerEvent.userInfoKey`.
  public static let userInfoKey = "PlayheadPlayerEvent"
}

extension Notification.Name {
  /// Posted when a seek has landed; `userInfo[PlayerEvent.userInfoKey]` is the event.
  public static let playerDidSeek = Notification.Name("PlayheadPlayerDidSeek")
  /// Posted when media fails to load or play; `userInfo[PlayerEvent.userInfoKey]` is the event.
  public static let playerLoadDidFail = Notification.Name("PlayheadPlayerLoadDidFail")
  /// Posted when the player's state changes.
  public static let playerStateDidChange = Notification.Name("PlayheadPlayerStateDidChange")
  /// Posted when the controls overlay shows or hides.
  public static let playerControlsVisibilityDidChange = Notification.Name(
    "PlayheadPlayerControlsVisibilityDidChange")
  /// Posted when the first frame is shown.
  public static let playerDidBeginPlaying = Notification.Name("PlayheadPlayerDidBeginPlaying")
  /// Posted when the on-screen message shows a new text.
  public static let playerDidShowMessage = Notification.Name("PlayheadPlayerDidShowMessage")
  /// Posted when more of a network stream has been downloaded.
  public static let playerBufferedRangesDidChange = Notification.Name("PlayheadPlayerBufferedRangesDidChange")
  /// Posted when the preview above the scrubber gets its thumbnail.
  public static let playerTimelinePreviewDidChange = Notification.Name(
    "PlayheadPlayerTimelinePreviewDidChange")
}
