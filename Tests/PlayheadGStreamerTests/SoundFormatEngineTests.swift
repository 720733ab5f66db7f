import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

/// Every sound format as FFmpeg writes it lasts as long as its packets say.
extension RealEngineTests {
  @MainActor @Suite struct SoundFormatEngineTests {
    /// 7.2 s of sound in `format`: a duration the file states, or its frames do (MP3 without a
    /// Xing header, read to the end before it is described), is within 1 % of the packets' at
    /// once; an estimate (ADTS AAC) says it is one, once there is one. Sought to 2 s
    /// before the end and played there, elapsed never passes the duration known at the time, and
    /// at the end the duration is exact: the packets' within 1 %, where playback ended.
    @Test(arguments: SoundFormat.allCases)
    func aSoundLastsAsLongAsItsPackets(_ format: SoundFormat) async throws {
      let url = try await MediaFixtures.offMainActor { try MediaFixtures.toneThenNoise(format) }
      let expected = try await MediaFixtures.offMainActor { try MediaFixtures.packetDuration(of: url) }
      let probe = EngineProbe()
      let info = try await probe.load(url)
      if format == .adtsAAC {
        #expect(info.duration == nil || info.isDurationEstimated, "an estimate, or none yet: \(info)")
      } else {
        let duration = try #require(info.duration)
        #expect(abs(duration - expected) <= expected / 100, "duration \(duration) against \(expected)")
        #expect(!info.isDurationEstimated)
      }

      probe.engine.isMuted = true
      probe.engine.seek(to: expected - 2, precision: .accurate)
      try await probe.wait("the seek") { $0 == .seekFinished }
      probe.engine.play()
      var latest = info
      var beyond: [Double] = []
      try await poll("the end", state: "elapsed beyond the duration \(beyond)") {
        for case .loaded(let info) in probe.events { latest = info }
        if let position = probe.engine.position, position > latest.duration ?? .infinity {
          beyond.append(position)
        }
        return probe.events.contains(.endOfStream) ? () : nil
      }
      #expect(beyond.isEmpty, "elapsed beyond the duration: \(beyond)")
      let duration = try #require(latest.duration)
      #expect(!latest.isDurationEstimated, "exact at the end")
      #expect(
        abs(duration - expected) <= expected / 100, "duration \(duration) at the end against \(expected)")
      #expect(abs((probe.engine.position ?? 0) - duration) <= 0.05, "ends at the duration")
      probe.engine.stop()
    }

    /// An MP3's ID3 tags and front cover, and a FLAC's Vorbis comments, reach `MediaInfo`.
    @Test func tagsAndCoverArtAreRead() async throws {
      let probe = EngineProbe()
      let song = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.taggedSong() }).tags
      #expect(
        song.title == "Clair de lune" && song.artist == "Claude Debussy" && song.album == "Suite bergamasque")
      let cover = try #require(song.coverArt)
      #expect(cover.starts(with: [0xFF, 0xD8]), "the JPEG as the file holds it")
      let flac = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.toneThenNoise(.flac) })
        .tags
      #expect(flac.title == "Tone then noise" && flac.artist == nil && flac.coverArt == nil)
      probe.engine.stop()
    }
  }
}
