import Foundation
import LeakCount
import PlayheadFixtures

/// `make sanitize`: every input of the bad-input corpus, then open/close cycles over a hundred
/// of them, checked by AddressSanitizer (the build) and GStreamer's leaks tracer (started here);
/// and its short form for `make test`, over the ordinary films.
@MainActor
enum SanitizeRun {
  /// Runs the corpus and `cycles` cycles; prints what went wrong; `true` when nothing did.
  static func run(cycles: Int) async -> Bool {
    defer { try? FileManager.default.removeItem(at: LiveObjects.log) }
    guard LiveObjects.tracerStarts() else { return false }
    let corpus: BadInputCorpus
    do {
      corpus = try BadInputCorpus()
    } catch {
      print("could not make the bad-input corpus: \(error)")
      return false
    }
    defer { corpus.remove() }
    let started = Date()
    let outcomes = await InputTrial.run(corpus.cases.map(\.url), concurrency: 3)
    let wrong = zip(corpus.cases, outcomes).compactMap { item, outcome in item.fault(of: outcome) }
    print("corpus: \(corpus.cases.count) inputs, \(wrong.count) wrong, \(seconds(since: started))")
    for line in wrong { print("  \(line)") }

    // The corpus loaded every plugin and filled GStreamer's caches: what is alive now stays.
    let inputs = stride(from: 0, to: corpus.cases.count, by: max(corpus.cases.count / cycles, 1)).map {
      corpus.cases[$0].url
    }
    return await leaksNothing(cycling: inputs, cycles: cycles) && wrong.isEmpty
  }

  /// `EngineSoak leaks CYCLES`, the short form `make test` runs: each of FFmpeg's and
  /// GStreamer's ordinary films opened once (loading the plugins), then CYCLES open, play, seek
  /// and close cycles over them, after which no GStreamer object may be alive that was not alive
  /// before them.
  static func runShort(cycles: Int) async -> Bool {
    defer { try? FileManager.default.removeItem(at: LiveObjects.log) }
    guard LiveObjects.tracerStarts() else { return false }
    let inputs: [URL]
    do {
      inputs = try OrdinaryFile.all.map { try $0.url() }
    } catch {
      print("could not make the ordinary films: \(error)")
      return false
    }
    for input in inputs { _ = await InputTrial.run(input) }
    return await leaksNothing(cycling: inputs, cycles: cycles)
  }

  /// Runs `cycles` trials over `inputs` in turn and prints how many objects each type has more
  /// alive after them than before; `true` when none has.
  private static func leaksNothing(cycling inputs: [URL], cycles: Int) async -> Bool {
    guard !inputs.isEmpty, let before = await LiveObjects.settled(atMost: nil) else { return false }
    let cycling = Date()
    for cycle in 0..<cycles { _ = await InputTrial.run(inputs[cycle % inputs.count]) }
    guard let after = await LiveObjects.settled(atMost: before) else { return false }
    let growth = after.growth(since: before)
    print(
      "cycles: \(cycles) open/close cycles, \(growth.values.reduce(0, +)) objects leaked, \(seconds(since: cycling))"
    )
    for line in after.growthLines(since: before) { print(line) }
    return growth.isEmpty
  }

  private static func seconds(since start: Date) -> String {
    String(format: "%.0f s", Date().timeIntervalSince(start))
  }
}
