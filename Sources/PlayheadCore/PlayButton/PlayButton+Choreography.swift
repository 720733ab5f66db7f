import Foundation

extension PlayButton {
  /// Sets the target mode at `time` (seconds on the caller's monotonic clock).
  ///
  /// Animated, the glyph heads for the new mode from what is on screen at `time`, through the
  /// style's waypoints, taking the shorter way round when interrupted; setting the mode it is
  /// already heading for changes nothing. Not animated, it jumps. `buffering` always runs its
  /// loop: `animated` only decides whether the glyph first turns into the bar.
  public mutating func setMode(_ newMode: Mode, animated: Bool = true, at time: Double) {
    let time = time.isFinite ? time : motion.timeline.startTime
    guard animated else {
      mode = newMode
      pendingCompletion = false
      let pose = PlayButtonPose.still(newMode)
      motion = .resting(poses.glyph(pose), pose: pose, at: time)
      return
    }
    guard newMode != mode else { return }
    let presented = glyph(at: time)
    let segment = currentSegment(at: time)
    mode = newMode
    pendingCompletion = true
    if prefersReducedMotion {
      motion = fade(from: presented, at: time)
    } else {
      motion = morph(from: presented, segment: segment, at: time) ?? fade(from: presented, at: time)
    }
  }

  /// The glyph on screen at `time`.
  func glyph(at time: Double) -> Glyph {
    let timeline = motion.timeline
    if time < timeline.endTime { return timeline.value(at: time) }
    guard mode == .buffering else { return poses.glyph(.still(mode)) }
    let loop = loopSegment(since: timeline.endTime, at: time)
    if prefersReducedMotion {
      let pulse = 0.5 - 0.5 * cos(2 * .pi * loop.phase)
      return poses.glyph(.horizontalBar).withOpacity(1 - 0.6 * pulse)
    }
    return poses.glyph(loop.from).interpolated(
      to: poses.glyph(loop.to), fraction: curve.value(at: loop.progress))
  }

  private var curve: TimingCurve { timingCurve ?? style.defaultTimingCurve }

  /// Where the glyph is on its way at `time`: between two poses, or resting at one.
  private func currentSegment(at time: Double) -> (
    from: PlayButtonPose?, to: PlayButtonPose?, progress: Double
  ) {
    if let segment = motion.segment(at: time) { return segment }
    if mode == .buffering && !prefersReducedMotion {
      let loop = loopSegment(since: motion.timeline.endTime, at: time)
      return (loop.from, loop.to, loop.progress)
    }
    let pose = motion.finalPose ?? .still(mode)
    return (pose, pose, 1)
  }

  /// The buffering loop's quarter at `time`, the progress through it and through the whole loop.
  private func loopSegment(since start: Double, at time: Double) -> (
    from: PlayButtonPose, to: PlayButtonPose, progress: Double, phase: Double
  ) {
    let duration = effectiveLoopDuration
    let phase = max(0, time - start).truncatingRemainder(dividingBy: duration) / duration
    let index = min(Int(phase * 4), 3)
    let loop = PlayButtonPose.bufferingLoop
    return (index == 0 ? .horizontalBar : loop[index - 1], loop[index], phase * 4 - Double(index), phase)
  }

  /// A morph from the presented glyph to the new mode's pose, through the nearer end of the
  /// segment it was on; `nil` when that segment has no named poses (a fade was running).
  private func morph(
    from presented: Glyph, segment: (from: PlayButtonPose?, to: PlayButtonPose?, progress: Double),
    at time: Double
  ) -> PlayButtonMotion? {
    let step = effectiveStepDuration
    let curve = self.curve
    var options: [(first: PlayButtonPose, distance: Double, other: PlayButtonPose?)] = []
    if let to = segment.to { options.append((to, 1 - segment.progress, segment.from)) }
    if let from = segment.from, from != segment.to {
      options.append((from, segment.progress, segment.to))
    }
    let routes = options.map { ($0, poses.route(from: $0.first, to: mode)) }
    guard
      let (option, chain) = routes.min(by: {
        $0.0.distance + Double($0.1.count) < $1.0.distance + Double($1.1.count)
      })
    else { return nil }
    var keyframes: [KeyframeTimeline<Glyph>.Keyframe] = []
    var route: [PlayButtonPose?] = []
    var origin = option.other
    if option.distance > 1e-9 {
      let duration = step * min(max(option.distance, 0.25), 1)
      keyframes.append(.init(poses.glyph(option.first), duration: duration, curve: curve))
      route.append(option.first)
    } else {
      origin = option.first
    }
    for pose in chain {
      keyframes.append(.init(poses.glyph(pose), duration: step, curve: curve))
      route.append(pose)
    }
    return PlayButtonMotion(
      timeline: KeyframeTimeline(from: presented, startTime: time, keyframes: keyframes),
      route: route, origin: origin)
  }

  /// The reduced-motion transition: the glyph fades out (the colours change meanwhile), the new
  /// glyph fades in; a fade interrupted part way continues from the opacity shown.
  private func fade(from presented: Glyph, at time: Double) -> PlayButtonMotion {
    let step = effectiveStepDuration
    let target = PlayButtonPose.still(mode)
    let targetGlyph = poses.glyph(target)
    var faded = presented.withOpacity(0)
    faded.palette = targetGlyph.palette
    let keyframes: [KeyframeTimeline<Glyph>.Keyframe] = [
      .init(faded, duration: step * presented.opacity, curve: .easeInEaseOut),
      .init(targetGlyph.withOpacity(0), duration: 0),
      .init(targetGlyph, duration: step, curve: .easeInEaseOut),
    ]
    return PlayButtonMotion(
      timeline: KeyframeTimeline(from: presented, startTime: time, keyframes: keyframes),
      route: [nil, nil, target], origin: nil)
  }
}
