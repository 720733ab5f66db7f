/// What the wheel (or a touchpad's scrolling) does over the video.
public enum WheelBinding: String, Hashable, Sendable, Codable, CaseIterable {
  /// Changes the volume, 5 % a step, up louder (Clapper's and VLC's habit; the default).
  case volume
  /// Skips, 5 s a step, up forward.
  case seek

  /// The command for `steps` whole steps (`WheelSteps`: negative is up).
  public func command(steps: Int) -> PlayerCommand {
    switch self {
    case .volume: .changeVolume(by: -Double(steps) * PlayerController.wheelVolumeStep)
    case .seek: .skip(seconds: -Double(steps) * PlayerController.wheelSeekStep)
    }
  }
}
