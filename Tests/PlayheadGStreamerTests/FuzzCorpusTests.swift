import Foundation
import FuzzTargets
import Testing

/// The seed corpus of `make fuzz` (Tests/FuzzCorpus), read through every fuzz target as the
/// fuzzer reads it: each parser takes every seed, and inputs that once broke one (kept there)
/// break none now.
struct FuzzCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FuzzCorpus", isDirectory: true)

  @Test(arguments: FuzzTarget.allCases)
  func everySeedReadsThroughItsParser(_ target: FuzzTarget) throws {
    let seeds = try FileManager.default.contentsOfDirectory(
      at: target.seeds(in: Self.corpus), includingPropertiesForKeys: nil)
    #expect(seeds.count >= 2, "\(target.rawValue) has \(seeds.count) seeds")
    for seed in seeds { target.run(Array(try Data(contentsOf: seed))) }
  }
}
