import Benchmark
import PlayheadCairo
import PlayheadCore

/// Frame costs of the PlayButton: building a scene mid-transition, and drawing one 88 × 88
/// frame at scale 2 with Cairo into a reused image (as an adapter does each frame).
/// Targets: scene ≤ 2 µs p50, render ≤ 50 µs p50. Then the SeekButton and MaskButton.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
    maxDuration: .seconds(3), maxIterations: 1_000_000)

  var button = PlayButton(mode: .play)
  button.setMode(.pause, at: 0)
  let size = Size(width: 88, height: 88)

  Benchmark("PlayButton.scene mid-transition") { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(button.scene(in: size, at: 0.3 + Double(index % 7) * 1e-4))
    }
  }

  Benchmark("Cairo render 88x88 at scale 2") { benchmark in
    let scene = button.scene(in: size, at: 0.3)
    let image = try ImageSurface(width: 176, height: 176)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try SceneRenderer.draw(scene, into: image, scale: 2)
    }
  }

  seekAndMaskBenchmarks()
}
