extension PlayerController {
  /// The most subtitles may be moved either way, in seconds.
  nonisolated public static let maximumSubtitleDelay = 600.0

  /// The subtitles to show over the frame at `time` (seconds of the media), in the style set,
  /// moved by the delay set; `nil` when none show (off, or no cue then).
  /// An SSA/ASS stream's are libass's to draw (`styledSubtitles(at:)`): none here.
  public func subtitles(at time: Double) -> SubtitleBlock? {
    guard subtitleTrack != nil else { return nil }
    let cues = engine.subtitleCues
    guard cues.script == nil else { return nil }
    return SubtitleBlock(cues.shown(at: time - subtitleDelay), style: subtitleStyle)
  }

  /// What libass draws over the frame at `time` (seconds of the media), moved by the delay set,
  /// when the subtitles shown are an SSA/ASS stream or script; `nil` otherwise.
  public func styledSubtitles(at time: Double) -> StyledSubtitleFrame? {
    guard subtitleTrack != nil else { return nil }
    let cues = engine.subtitleCues
    guard let script = cues.script else { return nil }
    return StyledSubtitleFrame(script: script, events: cues.cues, time: time - subtitleDelay)
  }

  /// Moves the subtitles `seconds` later (negative: earlier) and says where they are now
  /// ("Subtitle delay +200 ms"); `false` without subtitles shown.
  func delaySubtitles(by seconds: Double, at time: Double) -> Bool {
    guard seconds.isFinite, subtitleTrack != nil else { return false }
    let delay = ((subtitleDelay + seconds) * 1000).rounded() / 1000
    subtitleDelay = min(max(delay, -Self.maximumSubtitleDelay), Self.maximumSubtitleDelay)
    showMessage(Self.delayText(subtitleDelay), at: time)
    return true
  }

  /// How the player says a subtitle delay: "Subtitle delay +200 ms", "Subtitles in time".
  nonisolated public static func delayText(_ delay: Double) -> String {
    let milliseconds = Int((delay * 1000).rounded())
    guard milliseconds != 0 else { return translated("Subtitles in time") }
    let amount = (milliseconds > 0 ? "+" : "−") + Translations.number(abs(milliseconds))
    return translated("Subtitle delay \(amount) ms")
  }
}
