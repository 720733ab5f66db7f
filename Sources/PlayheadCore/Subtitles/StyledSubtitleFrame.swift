/// What libass draws over one frame: the stream's script, its events read so far, and the time
/// on the script's own timeline (the frame's, moved by the subtitle delay).
public struct StyledSubtitleFrame: Hashable, Sendable {
  /// The script.
  public var script: StyledSubtitleScript
  /// The stream's events, as cues (`SubtitleCue.event`); none for a script read whole.
  public var events: [SubtitleCue]
  /// When, in seconds of the script's timeline.
  public var time: Double

  /// The frame of `script` with `events` at `time`.
  public init(script: StyledSubtitleScript, events: [SubtitleCue], time: Double) {
    self.script = script
    self.events = events
    self.time = time
  }

  /// How far up libass moves the lines a script leaves at the bottom (not those it places with
  /// `\pos`, `\move` or a top or middle alignment), in percent of the picture's height, as mpv's
  /// `sub-pos` does: enough to clear the controls' bar, in step with its fade
  /// (`controlsOpacity`, 0 hidden … 1 shown), in a player laid out as `layout` showing a picture
  /// of `videoSize`. Lines the script places stay where it put them, under the bar.
  public static func linePosition(in layout: OverlayLayout, videoSize: Size?, controlsOpacity: Double)
    -> Double
  {
    let video = SubtitleBlock.videoRect(in: layout, videoSize: videoSize)
    guard video.height > 0 else { return 0 }
    let opacity = min(max(controlsOpacity, 0), 1)
    let limit = layout.bar.minY - 4 * layout.unit
    let covered = max(video.maxY - limit, 0)
    return min(covered / video.height * 100, 100) * opacity
  }
}
