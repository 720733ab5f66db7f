import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

extension RealEngineTests.OrdinaryFileEngineTests {
  /// FFmpeg's film with its second sound and subtitle streams made the defaults (as people mark
  /// a dub or a commentary), in Matroska and in MP4.
  nonisolated static func filmWithSecondDefaults(_ container: String) throws -> URL {
    let film = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.\(container)" })
    let source = try film.url()
    let name = "second-defaults.\(container)"
    return try MediaFixtures.fixture(name) { partial in
      try MediaFixtures.run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-i", source.path, "-map", "0:v", "-map", "0:a", "-map", "0:s", "-c", "copy",
          "-disposition:a:0", "0", "-disposition:a:1", "default", "-disposition:s:0", "0",
        ] + (container == "mkv" ? ["-disposition:s:1", "default"] : []) + [
          "-f", container == "mkv" ? "matroska" : "mp4", partial.path,
        ], making: name, partial: partial)
    }
  }

  /// The streams a file marks as its defaults are the ones taken, not playbin's first: the
  /// German sound and, in Matroska, the French subtitles; in MP4, whose one subtitle stream is
  /// not enabled, the sound alone.
  @Test(arguments: ["mkv", "mp4"])
  func theFilesDefaultStreamsAreTaken(_ container: String) async throws {
    let film = try await MediaFixtures.offMainActor { try Self.filmWithSecondDefaults(container) }
    let probe = EngineProbe()
    let info = try await probe.load(film)
    #expect(info.audioTrack == 1, "\(info.audioTracks)")
    #expect(info.audioTracks.map(\.isDefault) == [false, true])
    if container == "mkv" { #expect(info.subtitleTrack == 1, "\(info.subtitleTracks)") }
    probe.engine.isMuted = true
    probe.engine.play()
    try await poll("playing", state: "at \(probe.engine.position ?? -1)") {
      (probe.engine.position ?? 0) >= 1 ? () : nil
    }
    if container == "mkv" {
      // The French line, 25 s in, is read: the French subtitles are the ones taken.
      probe.engine.seek(to: 25.5, precision: .accurate)
      try await poll("the French line", state: "\(probe.engine.subtitleCues.cues)") {
        probe.engine.subtitleCues.shown(at: 25.5).contains { $0.markup.contains("Bonjour") } ? () : nil
      }
    }
    probe.engine.stop()
  }
}
