import Foundation
import PlayheadCore
import PlayheadGStreamer
import Testing

/// Over 500 bad inputs: each ends playing or failed with a kind that tells the truth, and the
/// engine is stopped (its pipeline to NULL) while it plays or right after it failed. A crash
/// here fails the whole run; a hang trips the guard.
@Suite(.serialized) struct BadInputCorpusTests {
  @MainActor
  @Test func everyBadInputEndsPlayingOrFailedTruthfully() async throws {
    let corpus = try BadInputCorpus()
    defer { corpus.remove() }
    #expect(corpus.cases.count >= 500)
    var wrong: [String] = []
    // Three at a time: the engine is the same code on each, and the machine has two cores.
    for start in stride(from: 0, to: corpus.cases.count, by: 3) {
      let items = corpus.cases[start..<min(start + 3, corpus.cases.count)].map(Optional.some) + [nil, nil]
      async let first = Self.run(items[0])
      async let second = Self.run(items[1])
      async let third = Self.run(items[2])
      wrong += await [first, second, third].compactMap { $0 }
    }
    #expect(wrong.isEmpty, "\(wrong.count) of \(corpus.cases.count) cases:\n\(wrong.joined(separator: "\n"))")
  }

  /// Loads `item`, plays it briefly if it loads, stops; returns what was wrong, or `nil`.
  @MainActor
  private static func run(_ item: BadInputCorpus.Case?) async -> String? {
    guard let item else { return nil }
    let probe = EngineProbe()
    defer { probe.engine.stop() }
    probe.engine.load(item.url)
    do {
      let outcome = try await probe.wait("\(item) to load or fail", seconds: 15) {
        if case .loaded = $0 { true } else if case .failed = $0 { true } else { false }
      }
      switch outcome {
      case .failed(let error):
        guard item.kinds.contains(error.kind) else { return "\(item): \(error.kind) (\(error))" }
        guard error.description.contains(item.url.path) else {
          return "\(item): the message names no file: \(error)"
        }
        return nil
      default:
        guard item.mayPlay else { return "\(item): loaded, but it is not media" }
        probe.engine.play()
        let later = try? await probe.wait("\(item) to end or fail", seconds: 0.3) {
          if case .failed = $0 { true } else if $0 == .endOfStream { true } else { false }
        }
        if case .failed(let error) = later, !item.kinds.contains(error.kind) {
          return "\(item): failed while playing as \(error.kind) (\(error))"
        }
        return nil
      }
    } catch {
      return "\(item): \(error)"
    }
  }
}
