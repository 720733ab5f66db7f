/// A button that shows one of five playback modes (buffering, pause, play, stop, replay) and animates
/// between them, interruptible at any instant. A value: set its mode with a time, then ask what
/// to draw at any later time.
///
/// ```swift
/// var button = PlayButton(mode: .play, style: .classic)
/// button.setMode(.pause, at: now)
/// let scene = button.scene(in: Size(width: 88, height: 88), at: now + 0.1)
/// ```
public struct PlayButton: Sendable {
  /// The design space every measure is given in; the button scales it to its bounds.
  public static let designSize = Size(width: 44, height: 44)

  /// The target mode: what the button shows once any running transition ends.
  public internal(set) var mode: Mode

  /// How the glyph moves between modes. Changing it shows the current mode at once.
  public var style: Style {
    didSet { rebuildPoses() }
  }

  /// Colours and shape measures. Changing them shows the current mode at once, restyled.
  public var appearance: PlayButtonAppearance {
    didSet { rebuildPoses() }
  }

  /// How the design space fits the bounds; aspect-fit by default.
  public var contentMode: ContentMode = .aspectFit

  /// Seconds per step of a transition; `nil` (or a value that is not positive and finite) uses
  /// the style's default, 0.2 s for classic and 0.3 s for split.
  public var stepDuration: Double?

  /// The easing of each step; `nil` uses the style's default, linear for classic and
  /// ease-in-ease-out for split.
  public var timingCurve: TimingCurve?

  /// Seconds for one round of the buffering loop (bar, dot right, bar, dot left); 1.0 by default.
  /// Values that are not positive and finite count as 1.0.
  public var bufferingLoopDuration = 1.0

  /// When `true`, transitions fade the glyph out and the new one in instead of morphing, and
  /// buffering pulses in place instead of moving.
  public var prefersReducedMotion = false

  var poses: PlayButtonPoses
  var motion: PlayButtonMotion
  var interaction = ButtonInteraction()
  var feedback = ButtonFeedback()
  var pendingCompletion = false

  /// Creates a button resting in `mode`.
  public init(mode: Mode = .play, style: Style = .classic, appearance: PlayButtonAppearance = .init()) {
    self.mode = mode
    self.style = style
    self.appearance = appearance
    poses = PlayButtonPoses(style: style, appearance: appearance)
    let pose = PlayButtonPose.still(mode)
    motion = .resting(poses.glyph(pose), pose: pose, at: 0)
  }

  /// The step duration in force.
  var effectiveStepDuration: Double {
    guard let stepDuration, stepDuration.isFinite, stepDuration > 0 else {
      return style.defaultStepDuration
    }
    return stepDuration
  }

  /// The loop duration in force.
  var effectiveLoopDuration: Double {
    bufferingLoopDuration.isFinite && bufferingLoopDuration > 0 ? bufferingLoopDuration : 1
  }

  /// Whether anything drawn still changes at or after `time`: a transition, the buffering loop or
  /// the press, hover and disabled feedback. An adapter redraws only while this is `true`.
  public func isAnimating(at time: Double) -> Bool {
    mode == .buffering || motion.timeline.isAnimating(at: time) || feedback.isAnimating(at: time)
  }

  /// When the running transition settles, or `nil` while buffering (which loops for ever).
  public var transitionEndTime: Double? {
    mode == .buffering ? nil : motion.timeline.endTime
  }

  /// Returns the mode once, the first time it is asked at or after an animated transition to it
  /// has settled; `nil` otherwise. Adapters call it on each frame to fire a completion callback.
  public mutating func takeCompletedTransition(at time: Double) -> Mode? {
    guard pendingCompletion, let end = transitionEndTime, time >= end else { return nil }
    pendingCompletion = false
    return mode
  }

  private mutating func rebuildPoses() {
    poses = PlayButtonPoses(style: style, appearance: appearance)
    let pose = PlayButtonPose.still(mode)
    motion = .resting(poses.glyph(pose), pose: pose, at: motion.timeline.startTime)
  }
}
