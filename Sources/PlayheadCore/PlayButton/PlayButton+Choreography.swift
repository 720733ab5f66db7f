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

  /// The poses the glyph is between at `time`, or the one it rests at.
  private func currentSegment(at time: Double) -> (from: PlayButtonPose?, to: PlayButtonPose?) {
    if let segment = motion.segment(at: time) { return segment }
    if mode == .buffering && !prefersReducedMotion {
      let loop = loopSegment(since: motion.timeline.endTime, at: time)
      return (loop.from, loop.to)
    }
    let pose = motion.finalPose ?? .still(mode)
    return (pose, nil)
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

  /// A morph from the presented glyph to the new mode's pose, through whichever end of the
  /// segment it was on makes the shorter journey; `nil` when that segment has no named poses (a
  /// fade was running). The first leg takes as long as its real distance needs at a step's pace
  /// (at least a quarter step), so no change is ever faster than a normal step.
  private func morph(
    from presented: Glyph, segment: (from: PlayButtonPose?, to: PlayButtonPose?),
    at time: Double
  ) -> PlayButtonMotion? {
    let step = effectiveStepDuration
    let curve = self.curve
    let ends = [segment.to, segment.from].compactMap { $0 }
    let options = ends.map { end in
      (
        first: end, other: end == segment.to ? segment.from : segment.to,
        distance: poses.steps(from: presented, to: end), chain: poses.route(from: end, to: mode)
      )
    }
    guard
      let best = options.min(by: {
        $0.distance + Double($0.chain.count) < $1.distance + Double($1.chain.count)
      })
    else { return nil }
    var keyframes: [KeyframeTimeline<Glyph>.Keyframe] = []
    var route: [PlayButtonPose?] = []
    var origin = best.other
    if best.distance > 1e-9 {
      keyframes.append(
        .init(poses.glyph(best.first), duration: step * max(best.distance, 0.25), curve: curve))
      route.append(best.first)
    } else {
      origin = best.first
    }
    var leg = best.first
    for pose in best.chain {
      keyframes.append(
        .init(poses.glyph(pose), duration: step * poses.legSteps(from: leg, to: pose), curve: curve))
      route.append(pose)
      leg = pose
    }
    return PlayButtonMotion(
      timeline: KeyframeTimeline(from: presented, startTime: time, keyframes: keyframes),
      route: route, origin: origin)
  }

  /// The reduced-motion transition: the glyph fades out and the new glyph fades in, linearly,
  /// while the colours change across both halves; a fade interrupted part way continues from the
  /// opacity shown, so neither shape nor colour ever changes faster than over one step.
  private func fade(from presented: Glyph, at time: Double) -> PlayButtonMotion {
    let step = effectiveStepDuration
    let target = PlayButtonPose.still(mode)
    let targetGlyph = poses.glyph(target)
    let fadeOut = step * presented.opacity
    var faded = presented.withOpacity(0)
    faded.palette += (targetGlyph.palette - presented.palette) * fadeOut / (fadeOut + step)
    var hidden = targetGlyph.withOpacity(0)
    hidden.palette = faded.palette
    let keyframes: [KeyframeTimeline<Glyph>.Keyframe] = [
      .init(faded, duration: fadeOut), .init(hidden, duration: 0), .init(targetGlyph, duration: step),
    ]
    return PlayButtonMotion(
      timeline: KeyframeTimeline(from: presented, startTime: time, keyframes: keyframes),
      route: [nil, nil, target], origin: nil)
  }
}
