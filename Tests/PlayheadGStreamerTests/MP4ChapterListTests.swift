import Foundation
import PlayheadCore
import PlayheadFixtures
import Testing

@testable import PlayheadGStreamer

/// Nero's `chpl` atom, as FFmpeg writes it into MP4 and MOV files, QuickTime chapter tracks, and
/// a track's `name` atom.
@Suite struct MP4ChapterListTests {
  /// A version-1 list of two chapters, the second at 5 s, read in order; a list cut short keeps
  /// what it holds whole.
  @Test func readsEachStartAndTitle() {
    let list: [UInt8] =
      [1, 0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0, 5] + Array("Intro".utf8)
      + [0, 0, 0, 0, 0x02, 0xFA, 0xF0, 0x80, 3] + Array("End".utf8)
    #expect(
      MP4ChapterList.chapters(inList: list) == [
        Chapter(start: 0, title: "Intro"), Chapter(start: 5, title: "End"),
      ])
    #expect(MP4ChapterList.chapters(inList: Array(list.dropLast(2))) == [Chapter(start: 0, title: "Intro")])
    #expect(MP4ChapterList.chapters(inList: []) == [])
  }

  /// FFmpeg's MP4 and MOV hold the three chapters of their metadata file; a Matroska file is no
  /// MP4 and has none of this kind.
  @Test func findsTheChaptersFFmpegWrote() throws {
    for name in ["ordinary-ffmpeg.mp4", "ordinary-ffmpeg.mov"] {
      let file = try #require(OrdinaryFile.all.first { $0.name == name })
      let chapters = MP4ChapterList.chapters(inFileAt: try file.url())
      #expect(chapters.map(\.start) == [0, 10, 20], "\(name)")
      #expect(chapters.map(\.title) == ["Opening", "Middle", "Ending"], "\(name)")
    }
    let matroska = try #require(OrdinaryFile.all.first { $0.name == "ordinary-ffmpeg.mkv" })
    #expect(MP4ChapterList.chapters(inFileAt: try matroska.url()) == [])
  }

  /// Apple's tools write chapters only as a chapter track. FFmpeg's files, with their `chpl`
  /// atom made a `free` one, hold only that track: its three titles at their starts are read.
  @Test func readsAQuickTimeChapterTrack() throws {
    for name in ["ordinary-ffmpeg.mp4", "ordinary-ffmpeg.mov"] {
      let file = try #require(OrdinaryFile.all.first { $0.name == name })
      var bytes = try Data(contentsOf: try file.url())
      let chpl = try #require(bytes.range(of: Data("chpl".utf8)))
      bytes.replaceSubrange(chpl, with: Data("free".utf8))
      let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
        "chapter-track-\(UUID())-\(name)")
      try bytes.write(to: copy)
      defer { try? FileManager.default.removeItem(at: copy) }
      let file2 = try FileHandle(forReadingFrom: copy)
      defer { try? file2.close() }
      let moov = try #require(MP4Atoms.movie(in: file2))
      #expect(MP4ChapterList.chapters(inMovie: moov) == [], "\(name): no list left")
      let chapters = MP4ChapterList.chapters(inFileAt: copy)
      #expect(chapters.map(\.start) == [0, 10, 20], "\(name)")
      #expect(chapters.map(\.title) == ["Opening", "Middle", "Ending"], "\(name)")
    }
  }

  /// A chapter sample's text: UTF-8 after its length, UTF-16 after a byte-order mark, and
  /// nothing when it is empty or cut short.
  @Test func readsAChapterSamplesTitle() {
    #expect(QuickTimeChapterTrack.title(inSample: [0, 5] + Array("Intro".utf8) + [0, 0, 0, 12]) == "Intro")
    #expect(QuickTimeChapterTrack.title(inSample: [0, 8, 0xFE, 0xFF, 0, 0x4B, 0, 0xFC, 0, 0x72]) == "Kür")
    #expect(QuickTimeChapterTrack.title(inSample: [0, 0]) == nil)
    #expect(QuickTimeChapterTrack.title(inSample: [0]) == nil)
  }

  /// A `name` atom's title, with or without a terminating NUL; another atom's bytes are none.
  @Test func readsATracksNameAtom() {
    let atom = { (type: String, text: [UInt8]) in
      Data([0, 0, 0, UInt8(8 + text.count)] + Array(type.utf8) + text)
    }
    #expect(QuickTimeNameAtom.title(in: atom("name", Array("Main mix".utf8))) == "Main mix")
    #expect(QuickTimeNameAtom.title(in: atom("name", Array("Kommentar".utf8) + [0])) == "Kommentar")
    #expect(QuickTimeNameAtom.title(in: atom("hdlr", Array("Sound".utf8))) == nil)
    #expect(QuickTimeNameAtom.title(in: atom("name", [])) == nil)
  }
}

/// Durations GStreamer only estimates, read from the file: MPEG-PS from its packets' timestamps,
/// MP3 without a table of contents from its frames.
@Suite struct ExactDurationScanTests {
  /// FFmpeg's program stream of 190 frames at 25 fps gives its last two frames no timestamp:
  /// they still count, and the film lasts 7.6 s (GStreamer's pack clock says 7.43).
  @Test func aProgramStreamLastsToItsLastPicture() throws {
    let url = try MediaFixtures.fixture("190-frames.mpg") { partial in
      try MediaFixtures.run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=352x288:rate=25", "-f", "lavfi", "-i",
          "sine=duration=7.6", "-frames:v", "190", "-c:v", "mpeg2video", "-c:a", "mp2", "-f", "vob",
          partial.path,
        ], making: "190-frames.mpg", partial: partial)
    }
    let duration = try #require(ProgramStreamTimestamps.duration(ofFileAt: url))
    #expect(abs(duration - 7.6) <= 0.02, "\(duration)")
    #expect(ProgramStreamTimestamps.duration(ofFileAt: try MediaFixtures.toneThenNoise(.mp3Variable)) == nil)
  }

  /// Two packets of one stream a frame apart, the second holding three pictures: the stream ends
  /// three frames after the second's timestamp.
  @Test func picturesWithoutATimestampCount() {
    let packets = [
      ProgramStreamTimestamps.Packet(stream: 0xE0, time: 3600, pictures: 1),
      ProgramStreamTimestamps.Packet(stream: 0xE0, time: 7200, pictures: 2),
      ProgramStreamTimestamps.Packet(stream: 0xE0, time: nil, pictures: 1),
    ]
    #expect(
      ProgramStreamTimestamps.duration(head: packets, tail: packets) == Double(7200 + 3 * 3600 - 3600)
        / 90_000)
  }

  /// A variable bit rate MP3 without a Xing header lasts as long as FFprobe's packets, within 1 %.
  @Test func anMP3LastsAsLongAsItsFrames() throws {
    let url = try MediaFixtures.toneThenNoise(.mp3VariableWithoutHeader)
    let expected = try MediaFixtures.packetDuration(of: url)
    let duration = try #require(MPEGAudioFrames.duration(ofFileAt: url))
    #expect(abs(duration - expected) <= expected / 100, "\(duration) against \(expected)")
    #expect(MPEGAudioFrames.duration(ofFileAt: try MediaFixtures.toneThenNoise(.flac)) == nil)
  }
}
