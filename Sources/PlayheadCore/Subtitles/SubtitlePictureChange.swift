/// What a bitmap subtitle stream's display set does to the screen (`PGSDecoder`,
/// `DVBSubtitleDecoder`).
public enum SubtitlePictureChange: Hashable, Sendable {
  /// Shows the picture in place of what showed, for at most `timeout` seconds when the stream
  /// says (DVB's page time-out), else until the next change.
  case show(SubtitlePicture, timeout: Double?)
  /// Clears what showed.
  case clear
}
