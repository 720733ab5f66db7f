import Foundation

/// Media made at test time with GStreamer's test sources and encoders (`gst-launch-1.0`) into one
/// folder under the temporary directory, and reused by later runs. Each file is written under a
/// temporary name and renamed when complete, so an interrupted run leaves no half file.
package enum MediaFixtures {
  /// Why a fixture could not be made.
  package struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    package let description: String

    /// A failure described by `description`.
    package init(description: String) { self.description = description }
  }

  package static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-fixtures")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// A moving test pattern of `frames` frames at 30 fps, 320 × 240, in 8-bit 4:2:0 as nearly all
  /// published video is (left to choose, x264enc takes the test source's 10-bit 4:4:4).
  private static func video(frames: Int) -> String {
    "videotestsrc num-buffers=\(frames) pattern=smpte horizontal-speed=4 ! video/x-raw,format=I420,width=320,height=240,framerate=30/1"
  }

  /// A tone of `buffers` buffers (1024 samples each at 48 kHz, about 47 a second).
  private static func audio(buffers: Int) -> String {
    "audiotestsrc num-buffers=\(buffers) ! audio/x-raw,rate=48000,channels=2"
  }

  /// H.264 and AAC in MP4, `seconds` long, a keyframe every `keyframeSpacing` seconds. With
  /// `faststart` the index comes first, so the file plays as it downloads (no range requests).
  package static func mp4(seconds: Int, keyframeSpacing: Int, faststart: Bool = false) throws -> URL {
    let name = "h264-\(seconds)s-gop\(keyframeSpacing)\(faststart ? "-faststart" : "").mp4"
    return try make(name) { out in
      "\(video(frames: seconds * 30)) ! x264enc key-int-max=\(keyframeSpacing * 30) speed-preset=ultrafast ! h264parse ! "
        + "mp4mux faststart=\(faststart) name=mux ! filesink location=\(out) "
        + "\(audio(buffers: seconds * 47)) ! avenc_aac ! aacparse ! mux."
    }
  }

  /// H.264 in MP4, 320 × 240 pixels twice as wide as they are tall (shown 640 × 240), 2 s.
  package static func anamorphic() throws -> URL {
    try make("h264-par2.mp4") { out in
      "videotestsrc num-buffers=60 pattern=smpte ! "
        + "video/x-raw,format=I420,width=320,height=240,framerate=30/1,pixel-aspect-ratio=2/1 ! "
        + "x264enc speed-preset=ultrafast ! h264parse ! mp4mux ! filesink location=\(out)"
    }
  }

  /// VP8 and Vorbis in WebM.
  package static func webm(seconds: Int) throws -> URL {
    try make("vp8-\(seconds)s.webm") { out in
      "\(video(frames: seconds * 30)) ! vp8enc deadline=1 ! webmmux name=mux ! filesink location=\(out) "
        + "\(audio(buffers: seconds * 47)) ! audioconvert ! vorbisenc ! mux."
    }
  }

  /// AAC alone in MP4 (an .m4a).
  package static func audioOnly(seconds: Int) throws -> URL {
    try make("aac-\(seconds)s.m4a") { out in
      "\(audio(buffers: seconds * 47)) ! avenc_aac ! aacparse ! mp4mux ! filesink location=\(out)"
    }
  }

  /// H.264 alone in MP4.
  package static func videoOnly(seconds: Int) throws -> URL {
    try make("h264-only-\(seconds)s.mp4") { out in
      "\(video(frames: seconds * 30)) ! x264enc speed-preset=ultrafast ! h264parse ! mp4mux ! filesink location=\(out)"
    }
  }

  /// An HLS stream of one-second H.264/AAC MPEG-TS segments, `seconds` long: a folder with
  /// `playlist.m3u8`, made by `hlssink2`. Returns the playlist.
  package static func hls(seconds: Int) throws -> URL {
    let stream = folder.appendingPathComponent("hls-\(seconds)s")
    let playlist = stream.appendingPathComponent("playlist.m3u8")
    if FileManager.default.fileExists(atPath: playlist.path) { return playlist }
    let partial = partialURL(for: "hls-\(seconds)s")
    let partialPlaylist = partial.appendingPathComponent("playlist.m3u8")
    try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
    try launch(
      "\(video(frames: seconds * 30)) ! x264enc key-int-max=30 speed-preset=ultrafast ! h264parse ! "
        + "hlssink2 name=hls target-duration=1 playlist-length=0 max-files=0 "
        + "location=\(partial.path)/segment%05d.ts playlist-location=\(partialPlaylist.path) "
        + "\(audio(buffers: seconds * 47)) ! avenc_aac ! aacparse ! hls.audio",
      making: "the HLS stream", partial: partial,
      // hlssink2 1.22 sometimes writes the whole stream, end marker included, and then never posts
      // EOS (about one run in eight with four at once on two cores). The end marker is the last write.
      finished: {
        let text = try? String(contentsOf: partialPlaylist, encoding: .utf8)
        return text?.contains("#EXT-X-ENDLIST") == true
      })
    try publish(partial, as: stream)
    return playlist
  }

  /// A clip in each container the bad-input corpus damages: a second of MP4, Matroska, WebM, Ogg,
  /// MPEG-TS (each video and sound), MP3, FLAC and WAV (sound), and FFmpeg's MPEG-PS and MS
  /// ADPCM WAV.
  package static func corpusSources() throws -> [URL] {
    let video = video(frames: 30)
    let sound = audio(buffers: 47)
    let h264 = "x264enc speed-preset=ultrafast key-int-max=15 ! h264parse"
    let layouts: [(String, String)] = [
      (
        "mp4",
        "\(video) ! \(h264) ! mp4mux name=mux ! filesink location=OUT \(sound) ! avenc_aac ! aacparse ! mux."
      ),
      (
        "mkv",
        "\(video) ! \(h264) ! matroskamux name=mux ! filesink location=OUT \(sound) ! audioconvert ! vorbisenc ! mux."
      ),
      (
        "webm",
        "\(video) ! vp8enc deadline=1 ! webmmux name=mux ! filesink location=OUT \(sound) ! audioconvert ! vorbisenc ! mux."
      ),
      (
        "ogg",
        "\(video) ! theoraenc ! oggmux name=mux ! filesink location=OUT \(sound) ! audioconvert ! vorbisenc ! mux."
      ),
      (
        "ts",
        "\(video) ! \(h264) ! mpegtsmux name=mux ! filesink location=OUT \(sound) ! avenc_aac ! aacparse ! mux."
      ),
      ("mp3", "\(sound) ! audioconvert ! lamemp3enc ! filesink location=OUT"),
      ("flac", "\(sound) ! audioconvert ! flacenc ! filesink location=OUT"),
      ("wav", "\(sound) ! audioconvert ! wavenc ! filesink location=OUT"),
    ]
    let made = try layouts.map { ext, layout in
      try make("corpus-source.\(ext)") { out in layout.replacingOccurrences(of: "OUT", with: out) }
    }
    // Where the engine mends GStreamer: MPEG-PS seeks and ADPCM timing.
    return made + [try ffmpegPattern(seconds: 5, container: .mpg), try toneThenNoise(.msADPCM)]
  }

  /// Two SubRip subtitles alone in Matroska: no sound, no picture.
  package static func subtitlesOnly() throws -> URL {
    let text = folder.appendingPathComponent("subtitles.srt")
    try Data("1\n00:00:00,000 --> 00:00:02,000\nHello\n\n2\n00:00:02,000 --> 00:00:04,000\nAgain\n".utf8)
      .write(to: text, options: .atomic)
    return try make("subtitles-only.mkv") { out in
      "filesrc location=\(text.path) ! subparse ! matroskamux ! filesink location=\(out)"
    }
  }

  /// A 6 s MP4 ("film.mp4") in a folder of its own, with its SubRip subtitles beside it
  /// ("film.srt": "<i>Hello</i> & welcome" from 0.5 to 2 s, "Second" from 3 to 4 s), and another
  /// subtitle file elsewhere in it ("other/elsewhere.vtt", WebVTT: "From elsewhere" from 0.5 to
  /// 5 s), a copy of the SubRip file named as English ("other/film.en.srt") and 4 KB of noise
  /// named as SubRip ("other/broken.srt"). Returns the film.
  package static func filmWithSubtitlesBeside() throws -> URL {
    let beside = folder.appendingPathComponent("beside")
    let other = beside.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let film = beside.appendingPathComponent("film.mp4")
    if !FileManager.default.fileExists(atPath: film.path) {
      try FileManager.default.copyItem(at: try mp4(seconds: 6, keyframeSpacing: 1), to: film)
    }
    // Two cues after the film's end, which no one sees.
    let srt =
      "1\n00:00:00,500 --> 00:00:02,000\n<i>Hello</i> & welcome\n\n2\n00:00:03,000 --> 00:00:04,000\nSecond\n\n"
      + "3\n00:00:10,000 --> 00:00:11,000\nAfter the end\n\n4\n00:00:12,000 --> 00:00:13,000\nLong after\n"
    try Data(srt.utf8).write(to: beside.appendingPathComponent("film.srt"), options: .atomic)
    let vtt = "WEBVTT\n\n00:00:00.500 --> 00:00:05.000\nFrom elsewhere\n"
    try Data(vtt.utf8).write(to: other.appendingPathComponent("elsewhere.vtt"), options: .atomic)
    // Bytes no subtitle reader takes, under a subtitle file's name; and English ones named so.
    let noise = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
    try Data(noise).write(to: other.appendingPathComponent("broken.srt"), options: .atomic)
    try Data(srt.utf8).write(to: other.appendingPathComponent("film.en.srt"), options: .atomic)
    return film
  }

  /// The first third of an MP4: damaged, as an interrupted download is.
  package static func truncated() throws -> URL {
    let whole = try Data(contentsOf: mp4(seconds: 3, keyframeSpacing: 1))
    let url = folder.appendingPathComponent("truncated.mp4")
    try whole.prefix(whole.count / 3).write(to: url, options: .atomic)
    return url
  }

  /// A video-only MP4 whose codec is renamed to one nobody decodes (`phzz` for `avc1`).
  package static func unsupportedCodec() throws -> URL {
    try renamingVideoCodec(of: videoOnly(seconds: 2), as: "unknown-codec.mp4")
  }

  /// H.264 and AAC in MP4 (`mp4(seconds: 2, keyframeSpacing: 1)`) whose video codec is renamed
  /// to one nobody decodes: the sound plays, the picture cannot.
  package static func partiallySupported() throws -> URL {
    try renamingVideoCodec(of: mp4(seconds: 2, keyframeSpacing: 1), as: "unknown-video-codec-with-sound.mp4")
  }

  /// A copy of the H.264 MP4 `source`, named `name`, whose video codec is renamed to one nobody
  /// decodes (`phzz` for `avc1`).
  private static func renamingVideoCodec(of source: URL, as name: String) throws -> URL {
    var data = try Data(contentsOf: source)
    guard let codec = data.firstRange(of: Data("avc1".utf8)) else {
      throw Failure(description: "no avc1 sample entry in \(source.lastPathComponent)")
    }
    data.replaceSubrange(codec, with: Data("phzz".utf8))
    let url = folder.appendingPathComponent(name)
    try data.write(to: url, options: .atomic)
    return url
  }

  /// A text file with a media name.
  package static func notMedia() throws -> URL {
    let url = folder.appendingPathComponent("notes.mp4")
    try Data("These are notes, not a video.\n".utf8).write(to: url, options: .atomic)
    return url
  }

  /// What `make` makes (a fixture, a reference frame, a duration), made on a thread of its own:
  /// an encoder run from the main actor would stall every engine test waiting on it meanwhile.
  package static func offMainActor<Value: Sendable>(_ make: @escaping @Sendable () throws -> Value)
    async throws
    -> Value
  {
    try await Task.detached(priority: .userInitiated) { try make() }.value
  }

  /// The fixture `name`, made by the `gst-launch-1.0` pipeline `pipeline` gives for the file to
  /// write, if not made yet.
  static func make(_ name: String, pipeline: (String) -> String) throws -> URL {
    try fixture(name) { partial in try launch(pipeline(partial.path), making: name, partial: partial) }
  }

  /// The fixture `name`, written by `write` to the partial file it is given if not made yet.
  package static func fixture(_ name: String, writtenBy write: (URL) throws -> Void) throws -> URL {
    let url = folder.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: url.path) { return url }
    let partial = partialURL(for: name)
    try write(partial)
    try publish(partial, as: url)
    return url
  }

  /// Where a fixture is written until complete: a name of its own, as tests running at once (in this
  /// process or another) may make the same fixture.
  private static func partialURL(for name: String) -> URL {
    folder.appendingPathComponent("partial-\(UUID().uuidString)-\(name)")
  }

  /// Renames the complete `partial` to `url` in one step. If another test made the same fixture
  /// first and a folder cannot replace it, theirs stays (it is the same media) and ours goes.
  private static func publish(_ partial: URL, as url: URL) throws {
    guard rename(partial.path, url.path) != 0 else { return }
    let cause = String(cString: strerror(errno))
    try? FileManager.default.removeItem(at: partial)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw Failure(description: "could not rename \(partial.path) to \(url.lastPathComponent): \(cause)")
    }
  }

  /// Runs `gst-launch-1.0` on `pipeline` until it exits or `finished` says the output is complete
  /// (then stops it), for at most a minute; on failure removes `partial` and says why.
  private static func launch(
    _ pipeline: String, making what: String, partial: URL, finished: () -> Bool = { false }
  ) throws {
    try run(
      "gst-launch-1.0", ["-q"] + pipeline.split(separator: " ").map(String.init), making: what,
      partial: partial,
      finished: finished)
  }

  /// Runs `program` (found on the PATH) with `arguments` until it exits or `finished` says the
  /// output is complete (then stops it), for at most a minute; on failure removes `partial` and
  /// says why.
  package static func run(
    _ program: String, _ arguments: [String], making what: String, partial: URL,
    finished: () -> Bool = { false }
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    process.standardOutput = FileHandle.nullDevice
    let log = partial.appendingPathExtension("log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let errors = try FileHandle(forWritingTo: log)
    defer { try? errors.close() }
    process.standardError = errors
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    var complete = false
    while process.isRunning, !complete, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
      complete = finished()
    }
    // SIGKILL: a child started here inherits the test process's blocked SIGTERM.
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    guard complete || process.terminationReason == .exit && process.terminationStatus == 0 else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: partial)
      let cause = Date() < deadline ? text : "no end within 60 s. \(text)"
      throw Failure(description: "\(program) could not make \(what): \(cause)")
    }
  }
}
