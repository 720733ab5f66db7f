/// One named stretch of a control's animation in a Lottie file: a mode at rest, a transition,
/// a loop. The file gives it a marker of its name, so an app plays it by name.
public struct LottieSegment: Sendable {
  /// The marker's name: "play", "play→pause".
  public var name: String
  /// How long it lasts, in seconds; 0 for a still.
  public var duration: Double
  /// Whether it loops: its end shows what its start shows, so its marker leaves out the last
  /// frame, and a player looping the marker shows that pose once.
  public var loops: Bool
  /// What the control shows `time` seconds into it.
  public var scene: @Sendable (_ time: Double) -> Scene

  /// A segment named `name`, lasting `duration` seconds (`loops` when its end is its start),
  /// showing `scene`.
  public init(
    name: String, duration: Double, loops: Bool = false, scene: @escaping @Sendable (_ time: Double) -> Scene
  ) {
    self.name = name
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.loops = loops
    self.scene = scene
  }
}
