/// What a person can ask the player to do, by key, button or any other input: the controller
/// carries each out (`PlayerController.perform(_:at:)`).
public enum PlayerCommand: Hashable, Sendable {
  /// Play when paused, pause when playing, play from the start when ended.
  case togglePlayPause
  /// Play.
  case play
  /// Pause.
  case pause
  /// Do something with the queue (the next item, N; the one before, P): its session's to carry
  /// out (`PlayerSession.perform(_:at:in:)`); a controller alone has none.
  case queue(QueueCommand)
  /// Tap a skip button: a skip by its interval at once, from where the skip before went while
  /// it is recent (`SkipRun`), so taps close together add up, as the SeekButton shows.
  case tapSkip(SeekButton.Direction)
  /// Skip by seconds from where playback is (negative goes back).
  case skip(seconds: Double)
  /// Go to a time, in seconds.
  case seek(to: Double)
  /// Go to a fraction of the duration, 0…1 (0.5 is halfway; 1 is the end).
  case seekToFraction(Double)
  /// Skip by a fraction of the duration (0.1 is 10 % on; negative goes back), as a skip
  /// (`skip(seconds:)`).
  case skipFraction(Double)
  /// Turn the sound off or back on.
  case toggleMute
  /// Change the volume by a step (0.05 is 5 %), within 0…`PlayerController.maximumVolume`.
  case changeVolume(by: Double)
  /// Set the volume, 0…`PlayerController.maximumVolume` (1 is the media's own level; above it,
  /// amplified).
  case setVolume(Double)
  /// Play at a speed within `PlaybackSpeed.range` (1 is normal), the pitch kept.
  case setSpeed(Double)
  /// Step the speed through `PlaybackSpeed.choices` (positive is faster).
  case changeSpeed(steps: Int)
  /// Go on `steps` chapters (negative: back to this chapter's start, then the ones before).
  case chapter(steps: Int)
  /// Play sound stream `index` of `MediaInfo.audioTracks`.
  case selectAudioTrack(Int)
  /// Show subtitle stream `index` of `MediaInfo.subtitleTracks`, or none (`nil`).
  case selectSubtitleTrack(Int?)
  /// Play only `variant` of an adaptive stream (`MediaInfo.variants`) until another choice, or
  /// (`nil`) whichever variant the network allows.
  case chooseQuality(StreamVariant?)
  /// Play the next sound stream, round to the first.
  case nextAudioTrack
  /// Show the next subtitle stream; after the last, none; then the first again.
  case nextSubtitleTrack
  /// Hide the subtitles, or show them again.
  case toggleSubtitles
  /// Show subtitles `seconds` later than the media says (negative: earlier), added to the delay
  /// so far.
  case delaySubtitles(by: Double)
  /// Show the next frame (`forward`) or the one before, pausing first.
  case stepFrame(forward: Bool)
  /// Play the whole media over and over, or not.
  case toggleLoop
  /// Mark where an A–B loop starts, then where it ends, then clear it (`ABLoop`).
  case markLoop
  /// Save the frame shown, at the video's own size, as a PNG in the Pictures folder, with the
  /// subtitles shown over it or without.
  case screenshot(withSubtitles: Bool)
  /// Show the remaining time in place of the total, or the total again.
  case toggleRemainingTime
  /// Show the keys and what they do (`KeyHelp`), or hide them.
  case toggleHelp
  /// Enter or leave full screen.
  case toggleFullscreen
  /// Close what is open over the video (the keys' help), else leave full screen; nothing when
  /// neither (Escape then goes to someone else).
  case dismiss
}
