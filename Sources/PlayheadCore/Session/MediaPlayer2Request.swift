import Foundation

/// What the desktop asks of a player over MPRIS 2 (`org.mpris.MediaPlayer2` and its `Player`
/// interface), as a value: the D-Bus layer reads a method call or a property set into one, and
/// `PlayerSession.handle(_:)` decides what it does.
public enum MediaPlayer2Request: Hashable, Sendable {
  /// `Play`.
  case play
  /// `Pause`.
  case pause
  /// `PlayPause`.
  case playPause
  /// `Stop`: back to the start, paused, said as "Stopped".
  case stop
  /// `Next`.
  case next
  /// `Previous`.
  case previous
  /// `Seek`: by this many seconds from where playback is (negative: back).
  case seek(by: Double)
  /// `SetPosition`: to `seconds` in the track `trackID` names.
  case setPosition(trackID: String, seconds: Double)
  /// `OpenUri`, with the text given.
  case openURI(String)
  /// The `Volume` property set.
  case setVolume(Double)
  /// The `Rate` property set.
  case setRate(Double)
  /// `Raise`: show the player.
  case raise
  /// `Quit`.
  case quit
}

/// What became of a `MediaPlayer2Request`: done, refused with a reason for the caller, or left
/// to the program (raising or closing its window).
public enum MediaPlayer2Reply: Hashable, Sendable {
  /// Carried out, or ignored as MPRIS says (a position outside the media, another track's).
  case done
  /// Refused; the reason goes back to the caller as a D-Bus error.
  case refused(String)
  /// The program should show its window.
  case raise
  /// The program should close.
  case quit
}
