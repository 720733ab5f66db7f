import Foundation
import PlayheadFixtures
import Testing

/// The fixtures themselves: suites running at once ask for the same media on a fresh machine.
@Suite struct MediaFixturesTests {
  @Test func twoTestsMakingTheSameFixtureAtOnceBothGetIt() async throws {
    let name = "h264-1s-gop1.mp4"
    try? FileManager.default.removeItem(at: MediaFixtures.folder.appendingPathComponent(name))
    async let first = Task.detached { try MediaFixtures.mp4(seconds: 1, keyframeSpacing: 1) }.value
    async let second = Task.detached { try MediaFixtures.mp4(seconds: 1, keyframeSpacing: 1) }.value
    let urls = try await [first, second]
    #expect(urls[0] == urls[1] && urls[0].lastPathComponent == name)
    let size = try FileManager.default.attributesOfItem(atPath: urls[0].path)[.size] as? Int
    #expect((size ?? 0) > 10_000, "a whole second of video, not a fragment: \(size ?? 0) bytes")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: MediaFixtures.folder.path)
      .filter { $0.hasPrefix("partial-") && $0.hasSuffix(name) }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }
}
