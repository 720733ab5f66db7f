import Foundation
import PlayheadFixtures
import Testing

@testable import PlayheadGStreamer

/// The flags a Matroska file sets on its tracks, read from FFmpeg's film.
@Suite struct MatroskaTrackFlagsTests {
  @Test func eachTrackHasItsKindAndFlags() throws {
    let film = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mkv" })
    let tracks = MatroskaTrackFlags.tracks(inFileAt: try film.url())
    #expect(tracks.map(\.type) == [1, 2, 2, 17, 17], "\(tracks)")
    #expect(tracks.map(\.isForced) == [false, false, false, false, true])
    #expect(tracks.map(\.isHearingImpaired) == [false, false, false, true, false])
    #expect(tracks[3].isDefault)
    let mp4 = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mp4" })
    #expect(MatroskaTrackFlags.tracks(inFileAt: try mp4.url()).isEmpty, "no Matroska")
    #expect(MatroskaTrackFlags.tracks(in: [0x1A, 0x45, 0xDF]).isEmpty, "cut short")
  }
}
