// swift-tools-version: 6.1
// Playhead: animated media-playback controls and a video player for Swift 6 on Linux.
// Licensed under the Apache License, Version 2.0 (see LICENSE).
import PackageDescription

let package = Package(
  name: "Playhead",
  products: [
    .library(name: "PlayheadCore", targets: ["PlayheadCore"]),
    .library(name: "PlayheadCairo", targets: ["PlayheadCairo"]),
    .library(name: "PlayheadGStreamer", targets: ["PlayheadGStreamer"]),
    .library(name: "PlayheadGTK", targets: ["PlayheadGTK"]),
    .library(name: "PlayheadGettext", targets: ["PlayheadGettext"]),
    .executable(name: "playhead", targets: ["playhead"]),
    .executable(name: "playhead-window", targets: ["playhead-window"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    // `make docs`: DocC for the four libraries.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "PlayheadCore"),
    // GNU gettext, in the C library: the messages in the person's language.
    .systemLibrary(name: "CGettext"),
    .target(name: "PlayheadGettext", dependencies: ["PlayheadCore", "CGettext"]),
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
    ),
    // The SSA/ASS renderer, for subtitles as their authors styled them.
    .systemLibrary(name: "CASS", pkgConfig: "libass", providers: [.apt(["libass-dev"])]),
    // libass's bitmaps blended into a picture, with the wider vector units where the machine has them.
    .target(name: "CMaskBlending"),
    .target(name: "PlayheadCairo", dependencies: ["PlayheadCore", "CCairo", "CASS", "CMaskBlending"]),
    .systemLibrary(
      name: "CGStreamer",
      pkgConfig: "gstreamer-app-1.0",
      providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]
    ),
    // The encoding detector for subtitle files.
    .systemLibrary(name: "CUchardet", pkgConfig: "uchardet", providers: [.apt(["libuchardet-dev"])]),
    .target(name: "PlayheadGStreamer", dependencies: ["PlayheadCore", "CGStreamer", "CUchardet"]),
    .systemLibrary(name: "CGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "PlayheadGTK",
      dependencies: ["PlayheadCore", "PlayheadCairo", "PlayheadGStreamer", "CGTK"]
    ),
    // An example for app developers: a GTK program of its own embedding the player beside its
    // widgets, with a queue and MPRIS through the player's session (`make test` runs it).
    .executableTarget(
      name: "EmbeddedPlayer",
      dependencies: ["PlayheadCore", "PlayheadGTK", "CGTK"],
      path: "Examples/EmbeddedPlayer"
    ),
    // A scripted media engine and a PGS subtitle writer for the core's tests: no C library.
    .target(name: "PlayheadCoreTesting", dependencies: ["PlayheadCore"]),
    // The image snapshot strategy, over Cairo.
    .target(
      name: "PlayheadTesting",
      dependencies: [
        "PlayheadCore",
        "PlayheadCairo",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .executableTarget(
      name: "playhead",
      dependencies: [
        "PlayheadCore",
        "PlayheadCairo",
        "PlayheadGStreamer",
        "PlayheadGettext",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "playhead-window",
      dependencies: ["PlayheadCore", "PlayheadGStreamer", "PlayheadGTK", "PlayheadGettext"]
    ),
    .testTarget(
      name: "PlayheadCoreTests",
      dependencies: [
        "PlayheadCore",
        "PlayheadCoreTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .target(
      name: "PlayheadFixtures",
      dependencies: ["PlayheadCore", "PlayheadCoreTesting", "PlayheadGStreamer"],
      path: "Tests/PlayheadFixtures",
      exclude: ["Resources"]
    ),
    .testTarget(
      name: "PlayheadGStreamerTests",
      dependencies: ["PlayheadCore", "PlayheadCairo", "PlayheadGStreamer", "PlayheadFixtures", "FuzzTargets"]
    ),
    .executableTarget(
      name: "MainLoopCheck",
      dependencies: ["PlayheadCore", "PlayheadGStreamer", "PlayheadGTK"],
      path: "Tests/MainLoopCheck"
    ),
    .systemLibrary(name: "CGStreamerLeaks", path: "Tests/CGStreamerLeaks", pkgConfig: "gstreamer-1.0"),
    // GStreamer's leaks tracer, counting the objects alive: for the two soaks.
    .target(name: "LeakCount", dependencies: ["CGStreamerLeaks"], path: "Tests/LeakCount"),
    .executableTarget(
      name: "ViewSoak",
      dependencies: ["PlayheadCore", "PlayheadGTK", "PlayheadFixtures", "CGTK", "LeakCount"],
      path: "Tests/ViewSoak"
    ),
    .executableTarget(
      name: "EngineSoak",
      dependencies: ["PlayheadFixtures", "LeakCount"],
      path: "Tests/EngineSoak"
    ),
    // The parsers Playhead wrote itself, as fuzz targets (`make fuzz`), and the program libFuzzer
    // drives them from (built with -sanitize=fuzzer and PLAYHEAD_FUZZER); without libFuzzer it
    // replays the seed corpus, Tests/FuzzCorpus, and writes the seeds its writers make.
    .target(
      name: "FuzzTargets", dependencies: ["PlayheadCore", "PlayheadGStreamer"], path: "Tests/FuzzTargets"),
    .executableTarget(
      name: "PlayheadFuzz",
      dependencies: ["FuzzTargets", "PlayheadCore", "PlayheadCoreTesting"],
      path: "Tests/PlayheadFuzz"
    ),
    .testTarget(
      name: "PlayheadGTKTests",
      dependencies: ["PlayheadCore", "PlayheadCairo", "PlayheadFixtures", "PlayheadGTK"],
      exclude: ["Resources"]
    ),
    // The `playhead` command: its arguments, and the program run as a person runs it (probe,
    // headless playback, snapshots).
    .testTarget(
      name: "PlayheadCommandTests",
      dependencies: [
        "playhead", "PlayheadCore", "PlayheadCairo", "PlayheadFixtures",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "ReadmeTests",
      dependencies: ["PlayheadCore", "PlayheadCairo", "PlayheadGStreamer", "PlayheadGTK"]
    ),
    .testTarget(
      name: "PlayheadCairoTests",
      dependencies: [
        "CCairo",
        "PlayheadCore",
        "PlayheadCairo",
        "PlayheadTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
