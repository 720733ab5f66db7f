import Benchmark
import PlayheadCairo
import PlayheadCore

/// Registers a benchmark of building one scene per iteration, at slightly different times so
/// nothing can be hoisted out of the loop.
func sceneBenchmark(_ name: String, at time: Double, scene: @escaping @Sendable (Double) -> Scene) {
  Benchmark(name) { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(scene(time + Double(index % 7) * 1e-4))
    }
  }
}

/// Registers a benchmark of drawing `scene` into one reused image at `scale`, through `cache`
/// when one is given (primed before measuring), as a view does each frame.
func renderBenchmark(_ name: String, scene: Scene, scale: Double = 2, cache: RenderCache? = nil) {
  Benchmark(name) { benchmark in
    let image = try ImageSurface(
      width: Int(scene.size.width * scale), height: Int(scene.size.height * scale))
    if let cache { try SceneRenderer.draw(scene, into: image, scale: scale, cache: cache) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try SceneRenderer.draw(scene, into: image, scale: scale, cache: cache)
    }
  }
}
