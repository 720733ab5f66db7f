import Benchmark
import PlayheadCairo
import PlayheadCore

/// SeekButton and MaskButton frame costs. An unchanged MaskButton redraw goes through a
/// `RenderCache` and should cost a composite, not a text layout: compare it with the drawing
/// of a fresh layer.
func seekAndMaskBenchmarks() {
  var seek = try! SeekButton(direction: .forward, interval: 10)
  var accumulator = SeekAccumulator()
  seek.tap(at: 0, accumulator: &accumulator)
  let seekSize = Size(width: 88, height: 88)

  Benchmark("SeekButton.scene mid-tap") { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(seek.scene(in: seekSize, at: 0.2 + Double(index % 7) * 1e-4))
    }
  }

  Benchmark("SeekButton Cairo render 88x88 at scale 2") { benchmark in
    let scene = seek.scene(in: seekSize, at: 0.2)
    let image = try ImageSurface(width: 176, height: 176)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try SceneRenderer.draw(scene, into: image, scale: 2)
    }
  }

  let maskSize = Size(width: 200, height: 64)
  let mask = MaskButton(
    content: MaskContent(text: "LIVE"),
    paint: try! .gradient([Color(hex: "#ff5f6d")!, Color(hex: "#ffc371")!], angle: 45),
    measurer: try! PangoTextMeasurer())
  _ = mask.scene(in: maskSize, at: 0)

  Benchmark("MaskButton.scene, layout remembered") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(mask.scene(in: maskSize, at: 0))
    }
  }

  Benchmark("MaskButton Cairo render, layer drawn afresh (text layout)") { benchmark in
    let scene = mask.scene(in: maskSize, at: 0)
    let image = try ImageSurface(width: 400, height: 128)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try SceneRenderer.draw(scene, into: image, scale: 2)
    }
  }

  Benchmark("MaskButton Cairo render, unchanged redraw (cached composite)") { benchmark in
    let scene = mask.scene(in: maskSize, at: 0)
    let image = try ImageSurface(width: 400, height: 128)
    let cache = RenderCache()
    try SceneRenderer.draw(scene, into: image, scale: 2, cache: cache)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try SceneRenderer.draw(scene, into: image, scale: 2, cache: cache)
    }
  }
}
