import Foundation
import PlayheadFixtures
import Testing

/// `playhead probe` as a person runs it: what it prints for media whose length a parser only
/// learns once data flows.
@Suite struct ProbeCommandTests {
  /// Runs `playhead probe` on `url` and returns its output, one "name: value" per line.
  private func probe(_ url: URL) throws -> [String: String] {
    Dictionary(
      try probeLines(url).compactMap { line in
        line.firstRange(of: ": ").map { (String(line[..<$0.lowerBound]), String(line[$0.upperBound...])) }
      }, uniquingKeysWith: { first, _ in first })
  }

  /// A live HLS stream FFmpeg makes as it plays, over the fault server: live, with its window's
  /// length, seekable in it, no duration.
  @Test func aLiveStreamSaysItIsLiveAndItsWindow() async throws {
    let stream = try await LiveHLSStream(window: 6)
    defer { stream.stop() }
    let server = try FaultServer(folder: MediaFixtures.folder)
    let said = try probe(server.url("ok", stream.playlist))
    #expect(said["live"] == "yes" && said["duration"] == "live", "\(said)")
    #expect(said["live window"]?.hasSuffix(" s") == true && said["seekable"] == "in its window", "\(said)")
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

  /// MP3s without a Xing header, at a constant and at a variable bit rate: the duration comes
  /// from every frame's header, within 1 % of the packets', and is no estimate.
  @Test(arguments: [SoundFormat.mp3ConstantWithoutHeader, .mp3VariableWithoutHeader])
  func anMP3WithoutAXingHeaderIsTimedByItsFrames(_ format: SoundFormat) throws {
    let url = try MediaFixtures.toneThenNoise(format)
    let expected = try MediaFixtures.packetDuration(of: url)
    let said = try probe(url)
    let text = try #require(said["duration"], "\(said)")
    #expect(!text.hasPrefix("about "), "\(text)")
    let duration = try #require(Double(text.dropLast(2)))
    #expect(abs(duration - expected) <= expected / 100, "\(duration) s against FFprobe's \(expected) s")
    #expect(said["live"] == "no")
    #expect(said["video"] == "none (audio only)")
  }
}

/// `playhead probe` on films made by FFmpeg and by GStreamer in every common container: the
/// container's title (never a stream's), each stream with its own language and title, and the
/// chapters.
@Suite struct OrdinaryFileProbeTests {
  @Test(arguments: OrdinaryFile.all)
  func saysWhatTheFileSays(_ file: OrdinaryFile) throws {
    let lines = try probeLines(file.url())
    let title = lines.first { $0.hasPrefix("title: ") }.map { String($0.dropFirst(7)) }
    #expect(title == file.title, "\(lines)")
    let streams = section("streams", of: lines).compactMap(ProbedStream.init)
    #expect(streams.filter { $0.kind == "video" }.count == 1, "\(lines)")
    #expect(streams.filter { $0.kind == "audio" }.map(\.track) == file.audio, "\(lines)")
    #expect(streams.filter { $0.kind == "subtitles" }.map(\.track) == file.subtitles, "\(lines)")
    #expect(streams.allSatisfy { $0.codec != nil }, "every stream's codec: \(lines)")
    let chapters = section("chapters", of: lines).map { $0.split(separator: " ", maxSplits: 1) }
    #expect(chapters.map { $0.count == 2 ? String($0[1]) : "" } == file.chapters, "\(lines)")
    // The container's tags, as FFmpeg and GStreamer's muxers write them (MPEG's program and
    // transport streams hold none).
    let tags = section("tags", of: lines)
    #expect(tags.contains("title: \(file.title ?? "")") == (file.title != nil), "\(tags)")
    let holdsTags = !file.name.hasSuffix(".ts") && !file.name.hasSuffix(".mpg")
    #expect(tags.contains { $0.hasPrefix("container-format: ") } == holdsTags, "\(tags)")
    if file.tool == .ffmpeg, holdsTags {
      #expect(tags.contains { $0.contains(": Lavf") }, "FFmpeg's name as encoder or application: \(tags)")
    }
    if file.name == "ordinary-ffmpeg.mkv" {
      // Matroska's flags, which FFmpeg set: the SRT stream is the default and for the deaf, the
      // ASS stream forced.
      let subtitles = lines.filter { $0.contains(": subtitles") }
      #expect(subtitles.first?.hasSuffix("“SDH”, default, SDH, chosen") == true, "\(subtitles)")
      #expect(subtitles.last?.hasSuffix("French, forced") == true, "\(subtitles)")
    }
  }

  /// A stream line of `probe`: "  2: audio (MPEG-4 AAC), German, “Kommentar”, chosen".
  private struct ProbedStream {
    let kind: String
    let codec: String?
    let track: OrdinaryFile.Track

    init?(_ line: String) {
      guard let colon = line.firstRange(of: ": ") else { return nil }
      let words = line[colon.upperBound...].components(separatedBy: ", ")
      let head = words[0]
      if let open = head.firstIndex(of: "(") {
        kind = String(head[..<open]).trimmingCharacters(in: .whitespaces)
        codec = String(head[head.index(after: open)...].dropLast())
      } else {
        kind = head
        codec = nil
      }
      let rest = words.dropFirst().filter { $0 != "chosen" }
      let title = rest.first { $0.hasPrefix("“") }.map { String($0.dropFirst().dropLast()) }
      track = OrdinaryFile.Track(language: rest.first { !$0.hasPrefix("“") }, title: title)
    }
  }
}

/// Runs `playhead probe` on `url` and returns its lines.
func probeLines(_ url: URL) throws -> [String] {
  let process = Process()
  let output = Pipe()
  process.executableURL = URL(fileURLWithPath: PlayheadProgram.path)
  process.arguments = ["probe", url.isFileURL ? url.path : url.absoluteString]
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "\(text)")
  return text.split(separator: "\n").map(String.init)
}

/// `playhead probe` on sound files as people have them: one sound stream, no video (a cover is
/// no stream), the cover, the title and the chapters the format holds.
@Suite struct OrdinarySoundProbeTests {
  @Test(arguments: OrdinaryFile.sounds)
  func saysWhatTheFileSays(_ file: OrdinaryFile) throws {
    let lines = try probeLines(file.url())
    #expect(lines.contains("video: none (audio only)"), "\(lines)")
    #expect(lines.contains("title: \(file.title ?? "")"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("cover: ") } == file.hasCover, "\(lines)")
    #expect(lines.filter { $0.hasPrefix("  ") && $0.contains(": audio") }.count == 1, "\(lines)")
    let chapters = section("chapters", of: lines).map { $0.split(separator: " ", maxSplits: 1) }
    #expect(chapters.map { $0.count == 2 ? String($0[1]) : "" } == file.chapters, "\(lines)")
    #expect(!section("tags", of: lines).contains { $0.contains("CHAPTER0") }, "chapters told once: \(lines)")
  }

  /// Every tag the file holds, the ones the player shows and the others, each on a line.
  @Test func listsEveryTag() throws {
    let url = try MediaFixtures.fixture("every-tag.mp3") { partial in
      try MediaFixtures.run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=2", "-c:a", "libmp3lame", "-metadata",
          "title=Clair de lune", "-metadata", "artist=Claude Debussy", "-metadata", "album=Suite bergamasque",
          "-metadata", "genre=Classical", "-metadata", "date=1905", "-metadata", "track=3", "-f", "mp3",
          partial.path,
        ], making: "every-tag.mp3", partial: partial)
    }
    let tags = section("tags", of: try probeLines(url))
    for tag in [
      "title: Clair de lune", "artist: Claude Debussy", "album: Suite bergamasque", "genre: Classical",
      "track-number: 3",
    ] {
      #expect(tags.contains(tag), "\(tag) in \(tags)")
    }
    #expect(tags.contains { $0.hasPrefix("datetime: 1905") }, "\(tags)")
  }
}

/// The lines of a section of `probe`'s output ("chapters:", then each indented), without their
/// indent.
func section(_ name: String, of lines: [String]) -> [String] {
  lines.drop { $0 != "\(name):" }.dropFirst().prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
}
