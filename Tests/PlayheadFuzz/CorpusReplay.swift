import Foundation
import FuzzTargets

/// The fuzz targets without libFuzzer: `PlayheadFuzz replay CORPUS [TARGET…]` reads every seed
/// of the targets (all when none is named) through its parser, as the fuzzer would, and says how
/// many; a seed that breaks a parser stops it as a crash does. `PlayheadFuzz seeds CORPUS` writes
/// the seeds made by Playhead's own writers (`GeneratedSeeds`).
enum CorpusReplay {
  /// Runs the command `arguments` give; returns the exit status.
  static func run(_ arguments: [String]) throws -> Int32 {
    guard arguments.count >= 2, let corpus = arguments.dropFirst().first.map(URL.init(fileURLWithPath:))
    else {
      return usage()
    }
    switch arguments[0] {
    case "replay":
      let names = arguments.dropFirst(2)
      let targets = try names.isEmpty ? FuzzTarget.allCases : names.map(target(named:))
      for target in targets {
        let seeds = try files(in: target.seeds(in: corpus))
        for seed in seeds { target.run(Array(try Data(contentsOf: seed))) }
        print("\(target.rawValue): \(seeds.count) seeds read")
      }
      return 0
    case "seeds":
      try GeneratedSeeds.write(into: corpus)
      return 0
    default:
      return usage()
    }
  }

  /// The target `name` names.
  private static func target(named name: String) throws -> FuzzTarget {
    guard let target = FuzzTarget(rawValue: name) else {
      throw Failure(description: "no fuzz target \(name)")
    }
    return target
  }

  /// The files in `folder`, by name.
  private static func files(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { !$0.hasDirectoryPath }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  private static func usage() -> Int32 {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: " ")
    FileHandle.standardError.write(
      Data(
        "usage: PlayheadFuzz replay CORPUS [TARGET…] | PlayheadFuzz seeds CORPUS\ntargets: \(names)\n".utf8))
    return 2
  }

  /// A failure said on stderr.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }
}
