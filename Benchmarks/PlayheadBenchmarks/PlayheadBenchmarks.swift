import Benchmark
import PlayheadCairo
import PlayheadCore

/// Frame costs of every control: building a scene, and drawing it with Cairo at scale 2 into a
/// reused image. Targets for the PlayButton: scene ≤ 2 µs p50, render ≤ 50 µs p50. An unchanged
/// MaskButton redraw goes through a `RenderCache` and should cost a composite, not a text
/// layout: compare it with drawing the layer afresh.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
    maxDuration: .seconds(3), maxIterations: 1_000_000)

  let size = Size(width: 88, height: 88)
  var play = PlayButton(mode: .play)
  play.setMode(.pause, at: 0)
  sceneBenchmark("PlayButton.scene mid-transition", at: 0.3) { [play] in play.scene(in: size, at: $0) }
  renderBenchmark("Cairo render 88x88 at scale 2", scene: play.scene(in: size, at: 0.3))

  var seek = try! SeekButton(direction: .forward, interval: 10)
  var accumulator = SeekAccumulator()
  seek.tap(at: 0, accumulator: &accumulator)
  sceneBenchmark("SeekButton.scene mid-tap", at: 0.2) { [seek] in seek.scene(in: size, at: $0) }
  renderBenchmark("SeekButton Cairo render 88x88 at scale 2", scene: seek.scene(in: size, at: 0.2))

  let maskSize = Size(width: 200, height: 64)
  let mask = MaskButton(
    content: MaskContent(text: "LIVE"),
    paint: try! .gradient([Color(rgb: 0xff5f6d), Color(rgb: 0xffc371)], angle: 45),
    measurer: try! PangoTextMeasurer())
  sceneBenchmark("MaskButton.scene, layout remembered", at: 0) { mask.scene(in: maskSize, at: $0) }
  renderBenchmark(
    "MaskButton Cairo render, layer drawn afresh (text layout)", scene: mask.scene(in: maskSize, at: 0))
  renderBenchmark(
    "MaskButton Cairo render, unchanged redraw (cached composite)", scene: mask.scene(in: maskSize, at: 0),
    cache: RenderCache())
}
