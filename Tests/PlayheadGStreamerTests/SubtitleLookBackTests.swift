import Foundation
import PlayheadFixtures
import Testing

@testable import PlayheadGStreamer

/// Which demuxer reads a file's subtitles back, by its first bytes, for the containers made by
/// FFmpeg here.
@Suite struct SubtitleLookBackTests {
  @Test func eachContainerGetsItsDemuxer() throws {
    let files: [(URL, String?)] = [
      (try MediaFixtures.longCueFilm("webm"), "matroskademux"),
      (try MediaFixtures.longCueFilm("mp4"), "qtdemux"),
      (try MediaFixtures.longCueFilm("ts"), "tsdemux"),
      (try MediaFixtures.filmWithBitmapSubtitles(.pgsTransportStream), "tsdemux"),
      (try MediaFixtures.taggedSong(), nil),
    ]
    for (file, demuxer) in files {
      #expect(SubtitleLookBack.demuxer(for: file) == demuxer, "\(file.lastPathComponent)")
    }
  }

  @Test func aTransportStreamIsKnownByItsSyncBytes() {
    let packets = { (size: Int, offset: Int) in
      Data((0..<(3 * size + offset)).map { $0 >= offset && ($0 - offset) % size == 0 ? 0x47 : 0 })
    }
    #expect(SubtitleLookBack.isTransportStream(packets(188, 0)))
    #expect(SubtitleLookBack.isTransportStream(packets(192, 4)), "M2TS: a time stamp before each packet")
    #expect(!SubtitleLookBack.isTransportStream(packets(100, 0)))
    #expect(!SubtitleLookBack.isTransportStream(Data([0x47])), "too short to tell")
  }
}
