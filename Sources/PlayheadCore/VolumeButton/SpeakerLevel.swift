/// How loud the speaker glyph says the sound is: crossed out when muted (or at 0 %), one wave
/// below half the media's level, two from there up (amplified too).
public enum SpeakerLevel: Hashable, Sendable {
  /// No sound: the speaker with a cross.
  case muted
  /// Quiet: one wave.
  case low
  /// Half the media's level or louder: two waves.
  case high

  /// The level below which the glyph shows one wave.
  public static let highFrom = 0.5

  /// The glyph for `volume` (1 is the media's own level) and the mute switch.
  public init(volume: Double, isMuted: Bool) {
    self = isMuted || !(volume > 0) ? .muted : volume < Self.highFrom ? .low : .high
  }

  /// How many waves the speaker sends out.
  public var waves: Int {
    switch self {
    case .muted: 0
    case .low: 1
    case .high: 2
    }
  }
}
