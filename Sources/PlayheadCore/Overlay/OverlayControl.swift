/// A control of the bar's row that may have no room in a narrow player, in the row's order from
/// left to right. What has no room goes into the overflow menu (`OverlayLayout.overflowed`);
/// the play button always has room.
public enum OverlayControl: String, CaseIterable, Hashable, Sendable {
  /// The speaker button: mutes and unmutes.
  case volumeButton
  /// The volume slider beside the speaker.
  case volumeSlider
  /// The queue's previous button.
  case previous
  /// The SeekButton back.
  case back
  /// The SeekButton forward.
  case forward
  /// The queue's next button.
  case next
  /// The queue's list button.
  case queueList
  /// The sound-and-subtitles button.
  case tracks
  /// The quality button of an adaptive stream.
  case quality
  /// The speed button.
  case speed

  /// What the control's entry in the overflow menu says, with the sound `isMuted`, playing at
  /// `speed` and `quality` (`QualityMenu.summary`), skipping `skipSeconds`: "Mute", "Speed: 1.5×…", "Quality: Auto
  /// (720p)…" (an ellipsis where the entry opens a menu).
  public func overflowText(isMuted: Bool, speed: Double, quality: String = "", skipSeconds: Int = 10)
    -> String
  {
    switch self {
    case .volumeButton: isMuted ? translated("Unmute") : translated("Mute")
    case .volumeSlider: translated("Volume")
    case .previous: translated("Previous")
    case .back: translated("Back \(Translations.number(skipSeconds)) s")
    case .forward: translated("Forward \(Translations.number(skipSeconds)) s")
    case .next: translated("Next")
    case .queueList: translated("Queue…")
    case .tracks: translated("Sound and subtitles…")
    case .quality: translated("Quality: \(quality)…")
    case .speed: translated("Speed: \(PlaybackSpeed.text(speed))…")
    }
  }

  /// The controls that go into the overflow first when a player is too narrow for all: the
  /// least used first, each group together. The speaker and the SeekButtons always have room
  /// (`OverlayLayout.unit` shrinks until they do).
  static let givenUpFirst: [[OverlayControl]] = [
    [.volumeSlider], [.queueList], [.speed], [.quality], [.tracks], [.previous, .next],
  ]
}
