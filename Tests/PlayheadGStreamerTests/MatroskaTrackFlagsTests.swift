import Foundation
import PlayheadFixtures
import Testing

@testable import PlayheadGStreamer

/// The flags Matroska and MP4 files set on their tracks, read from FFmpeg's films, the default
/// stream they name, and the subtitle formats GStreamer names vaguely.
@Suite struct MatroskaTrackFlagsTests {
  @Test func eachTrackHasItsKindAndFlags() throws {
    let film = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mkv" })
    let tracks = MatroskaTrackFlags.tracks(inFileAt: try film.url())
    #expect(tracks.map(\.kind) == [.video, .audio, .audio, .subtitles, .subtitles], "\(tracks)")
    #expect(tracks.map(\.isForced) == [false, false, false, false, true])
    #expect(tracks.map(\.isHearingImpaired) == [false, false, false, true, false])
    #expect(tracks[3].isDefault)
    // S_TEXT/UTF8 is SubRip (GStreamer: "Timed Text"); S_TEXT/ASS GStreamer names itself.
    #expect(tracks.map(\.formatName) == [nil, nil, nil, "SubRip", nil])
    let mp4 = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mp4" })
    #expect(MatroskaTrackFlags.tracks(inFileAt: try mp4.url()).isEmpty, "no Matroska")
    #expect(MatroskaTrackFlags.tracks(in: [0x1A, 0x45, 0xDF]).isEmpty, "cut short")
  }

  /// FFmpeg's MP4 sets the "enabled" flag on each kind's default track: the first sound stream
  /// and the subtitles; its QuickTime chapter track is no stream and is left out.
  @Test func anMP4sEnabledTracksAreItsDefaults() throws {
    let film = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mp4" })
    let tracks = MP4TrackFlags.tracks(inFileAt: try film.url())
    #expect(tracks.map(\.kind) == [.video, .audio, .audio, .subtitles], "\(tracks)")
    #expect(tracks.map(\.isDefault) == [true, true, false, true], "\(tracks)")
    let matroska = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mkv" })
    #expect(MP4TrackFlags.tracks(inFileAt: try matroska.url()).isEmpty, "no MP4")
  }

  /// The default of a kind is the first flagged so, when the file flags some and not others.
  @Test func theDefaultIsTheTrackFlaggedAmongOthersThatAreNot() {
    let track = { (kind: TrackFlags.Kind, isDefault: Bool) in
      TrackFlags(kind: kind, isDefault: isDefault, isForced: false, isHearingImpaired: false)
    }
    let tracks = [
      track(.audio, false), track(.audio, true), track(.subtitles, true), track(.subtitles, true),
    ]
    #expect(TrackFlags.defaultIndex(of: .audio, in: tracks) == 1)
    #expect(TrackFlags.defaultIndex(of: .subtitles, in: tracks) == nil, "all flagged: nothing said")
    #expect(TrackFlags.defaultIndex(of: .video, in: tracks) == nil, "none of the kind")
    #expect(TrackFlags.defaultIndex(of: .audio, in: [track(.audio, false), track(.audio, false)]) == nil)
  }
}
