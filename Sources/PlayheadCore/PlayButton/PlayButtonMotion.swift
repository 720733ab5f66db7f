/// The glyph's current journey: a keyframe timeline through named poses, started from whatever
/// was on screen, and, in buffering mode, the endless loop after it.
struct PlayButtonMotion: Sendable {
  /// The glyph over time, from the presented glyph at the last `setMode`.
  var timeline: KeyframeTimeline<Glyph>
  /// The pose each keyframe arrives at; `nil` where a keyframe is not a pose (a fade).
  var route: [PlayButtonPose?]
  /// The pose the first keyframe comes from, when it is one.
  var origin: PlayButtonPose?

  /// Resting at `pose` from `time`.
  static func resting(_ glyph: Glyph, pose: PlayButtonPose, at time: Double) -> PlayButtonMotion {
    PlayButtonMotion(
      timeline: KeyframeTimeline(from: glyph, startTime: time, keyframes: []), route: [],
      origin: pose)
  }

  /// The poses on either side of `time` on the timeline; `nil` once the timeline has ended.
  func segment(at time: Double) -> (from: PlayButtonPose?, to: PlayButtonPose?)? {
    guard time < timeline.endTime else { return nil }
    let index = timeline.segment(at: time).index
    return (index == 0 ? origin : route[index - 1], route[index])
  }

  /// The pose the timeline ends at.
  var finalPose: PlayButtonPose? { route.isEmpty ? origin : route.last ?? nil }
}
