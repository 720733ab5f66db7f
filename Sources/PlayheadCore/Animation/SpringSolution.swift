import Foundation

/// The exact solution of x'' + 2ζω₀x' + ω₀²x = 0 with x(0) = −1 and x'(0) = v₀, in its three
/// regimes.
struct SpringSolution {
  private enum Regime {
    /// ζ < 1: x = e^(−ζω₀t)(A cos ω_d t + B sin ω_d t).
    case under(decay: Double, frequency: Double, a: Double, b: Double)
    /// ζ = 1: x = (A + Bt) e^(−ω₀t).
    case critical(rate: Double, a: Double, b: Double)
    /// ζ > 1: x = C₁e^(r₁t) + C₂e^(r₂t).
    case over(r1: Double, r2: Double, c1: Double, c2: Double)
  }

  private let regime: Regime

  init(naturalFrequency omega: Double, dampingRatio zeta: Double, velocity: Double) {
    let start = -1.0
    if abs(zeta - 1) < 1e-9 {
      regime = .critical(rate: omega, a: start, b: velocity + omega * start)
    } else if zeta < 1 {
      let frequency = omega * (1 - zeta * zeta).squareRoot()
      let decay = zeta * omega
      regime = .under(
        decay: decay, frequency: frequency, a: start, b: (velocity + decay * start) / frequency)
    } else {
      let root = omega * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * omega + root
      let r2 = -zeta * omega - root
      let c2 = (velocity - r1 * start) / (r2 - r1)
      regime = .over(r1: r1, r2: r2, c1: start - c2, c2: c2)
    }
  }

  func displacement(at t: Double) -> Double {
    switch regime {
    case .under(let decay, let frequency, let a, let b):
      exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
    case .critical(let rate, let a, let b):
      (a + b * t) * exp(-rate * t)
    case .over(let r1, let r2, let c1, let c2):
      c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  func velocity(at t: Double) -> Double {
    switch regime {
    case .under(let decay, let frequency, let a, let b):
      exp(-decay * t)
        * ((b * frequency - a * decay) * cos(frequency * t)
          - (a * frequency + b * decay) * sin(frequency * t))
    case .critical(let rate, let a, let b):
      (b - rate * (a + b * t)) * exp(-rate * t)
    case .over(let r1, let r2, let c1, let c2):
      c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    }
  }

  /// A bound on |x(s)| for every s ≥ t that falls towards zero: the oscillation's amplitude,
  /// or the sum of the magnitudes of the terms.
  var envelope: @Sendable (Double) -> Double {
    switch regime {
    case .under(let decay, _, let a, let b):
      let amplitude = (a * a + b * b).squareRoot()
      return { amplitude * exp(-decay * $0) }
    case .critical(let rate, let a, let b):
      return { t in
        // |A + Bs|e^(−ω₀s) peaks once; past the peak it only falls.
        let peak = max(t, abs(b) > 0 ? (1 / rate - a / b) : t)
        return max(abs(a + b * t) * exp(-rate * t), abs(a + b * peak) * exp(-rate * peak))
      }
    case .over(let r1, let r2, let c1, let c2):
      return { abs(c1) * exp(r1 * $0) + abs(c2) * exp(r2 * $0) }
    }
  }
}
