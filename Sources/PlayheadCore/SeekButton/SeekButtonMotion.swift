/// The tap animation of a SeekButton: one keyframe timeline per animated quantity, each started
/// from what was shown when the tap came, so a tap mid-animation never jumps.
struct SeekButtonMotion: Sendable {
  /// The arrow group's turn, in degrees, signed by direction (forward turns clockwise).
  var rotation: KeyframeTimeline<Double>
  /// The flash disc's opacity, 0…0.3.
  var flash: KeyframeTimeline<Double>
  /// The interval number's opacity.
  var number: KeyframeTimeline<Double>
  /// The "+N" label's opacity.
  var label: KeyframeTimeline<Double>
  /// How far the "+N" label has slid, as a fraction of the room it has.
  var slide: KeyframeTimeline<Double>

  /// The seed's curve for the label's slide and fade, cubic-bezier(0, 0, 0.2, 1).
  static let slideCurve = TimingCurve(controlPoints: 0, 0, 0.2, 1)

  /// At rest: number shown, no label, no turn.
  static func resting(at time: Double) -> SeekButtonMotion {
    let still = { (value: Double) in KeyframeTimeline(from: value, startTime: time, keyframes: []) }
    return SeekButtonMotion(
      rotation: still(0), flash: still(0), number: still(1), label: still(0), slide: still(0))
  }

  /// The values shown at `time`.
  func values(at time: Double) -> (
    rotation: Double, flash: Double, number: Double, label: Double, slide: Double
  ) {
    (
      rotation.value(at: time), flash.value(at: time), number.value(at: time), label.value(at: time),
      slide.value(at: time)
    )
  }

  /// When everything rests again.
  var endTime: Double {
    [rotation, flash, number, label, slide].map(\.endTime).max() ?? 0
  }

  /// The tap timeline from what `self` shows at `time`: the arrow turns 20° in `turn`'s sign and
  /// back (0.1 s each, ease-in-ease-out) while the disc flashes to 0.3; the number fades out
  /// (0.1 s); the label fades in (0.1 s), slides out (0.35 s) and fades after 0.5 s (0.45 s) as the
  /// number returns. With reduced motion nothing turns or slides.
  func tapped(at time: Double, turn: Double, reducedMotion: Bool) -> SeekButtonMotion {
    typealias Keyframe = KeyframeTimeline<Double>.Keyframe
    let shown = values(at: time)
    let line = { (from: Double, keyframes: [Keyframe]) in
      KeyframeTimeline(from: from, startTime: time, keyframes: keyframes)
    }
    let fadeIn = 0.1 * (1 - shown.label)
    let curve = Self.slideCurve
    return SeekButtonMotion(
      rotation: line(
        shown.rotation,
        reducedMotion
          ? [.init(0, duration: 0.1 * min(abs(shown.rotation) / 20, 1))]
          : [
            .init(20 * turn, duration: 0.1, curve: .easeInEaseOut),
            .init(0, duration: 0.1, curve: .easeInEaseOut),
          ]),
      flash: line(
        shown.flash,
        [.init(0.3, duration: 0.1, curve: .easeInEaseOut), .init(0, duration: 0.1, curve: .easeInEaseOut)]),
      number: line(
        shown.number,
        [
          .init(0, duration: 0.1 * shown.number), .init(0, duration: 0.5 - 0.1 * shown.number),
          .init(1, duration: 0.45, curve: curve),
        ]),
      label: line(
        shown.label,
        [
          .init(1, duration: fadeIn, curve: .easeInEaseOut), .init(1, duration: 0.5 - fadeIn),
          .init(0, duration: 0.45, curve: curve),
        ]),
      slide: line(
        shown.slide,
        reducedMotion
          ? [.init(0, duration: 0.35 * shown.slide), .init(0, duration: 0.95 - 0.35 * shown.slide)]
          : [.init(1, duration: 0.35, curve: curve), .init(1, duration: 0.6), .init(0, duration: 0)]))
  }
}
