import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// Adaptive streams FFmpeg made, served by the fault server: their variants, renditions, and the
/// choice between them, by hand and as the network allows. Time limits are hang guards only.
extension RealEngineTests {
  @MainActor @Suite(.serialized) struct AdaptiveEngineTests {
    @Test func anHLSStreamListsItsVariantsAndRenditionsAndSwitchesSound() async throws {
      let (probe, server, info) = try await loaded({ try MediaFixtures.hlsVariants() })
      #expect(info.variants.map(\.height) == [720, 360], "\(info.variants)")
      #expect(info.variants.map(\.bandwidth) == info.variants.map(\.bandwidth).sorted(by: >))
      #expect(info.audioTracks.map(\.language) == ["English", "French"], "\(info.audioTracks)")
      #expect(info.subtitleTracks.map(\.title) == ["English"], "\(info.subtitleTracks)")
      probe.engine.play()
      _ = try await probe.wait("playing") { $0 == .playing(true) }
      // Playing, the switch is asked of playbin3 at once: only its word that the French stream
      // plays describes it as chosen.
      probe.engine.selectAudioTrack(1)
      _ = try await probe.wait("the French sound chosen") { event in
        if case .loaded(let info) = event { info.audioTrack == 1 } else { false }
      }
      withExtendedLifetime(server) { probe.engine.stop() }
    }

    /// Over a server slower than the high variant's rate, Auto goes down to the one that fits.
    @Test func autoGoesDownWhereTheNetworkIsSlow() async throws {
      let (probe, server, _) = try await loaded({ try MediaFixtures.hlsVariants() }, over: "slow")
      probe.engine.play()
      _ = try await probe.wait("the 360p variant shown", seconds: 60) { event in
        if case .loaded(let info) = event { info.variant?.height == 360 } else { false }
      }
      withExtendedLifetime(server) { probe.engine.stop() }
    }

    /// The stream `make` writes, served with `fault` by the fault server and loaded: the engine's
    /// probe, the server, and what the engine found.
    private func loaded(_ make: @escaping @Sendable () throws -> URL, over fault: String = "ok") async throws
      -> (EngineProbe, FaultServer, MediaInfo)
    {
      let manifest = try await MediaFixtures.offMainActor(make)
      let server = try FaultServer(folder: MediaFixtures.folder)
      let probe = EngineProbe()
      return (probe, server, try await probe.load(server.url(fault, manifest)))
    }

    /// A 40 s stream of two variants played over the fault server's `/throttle/`, once it plays:
    /// the engine's probe, the server, and the stream's multivariant playlist.
    private func playingOverTheThrottle(seconds: Int = 40) async throws -> (EngineProbe, FaultServer, URL) {
      let master = try await MediaFixtures.offMainActor { try MediaFixtures.hlsVariants(seconds: seconds) }
      let (probe, server, _) = try await loaded({ master }, over: "throttle")
      probe.engine.play()
      _ = try await probe.wait("playing") { $0 == .playing(true) }
      return (probe, server, master)
    }

    /// Throughput falls under the high variant's rate mid-stream (the server's limit changed as it
    /// plays): Auto goes down to the variant that fits (the demuxer asks for the 360p segments)
    /// without a stall; the limit lifted, it goes back up (it asks for the 720p ones again). How
    /// soon, in segments, is `make bench`'s figure; that the pictures follow, the slow server's
    /// test shows. The stream is long enough that a busy machine, slow to measure, has not fetched
    /// it all at 360p before the limit lifts.
    @Test func autoFollowsTheThroughputDownAndBackUp() async throws {
      let (probe, server, _) = try await playingOverTheThrottle(seconds: 120)
      probe.events = []
      let asked = { (variant: String, after: Int) in
        server.requests.dropFirst(after).contains { $0.hasSuffix(".ts") && $0.contains("/\(variant)_") }
      }
      var before = server.requests.count
      // 1.3 Mb/s: under the 720p variant's 2.8, over the 360p one's 0.7.
      server.throttle(bytesPerSecond: 160_000)
      _ = try await poll("the 360p segments asked for", seconds: 60) { asked("s1", before) ? true : nil }
      before = server.requests.count
      server.throttle(bytesPerSecond: 0)
      _ = try await poll("the 720p segments asked for again", seconds: 60) {
        asked("s0", before) ? true : nil
      }
      #expect(!probe.events.contains(.buffering(percent: 0)), "no stall: \(probe.events)")
      probe.engine.stop()
    }

    /// The high variant's segments start to fail mid-stream (403, then 404 for a variant that is
    /// gone): playback goes on in the variant that is left, and does not end.
    @Test(arguments: [403, 404])
    func aVariantWhoseSegmentsFailGivesWayToAnother(status: Int) async throws {
      let (probe, server, master) = try await playingOverTheThrottle()
      let folder = master.deletingLastPathComponent().lastPathComponent
      server.block("\(folder)/s0_", status: status)
      _ = try await probe.wait("the 360p variant shown", seconds: 60) { event in
        if case .loaded(let info) = event { info.variant?.height == 360 } else { false }
      }
      _ = try await poll("playing on past 16 s", seconds: 60, state: "\(probe.events)") {
        (probe.engine.position ?? 0) > 16 ? true : nil
      }
      #expect(!probe.events.contains { if case .failed = $0 { true } else { false } }, "\(probe.events)")
      probe.engine.stop()
    }

    /// A variant chosen by hand is the one shown, over a fast server where Auto keeps the high one.
    @Test func aVariantChosenIsTheOneShown() async throws {
      let (probe, server, info) = try await loaded({ try MediaFixtures.hlsVariants() })
      let low = try #require(info.variants.last)
      probe.engine.play()
      probe.engine.chooseVariant(low)
      _ = try await probe.wait("the chosen variant shown") { event in
        if case .loaded(let info) = event { info.variant == low } else { false }
      }
      withExtendedLifetime(server) { probe.engine.stop() }
    }

    /// A keyframe seek lands near where it was asked, the picture and the position together, in
    /// an HLS stream and a DASH one (the demuxers snap to a fragment's start otherwise: at 9 s,
    /// hlsdemux2 went to 0 s and GStreamer's older hlsdemux showed 10.7 s at a position of 8 s).
    @Test(arguments: ["hls", "dash"])
    func aKeyframeSeekShowsThePictureAtThePosition(format: String) async throws {
      let (probe, server, _) = try await loaded({
        try format == "hls" ? MediaFixtures.hlsVariants() : MediaFixtures.dashVariants()
      })
      probe.engine.seek(to: 9, precision: .keyframe)
      _ = try await probe.wait("the seek landed") { $0 == .seekFinished }
      let frame = try await probe.frame(near: 9, tolerance: 1)
      let position = try #require(probe.engine.position)
      #expect(
        abs(position - 9) <= 1 && abs((frame.time ?? -1) - position) < 0.1,
        "at \(position), \(frame.time ?? -1)")
      withExtendedLifetime(server) { probe.engine.stop() }
    }

    @Test func aDASHManifestListsItsVariants() async throws {
      let (probe, server, info) = try await loaded({ try MediaFixtures.dashVariants() })
      #expect(info.variants.map(\.height) == [720, 360], "\(info.variants)")
      #expect(abs((info.duration ?? 0) - 12) < 0.2 && info.isSeekable)
      withExtendedLifetime(server) { probe.engine.stop() }
    }
  }
}
