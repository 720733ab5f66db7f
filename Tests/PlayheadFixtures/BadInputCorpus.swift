import Foundation
import PlayheadCore

/// A deterministic corpus of bad inputs, made at test time from `MediaFixtures.corpusSources()`:
/// every container truncated at many points and with bytes flipped in its header and middle;
/// empty files and random bytes with media names; a folder, a FIFO, a device, a dangling
/// symlink and a huge sparse file. Each case says which outcomes are right for it.
package struct BadInputCorpus: Sendable {
  /// One input and the outcomes allowed for it.
  package struct Case: CustomStringConvertible, Sendable {
    package let url: URL
    /// Whether playing it is right (damage the decoders can play through).
    package let mayPlay: Bool
    /// The failure kinds that tell the truth about it.
    package let kinds: Set<MediaError.Kind>

    /// The file's name.
    package var description: String { url.lastPathComponent }

    /// What is wrong with `outcome` for this input, or `nil` when it tells the truth.
    package func fault(of outcome: InputTrial.Outcome) -> String? {
      switch outcome {
      case .failed(let error):
        guard kinds.contains(error.kind) else { return "\(self): \(error.kind) (\(error))" }
        guard error.description.contains(url.path) else {
          return "\(self): the message names no file: \(error)"
        }
        return nil
      case .played:
        return mayPlay ? nil : "\(self): loaded, but it is not media"
      case .noAnswer(let what):
        return "\(self): \(what)"
      }
    }
  }

  /// What damaged media may honestly fail as.
  package static let damageKinds: Set<MediaError.Kind> = [
    .corrupt, .notMedia, .unsupportedCodec, .noPlayableStream,
  ]

  /// Every case, in a fixed order.
  package let cases: [Case]
  /// The folder the corpus is written in.
  package let folder: URL

  /// Writes the corpus into a new folder under the fixtures.
  package init() throws {
    folder = MediaFixtures.folder.appendingPathComponent("corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var cases: [Case] = []
    var random = SeededRandom(seed: 12)
    for source in try MediaFixtures.corpusSources() {
      let data = try Data(contentsOf: source)
      // Named after its source, so two sources of one extension (PCM and ADPCM WAV) keep apart.
      let ext = "\(source.deletingPathExtension().lastPathComponent).\(source.pathExtension)"
      let cuts =
        [16, 64, 256, 1024, 4096]
        + [1, 3, 5, 10, 15, 20, 25, 33, 40, 50, 60, 66, 75, 90, 99].map { data.count * $0 / 100 }
      for cut in cuts {
        cases.append(
          try Self.write(folder, data.prefix(cut), "cut\(cut).\(ext)", mayPlay: true, kinds: Self.damageKinds)
        )
      }
      for offset in [0, 2, 4, 7, 8, 11, 12, 16, 20, 24, 32, 40, 48, 64, 100] {
        var flipped = data
        flipped[offset] ^= 0xFF
        cases.append(
          try Self.write(folder, flipped, "head\(offset).\(ext)", mayPlay: true, kinds: Self.damageKinds))
      }
      for percent in stride(from: 20, through: 92, by: 4) {
        var flipped = data
        let start = data.count * percent / 100
        for index in start..<min(start + 256, data.count) { flipped[index] ^= UInt8(random.next() & 0xFF) }
        cases.append(
          try Self.write(folder, flipped, "middle\(percent).\(ext)", mayPlay: true, kinds: Self.damageKinds))
      }
      cases.append(
        try Self.write(folder, Data(), "empty.\(ext)", mayPlay: false, kinds: [.notMedia, .corrupt]))
      for seed in 0..<10 {
        // Random bytes can look like subtitle text to GStreamer's type finder: no playable stream.
        let bytes = Data((0..<(4096 << (seed % 6))).map { _ in UInt8(random.next() & 0xFF) })
        cases.append(
          try Self.write(
            folder, bytes, "random\(seed).\(ext)", mayPlay: false,
            kinds: [.notMedia, .corrupt, .noPlayableStream]))
      }
    }
    cases += try Self.specialFiles(in: folder)
    self.cases = cases
  }

  private static func write(
    _ folder: URL, _ data: Data, _ name: String, mayPlay: Bool, kinds: Set<MediaError.Kind>
  ) throws -> Case {
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return Case(url: url, mayPlay: mayPlay, kinds: kinds)
  }

  /// Inputs that are not media files at all.
  private static func specialFiles(in folder: URL) throws -> [Case] {
    let fifo = folder.appendingPathComponent("pipe.mp4")
    guard mkfifo(fifo.path, 0o600) == 0 else { throw MediaFixtures.Failure(description: "mkfifo failed") }
    let dangling = folder.appendingPathComponent("dangling.mp4")
    try FileManager.default.createSymbolicLink(
      atPath: dangling.path, withDestinationPath: folder.appendingPathComponent("gone.mp4").path)
    let sparse = folder.appendingPathComponent("sparse.mkv")
    _ = FileManager.default.createFile(atPath: sparse.path, contents: nil)
    guard truncate(sparse.path, 64 << 30) == 0 else {
      throw MediaFixtures.Failure(description: "truncate failed")
    }
    return [
      Case(url: folder, mayPlay: false, kinds: [.notAFile]),
      Case(url: fifo, mayPlay: false, kinds: [.notAFile]),
      Case(url: URL(fileURLWithPath: "/dev/zero"), mayPlay: false, kinds: [.notAFile]),
      Case(url: dangling, mayPlay: false, kinds: [.notFound]),
      Case(url: folder.appendingPathComponent("missing.webm"), mayPlay: false, kinds: [.notFound]),
      Case(url: sparse, mayPlay: false, kinds: [.notMedia, .corrupt]),
    ]
  }

  /// Removes the corpus.
  package func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
