/// Turns scrolling into whole steps: a mouse wheel's notches come as 1 each, a touchpad's smooth
/// scrolling as fractions that add up; what is left over waits for the next scroll, in the same
/// direction (turning back starts afresh).
public struct WheelSteps: Hashable, Sendable {
  private var pending = 0.0

  /// Nothing scrolled.
  public init() {}

  /// Adds `delta` (positive down or right, as toolkits report it; a notch is 1) and returns the
  /// whole steps it completes, negative for up or left.
  public mutating func scroll(by delta: Double) -> Int {
    guard delta.isFinite, delta != 0 else { return 0 }
    if pending != 0, (pending < 0) != (delta < 0) { pending = 0 }
    pending += delta
    let steps = pending.rounded(.towardZero)
    pending -= steps
    return Int(steps)
  }
}
