import Foundation
import Testing

@testable import PlayheadCore

@Suite struct SpringTests {
  /// Integrates m·x'' = −k·x − c·x' with fourth-order Runge–Kutta (an independent solution).
  private func integrate(_ spring: Spring, until end: Double) -> (value: Double, velocity: Double) {
    var x = -1.0
    var v = spring.initialVelocity
    let dt = 1e-4
    func acceleration(_ x: Double, _ v: Double) -> Double {
      (-spring.stiffness * x - spring.damping * v) / spring.mass
    }
    var time = 0.0
    while time < end - dt / 2 {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + k1v * dt / 2
      let k2v = acceleration(x + k1x * dt / 2, v + k1v * dt / 2)
      let k3x = v + k2v * dt / 2
      let k3v = acceleration(x + k2x * dt / 2, v + k2v * dt / 2)
      let k4x = v + k3v * dt
      let k4v = acceleration(x + k3x * dt, v + k3v * dt)
      x += (k1x + 2 * k2x + 2 * k3x + k4x) * dt / 6
      v += (k1v + 2 * k2v + 2 * k3v + k4v) * dt / 6
      time += dt
    }
    return (1 + x, v)
  }

  @Test(arguments: [
    Spring(), Spring(damping: 5), Spring(damping: 20), Spring(damping: 35),
    Spring(mass: 2, stiffness: 300, damping: 8, initialVelocity: 4),
    Spring(stiffness: 50, damping: 40, initialVelocity: -3),
  ])
  func matchesNumericalIntegration(spring: Spring) {
    for time in stride(from: 0.1, through: 2.0, by: 0.1) {
      let expected = integrate(spring, until: time)
      #expect(abs(spring.value(at: time) - expected.value) < 1e-6, "t = \(time)")
      #expect(abs(spring.velocity(at: time) - expected.velocity) < 1e-5, "t = \(time)")
    }
  }

  @Test func defaultsAreCoreAnimations() {
    let spring = Spring()
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    #expect(spring.initialVelocity == 0)
    #expect(Spring(damping: 20).dampingRatio == 1)
  }

  @Test func settlingDurationMatchesCoreAnimation() {
    #expect(abs(Spring(damping: 5).settlingDuration - 2.85) < 0.2)
    let firm = Spring(damping: 15).settlingDuration
    #expect(firm > 0.95 && firm < 1.2)
    // Once settled, it stays within 0.1 % of the target.
    for spring in [Spring(damping: 5), Spring(damping: 20), Spring(damping: 40)] {
      for time in stride(from: spring.settlingDuration, through: spring.settlingDuration + 3, by: 0.01) {
        #expect(abs(spring.value(at: time) - 1) <= 1e-3 + 1e-12)
      }
    }
  }

  @Test func durationAndBounce() {
    let critical = Spring(duration: 0.5, bounce: 0)
    #expect(abs(critical.dampingRatio - 1) < 1e-9)
    #expect(abs(critical.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
    #expect(Spring(duration: 0.5, bounce: 0.3).dampingRatio < 1)
    #expect(Spring(duration: 0.5, bounce: -0.3).dampingRatio > 1)
  }

  @Test func badParametersFallBackToDefaults() {
    let spring = Spring(mass: .nan, stiffness: -1, damping: .infinity, initialVelocity: .nan)
    #expect(spring == Spring())
    #expect(spring.value(at: -1) == 0)
  }
}
