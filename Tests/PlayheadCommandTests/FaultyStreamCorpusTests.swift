import Foundation
import PlayheadFixtures
import Testing

/// Adaptive streams' faults, played headless as a person would over the fault server: each ends
/// in a clear state said in words, playing on where it can. The companion of the bad-input
/// corpus's broken files (`BadInputCorpusTests`).
@Suite(.serialized) struct FaultyStreamCorpusTests {
  /// The 40 s two-variant HLS stream over `/throttle/`, playing headless for `seconds`, with the
  /// server's rate at `rate` bytes a second (a little above the high variant's: the demuxer
  /// fetches about as it plays, so faults come to segments not fetched yet).
  private func playingVariants(for seconds: Int, rate: Int = 500_000) throws -> (
    HeadlessRun, FaultServer, String
  ) {
    let master = try MediaFixtures.hlsVariants(seconds: 40)
    let server = try FaultServer(folder: MediaFixtures.folder)
    server.throttle(bytesPerSecond: rate)
    let run = try HeadlessRun(server.url("throttle", master), ["--for", "\(seconds)"])
    try run.waitFor("Quality: Auto")
    return (run, server, master.deletingLastPathComponent().lastPathComponent)
  }

  /// The high variant's segments refused (403) or gone (404), or the whole variant gone, its
  /// playlist too: playback goes on in the variant left, saying so, to the time asked for.
  @Test(arguments: [("s0_", 403), ("s0_", 404), ("s0", 404)])
  func aFailingVariantGivesWayAndPlaybackGoesOn(prefix: String, status: Int) throws {
    let (run, server, folder) = try playingVariants(for: 16)
    server.block("\(folder)/\(prefix)", status: status)
    try run.waitForTheEnd()
    #expect(run.status == 0 && run.lines.contains { $0.hasPrefix("Stopped at ") }, "\(run.said)")
    #expect(run.lines.contains { $0.hasPrefix("Quality: 360p") }, "\(run.said)")
  }

  /// The server slows to a crawl, below the lowest variant's rate: playback stalls and says so;
  /// the rate back, it resumes and says so.
  @Test func aCrawlStallsAndResumes() throws {
    let (run, server, _) = try playingVariants(for: 20)
    server.throttle(bytesPerSecond: 16_000)
    try run.waitFor("Stalled at ")
    server.throttle(bytesPerSecond: 0)
    try run.waitFor("Resumed at ")
    try run.waitForTheEnd()
    #expect(run.status == 0 && run.lines.contains { $0.hasPrefix("Stopped at ") }, "\(run.said)")
  }

  /// The server goes away mid-stream (every request refused, 503), and comes back: playback
  /// stalls, reconnects, and goes on from where it was.
  @Test func aServerThatGoesAwayAndComesBackIsReconnected() throws {
    let (run, server, folder) = try playingVariants(for: 20)
    server.block("\(folder)/", status: 503)
    try run.waitFor("Stalled at ")
    Thread.sleep(forTimeInterval: 2)
    server.block("\(folder)/", status: nil)
    try run.waitFor("Resumed at ")
    try run.waitForTheEnd()
    #expect(run.status == 0 && run.lines.contains { $0.hasPrefix("Stopped at ") }, "\(run.said)")
  }

  /// A DASH manifest whose segments have a timescale of 0, or a length of 0 (values GStreamer
  /// 1.22's dashdemux2 divides by, or asserts on, ending the program): it fails, saying why.
  @Test(arguments: [
    ("timescale=\"12800\"", "timescale=\"0\"", "a segment timescale of 0"),
    ("d=\"25600\"", "d=\"0\"", "a segment length of 0"),
  ])
  func aDASHManifestTheDemuxerCannotTakeFailsSayingWhy(written: String, flawed: String, said: String) throws {
    let manifest = try MediaFixtures.dashVariants()
    let broken = manifest.deletingLastPathComponent().appendingPathComponent("flawed-\(said.count).mpd")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    #expect(text.contains(written), "FFmpeg's manifest writes \(written)")
    try text.replacingOccurrences(of: written, with: flawed).write(
      to: broken, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: broken) }
    let server = try FaultServer(folder: MediaFixtures.folder)
    let run = try HeadlessRun(server.url("ok", broken))
    try run.waitForTheEnd()
    #expect(run.status == 1, "\(run.said)")
    #expect(run.said.contains("is damaged or truncated (its manifest gives \(said), which"), "\(run.said)")
  }

  /// A live stream whose broadcast ends without saying so (FFmpeg killed, the playlist left
  /// without an end), and one whose playlist is gone (404): once the player has waited, it says
  /// the stream stopped, and how, and exits 1, rather than wait for ever.
  @Test(arguments: [true, false])
  func aLiveStreamThatStopsIsSaidToHaveStopped(playlistGone: Bool) async throws {
    let stream = try await LiveHLSStream(window: 6)
    defer { stream.stop() }
    let server = try FaultServer(folder: MediaFixtures.folder)
    let run = try HeadlessRun(server.url("throttle", stream.playlist))
    try run.waitFor("Loaded ")
    if playlistGone {
      server.block(stream.playlist.deletingLastPathComponent().lastPathComponent, status: 404)
    } else {
      stream.freeze()
    }
    try run.waitForTheEnd()
    #expect(run.status == 1)
    let how =
      playlistGone
      ? "its playlist can no longer be fetched" : "its playlist no longer grows: no new segment for "
    #expect(run.lines.last?.contains(": is a live stream that stopped (\(how)") == true, "\(run.said)")
  }
}
