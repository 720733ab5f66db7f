import Foundation
import PlayheadFixtures

/// `make fuzz`: the bad-input corpus's sources mutated at random, tried in batches by a child
/// process (`EngineSoak try`) so that a crash or a hang costs one child, not the run. An input
/// that crashes the child, or that it stops answering on, is kept with a note of how it was made.
struct FuzzRun {
  /// How long to go on making inputs.
  let minutes: Double
  /// Where inputs that crash or hang are kept.
  let folder: URL
  /// The random seed: the same seed makes the same inputs.
  let seed: UInt64

  /// Inputs one child tries.
  private static let batchSize = 16
  /// How long a child may go without starting its next input before it counts as hung (a hang
  /// guard: a trial's own waits are bounded by 15 s).
  private static let hangGuard = 45.0

  /// Runs until the time is up; prints a summary; `true` when nothing crashed or hung.
  func run() -> Bool {
    let sources: [URL]
    do {
      sources = try MediaFixtures.corpusSources()
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    } catch {
      print("could not make the fixtures: \(error)")
      return false
    }
    defer { try? FileManager.default.removeItem(at: work) }
    print(
      "seed \(seed): mutating \(sources.count) fixtures for \(minutes) min; bad inputs go to \(folder.path)")
    var random = SeededRandom(seed: seed)
    let deadline = Date().addingTimeInterval(minutes * 60)
    var tried = 0
    var kept = 0
    while Date() < deadline {
      var notes: [String: String] = [:]
      let batch = (0..<Self.batchSize).compactMap { index -> URL? in
        let source = sources[Int(random.next() % UInt64(sources.count))]
        guard let data = try? Data(contentsOf: source) else { return nil }
        let (mutated, mutations) = Mutation.random(of: data, &random)
        let url = work.appendingPathComponent("\(tried + index).\(source.pathExtension)")
        guard (try? mutated.write(to: url)) != nil else { return nil }
        notes[url.path] =
          "seed \(seed), input \(tried + index): \(source.lastPathComponent) with \(mutations.map { "\($0)" }.joined(separator: ", "))"
        return url
      }
      let report = BatchRun(inputs: batch, hangGuard: Self.hangGuard).run()
      tried += report.tried
      for (url, what) in report.problems {
        kept += 1
        keep(url, what: what, note: notes[url.path] ?? "", log: report.log)
      }
    }
    print("fuzz: \(tried) inputs tried, \(kept) kept as crashing or hanging")
    return kept == 0
  }

  private var work: URL { folder.appendingPathComponent("work-\(getpid())") }

  /// Copies `url` into the folder as `what-N.ext` with a `.txt` beside it saying how it was made
  /// and what the child wrote last.
  private func keep(_ url: URL, what: String, note: String, log: String) {
    let name = "\(what)-\(seed)-\(url.deletingPathExtension().lastPathComponent)"
    let kept = folder.appendingPathComponent(name).appendingPathExtension(url.pathExtension)
    try? FileManager.default.copyItem(at: url, to: kept)
    let text = "\(what): \(note)\n\nthe child's last words:\n\(log.suffix(4000))\n"
    try? Data(text.utf8).write(to: folder.appendingPathComponent(name).appendingPathExtension("txt"))
    print("\(what): \(kept.path) (\(note))")
  }

  /// The child: tries each file, printing `trying PATH` before and `done PATH` or `hang PATH`
  /// after; `true` unless one hung.
  @MainActor
  static func tryEach(_ urls: [URL]) async -> Bool {
    var hung = false
    for url in urls {
      say("trying \(url.path)")
      if case .noAnswer(let what) = await InputTrial.run(url) {
        say("hang \(url.path): \(what)")
        hung = true
      } else {
        say("done \(url.path)")
      }
    }
    return !hung
  }

  /// Writes `line` to standard output at once (unbuffered: the parent reads it after a crash).
  private static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
