import Foundation

/// A damped harmonic oscillator pulling a value to its target, solved exactly (no stepping), with
/// Core Animation's `CASpringAnimation` parameters.
///
/// Progress is the fraction of the way from the start (0) to the target (1); it can overshoot.
public struct Spring: Hashable, Sendable {
  /// The moving mass; greater is slower. Positive.
  public let mass: Double
  /// The spring constant; greater is faster. Positive.
  public let stiffness: Double
  /// The friction; 2·√(stiffness·mass) is critical damping. Not negative.
  public let damping: Double
  /// The starting velocity in fractions of the distance per second, positive towards the target.
  public let initialVelocity: Double

  /// Creates a spring; parameters that are not finite, or out of range, take Core Animation's
  /// defaults (mass 1, stiffness 100, damping 10, velocity 0).
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    self.mass = mass.isFinite && mass > 0 ? mass : 1
    self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
    self.damping = damping.isFinite && damping >= 0 ? damping : 10
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// A spring described as SwiftUI does: `duration` is the perceptual period in seconds and
  /// `bounce` runs from −1 (overdamped) through 0 (critically damped) to 1 (undamped).
  public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
    let period = duration.isFinite && duration > 0 ? duration : 0.5
    let bounce = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
    let stiffness = pow(2 * .pi / period, 2)
    let damping =
      bounce >= 0 ? 4 * .pi * (1 - bounce) / period : 4 * .pi / (period * (1 + bounce))
    self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// The same spring starting with another velocity.
  public func withInitialVelocity(_ velocity: Double) -> Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2·√(k·m)): below 1 it oscillates, 1 is critical, above 1 it creeps.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The fraction of the way to the target at `time` seconds after the start (0 before it).
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    return 1 + solution.displacement(at: time)
  }

  /// The velocity in fractions of the distance per second at `time`.
  public func velocity(at time: Double) -> Double {
    guard time > 0 else { return initialVelocity }
    return solution.velocity(at: time)
  }

  /// The time after which the motion stays within 0.1 % of the distance from the target, as Core
  /// Animation's `settlingDuration` (mass 1, stiffness 100: damping 5 gives 2.8 s, damping 15
  /// just over 1 s).
  public var settlingDuration: Double {
    let tolerance = 1e-3
    let envelope = solution.envelope
    guard envelope(0) >= tolerance else { return 0 }
    var high = 0.05
    while envelope(high) >= tolerance && high < 3600 { high *= 2 }
    var low = high / 2
    if envelope(low) < tolerance { low = 0 }
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if envelope(middle) >= tolerance { low = middle } else { high = middle }
    }
    return high
  }

  /// The closed-form displacement from the target, x(t), with x(0) = −1 and x'(0) = velocity.
  private var solution: SpringSolution {
    SpringSolution(
      naturalFrequency: naturalFrequency, dampingRatio: dampingRatio, velocity: initialVelocity)
  }
}
