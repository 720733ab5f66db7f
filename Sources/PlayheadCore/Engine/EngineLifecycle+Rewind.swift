import Foundation

extension EngineLifecycle {
  /// How often a rewind moves back, and shows the keyframe nearest where it has got.
  public static let rewindStep = Duration.milliseconds(200)

  /// Playing backwards, done by the lifecycle rather than by GStreamer: GStreamer's reverse
  /// playback (a negative seek rate) can stop for good at a keyframe boundary, so the pipeline
  /// never gets a negative rate. It stays paused, and every `rewindStep` the rewind moves a
  /// position of its own back by the rate's share of the step and seeks to the keyframe
  /// nearest it. When the rate turns positive, playback goes on from exactly there.
  struct Rewind: Hashable, Sendable {
    /// How far back the rewind has got, in seconds.
    var position: Double
    /// Whether the next step's timer runs.
    var isStepping = false
  }

  /// Where a rewind has got, while one runs.
  public var rewindPosition: Double? { rewind?.position }

  /// The rate seeks are made at: the pipeline never plays backwards (see `Rewind`).
  var seekRate: Double { rewind == nil ? rate : 1 }

  /// Starts rewinding at `rate` (negative) from `position` (where playback is, when known), or
  /// changes the rate of the rewind under way.
  mutating func startRewind(at rate: Double, from position: Double?) -> [Action] {
    let isStarting = rewind == nil
    self.rate = rate
    if isStarting { rewind = Rewind(position: max(position ?? 0, 0)) }
    return (isStarting ? [.setPlaying(false)] : []) + nextRewindStep()
  }

  /// The timer for the next step, while playing is wanted and there is further back to go.
  mutating func nextRewindStep() -> [Action] {
    guard let rewind, wantsPlaying, !rewind.isStepping, rewind.position > 0 else { return [] }
    self.rewind?.isStepping = true
    return [.startTimer(.rewindStep, after: Self.rewindStep, generation: generation)]
  }

  /// A step's time is up: moves back and shows the keyframe nearest, unless paused meanwhile.
  /// A timer the rewind no longer waits for (it ended, or began again) does nothing.
  mutating func stepBack() -> [Action] {
    guard var rewind, rewind.isStepping, phase == .loaded else { return [] }
    rewind.isStepping = false
    if wantsPlaying { rewind.position = max(rewind.position + rate * (Self.rewindStep / .seconds(1)), 0) }
    self.rewind = rewind
    guard wantsPlaying else { return [] }
    return startSeek(to: rewind.position, .keyframe, announced: false) + nextRewindStep()
  }

  /// The rate turned positive: playback goes on from where the rewind got, at `rate`.
  mutating func endRewind(at rate: Double) -> [Action] {
    guard let rewind else { return [] }
    self.rewind = nil
    self.rate = rate
    return startSeek(to: rewind.position, .accurate, announced: false)
      + (wantsPlaying ? [.setPlaying(true)] : [])
  }

  /// The media cannot be sought (a server without range requests): the rewind gives up, and
  /// playback goes on from where the pipeline is.
  mutating func abandonRewind() -> [Action] {
    guard rewind != nil else { return [] }
    rewind = nil
    rate = 1
    return wantsPlaying ? [.setPlaying(true)] : []
  }
}
