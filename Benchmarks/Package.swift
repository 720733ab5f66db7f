// swift-tools-version: 6.1
import PackageDescription

// Playhead's benchmarks, kept apart so the library's own build and tests never compile
// package-benchmark. Run with `make bench` (or `swift package benchmark` in this folder).
let package = Package(
  name: "PlayheadBenchmarks",
  dependencies: [
    .package(name: "Playhead", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "PlayheadBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadCore", package: "Playhead"),
        .product(name: "PlayheadCairo", package: "Playhead"),
      ],
      path: "PlayheadBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The PlayButton's frame against a plain C Cairo program (CairoBaseline), for make bench.
    .executableTarget(
      name: "RenderVersusC",
      dependencies: [
        .product(name: "PlayheadCore", package: "Playhead"),
        .product(name: "PlayheadCairo", package: "Playhead"),
      ],
      path: "RenderVersusC"
    ),
  ],
  swiftLanguageModes: [.v6]
)
