import Foundation
import PlayheadFixtures
import Testing

/// `playhead probe` as a person runs it: what it prints for media whose length a parser only
/// learns once data flows.
@Suite struct ProbeCommandTests {
  /// Runs `playhead probe` on `url` and returns its output, one "name: value" per line.
  private func probe(_ url: URL) throws -> [String: String] {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: PlayerWindowTests.playhead)
    process.arguments = ["probe", url.path]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    return Dictionary(
      text.split(separator: "\n").compactMap { line in
        line.firstRange(of: ": ").map { (String(line[..<$0.lowerBound]), String(line[$0.upperBound...])) }
      }, uniquingKeysWith: { first, _ in first })
  }

  /// A file whose picture no installed plugin decodes, in MP4 and in Matroska: the sound plays,
  /// and `probe` says why there is no picture.
  @Test func aPictureNothingDecodesIsSpokenOf() throws {
    let said = try probe(MediaFixtures.partiallySupported())
    #expect(said["video"] == "none (audio only)")
    #expect(
      said["notice"] == "No decoder for the video codec ‘phzz’ is installed: playing the sound only",
      "\(said)")
    let matroska = try probe(MediaFixtures.partiallySupportedMatroska())
    #expect(matroska["video"] == "none (audio only)")
    #expect(matroska["codecs"] == "Opus")
    #expect(
      matroska["notice"] == "No decoder for this video codec is installed: playing the sound only",
      "\(matroska)")
  }

  /// An MP3 without a Xing header: the duration comes once the parser has read some of it, and
  /// `probe` waits for it and says it is an estimate (within 1 % of the packets' at a constant
  /// bit rate).
  @Test func anMP3WithoutAXingHeaderHasAnEstimatedDuration() throws {
    let url = try MediaFixtures.toneThenNoise(.mp3ConstantWithoutHeader)
    let expected = try MediaFixtures.packetDuration(of: url)
    let said = try probe(url)
    let estimate = try #require(said["duration"], "\(said)")
    #expect(estimate.hasPrefix("about "), "\(estimate)")
    let duration = try #require(Double(estimate.replacingOccurrences(of: "about ", with: "").dropLast(2)))
    #expect(abs(duration - expected) <= expected / 100, "\(duration) s against FFprobe's \(expected) s")
    #expect(said["live"] == "no")
    #expect(said["video"] == "none (audio only)")
  }
}
