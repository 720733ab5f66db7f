import Foundation
import PlayheadCore
import PlayheadFixtures
import Testing

/// Over 500 bad inputs: each ends playing or failed with a kind that tells the truth, and the
/// engine is stopped (its pipeline to NULL) while it plays or right after it failed. A crash
/// here fails the whole run; a hang trips the guard.
@Suite(.serialized) struct BadInputCorpusTests {
  @MainActor
  @Test func everyBadInputEndsPlayingOrFailedTruthfully() async throws {
    let corpus = try await MediaFixtures.offMainActor { try BadInputCorpus() }
    defer { corpus.remove() }
    #expect(corpus.cases.count >= 500)
    // Three at a time: the engine is the same code on each, and the machine has two cores.
    let outcomes = await InputTrial.run(corpus.cases.map(\.url), concurrency: 3)
    let wrong = zip(corpus.cases, outcomes).compactMap { item, outcome in item.fault(of: outcome) }
    #expect(wrong.isEmpty, "\(wrong.count) of \(corpus.cases.count) cases:\n\(wrong.joined(separator: "\n"))")
  }
}
