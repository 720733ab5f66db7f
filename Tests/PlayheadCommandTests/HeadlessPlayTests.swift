import Foundation
import PlayheadCairo
import PlayheadFixtures
import Testing

/// `playhead play --headless` as a person runs it, with the player's options.
@Suite struct HeadlessPlayTests {
  /// Runs `playhead play` with `arguments`; returns its exit status and what it printed, stdout
  /// then stderr.
  private func play(_ arguments: [String]) throws -> (status: Int32, said: String) {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: PlayheadProgram.path)
    process.arguments = ["play"] + arguments
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// A server that sends a third of the file and then nothing until it is released: headless
  /// playback says it stalled, and once data flows again that it resumed, then plays to the end.
  @Test func aStallAndTheResumeAreSaid() throws {
    let clip = try MediaFixtures.mp4(seconds: 10, keyframeSpacing: 1, faststart: true)
    let server = try FaultServer(folder: MediaFixtures.folder)
    let run = try HeadlessRun(server.url("stall", clip))
    // Not on the main actor, which the suite's other tests may keep busy: the server is released
    // as soon as the stall is said, before its source gives up on the silent connection.
    try run.waitFor("Stalled at ")
    server.release()
    try run.waitForTheEnd()
    let lines = run.lines
    let stalled = lines.firstIndex { $0.hasPrefix("Stalled at ") && $0.hasSuffix(": waiting for data") }
    let resumed = lines.firstIndex { $0.hasPrefix("Resumed at ") }
    let ended = lines.firstIndex { $0.hasPrefix("Ended at 10.0") }
    #expect(stalled != nil && resumed != nil && ended != nil, "\(lines)")
    #expect((stalled ?? 0) < (resumed ?? 0) && (resumed ?? 0) < (ended ?? 0), "\(lines)")
    #expect(run.status == 0)
  }

  /// With `--speed 2`, the media runs twice as fast as the playing: the position it stops at
  /// against the seconds of playing it reports, both read at the stop, so however late a busy
  /// machine stops it, the ratio is the rate (1× would read 1). Only a late word that playing
  /// began makes the ratio larger (the seconds are counted from it), hence the room above 2.
  /// The volume is taken.
  @Test func twiceTheSpeedCoversTwiceTheMedia() throws {
    let clip = try MediaFixtures.mp4(seconds: 10, keyframeSpacing: 1, faststart: true)
    let (status, said) = try play([clip.path, "--headless", "--speed", "2", "--volume", "120", "--for", "3"])
    #expect(status == 0, "\(said)")
    #expect(said.contains("Playing at 2×"), "\(said)")
    let stopped = try #require(said.split(separator: "\n").first { $0.hasPrefix("Stopped at ") })
    let numbers = stopped.split(separator: " ").compactMap { Double($0) }
    try #require(numbers.count == 2, "\(stopped)")
    let rate = numbers[0] / numbers[1]
    #expect(numbers[1] >= 3, "\(stopped)")
    #expect(rate > 1.7 && rate < 3, "\(stopped): \(rate) s of media a second")
  }

  @Test(arguments: [
    (["--speed", "5"], "--speed must be from 0.25 to 4, got 5"),
    (["--speed", "0"], "--speed must be from 0.25 to 4, got 0"),
    (["--volume", "151"], "--volume must be from 0 to 150, got 151"),
    (["--volume=-1"], "--volume must be from 0 to 150, got -1"),
    (["--audio-track", "0"], "--audio-track counts from 1, got 0"),
    (["--sub-color", "mauve"], "--sub-color must be a colour's name or #RRGGBB, got mauve"),
  ])
  func optionsOutOfRangeAreRefused(options: [String], error: String) throws {
    let (status, said) = try play(["--headless"] + options)
    #expect(status == 2)
    #expect(said.contains(error), "\(said)")
  }

  /// `--sub` shows a file's subtitles, each said as it shows, as text; `--audio-track` plays
  /// the stream named, and a stream the media does not have fails the command with the cause.
  /// A subtitle file that is not there, is empty or cannot be read is said, and the film plays
  /// without it.
  @Test func subtitlesAndSoundStreamsAreChosen() throws {
    let film = try MediaFixtures.filmWithSubtitlesBeside()
    let vtt = film.deletingLastPathComponent().appendingPathComponent("other/elsewhere.vtt")
    var (status, said) = try play([film.path, "--headless", "--sub", vtt.path, "--for", "1.5"])
    #expect(status == 0 && said.contains(": From elsewhere\n"), "\(said)")
    (status, said) = try play([film.path, "--headless", "--for", "1.5"])
    #expect(status == 0 && said.contains(": Hello & welcome\n"), "the file beside, its markup read: \(said)")
    (status, said) = try play([film.path, "--headless", "--sub", "/nowhere/film.srt", "--for", "1"])
    #expect(
      status == 0 && said.contains("The subtitles cannot be read (/nowhere/film.srt: not found"), "\(said)")
    #expect(said.contains("Stopped at"), "played on: \(said)")
    let empty = film.deletingLastPathComponent().appendingPathComponent("other/empty.srt")
    try Data().write(to: empty)
    (status, said) = try play([film.path, "--headless", "--sub", empty.path, "--for", "1"])
    #expect(status == 0 && said.contains("(empty.srt: the file is empty)"), "\(said)")
    let broken = film.deletingLastPathComponent().appendingPathComponent("other/broken.srt")
    (status, said) = try play([film.path, "--headless", "--sub", broken.path, "--for", "1"])
    #expect(status == 0 && said.contains("The subtitles cannot be read (broken.srt: "), "\(said)")
    #expect(said.contains("Stopped at"), "played on: \(said)")
    let tracks = try MediaFixtures.multiTrackMatroska()
    (status, said) = try play([tracks.path, "--headless", "--audio-track", "2", "--for", "1"])
    #expect(status == 0 && said.contains("Audio: Commentaire (French)"), "\(said)")
    (status, said) = try play([tracks.path, "--headless", "--audio-track", "3"])
    #expect(status == 1 && said.contains("--audio-track 3: the media has 2 sound streams"), "\(said)")
  }

  /// Subtitle files as people have them: one cue of SubRip in Windows-1251 beside the film (too
  /// short for GStreamer's type finder, and not Unicode; another beside it listed after), said from where playing starts though
  /// its cue began before; MicroDVD given, its frames counted at the rate it says, else the
  /// video's; two given,
  /// the first shown; Greek in Windows-1253 with its encoding named (uchardet takes it for ISO's,
  /// which has other letters where Windows' has "Ά"); FFmpeg's TTML; SAMI ending in an open
  /// blank line; an encoding nobody knows refused.
  @Test func subtitleFilesAsPeopleHaveThem() throws {
    let russian = "Добрый вечер, друзья мои."
    let short = try MediaFixtures.subtitleFile(
      "short.srt", saying: "1\n00:00:00,500 --> 00:00:05,000\n\(russian)\n", in: "CP1251", folder: "short")
    let film = short.deletingLastPathComponent().appendingPathComponent("short.mp4")
    if !FileManager.default.fileExists(atPath: film.path) {
      try FileManager.default.copyItem(at: try MediaFixtures.mp4(seconds: 6, keyframeSpacing: 1), to: film)
    }
    // A second file beside it, with a word between: listed too, after.
    let english = short.deletingLastPathComponent().appendingPathComponent("short.en.vtt")
    try Data("WEBVTT\n\n00:00.500 --> 00:05.000\nGood evening\n".utf8).write(to: english)
    var (status, said) = try play([film.path, "--headless", "--seek", "2", "--for", "1"])
    #expect(status == 0 && said.contains("Subtitle at 2.") && said.contains(": \(russian)\n"), "\(said)")
    #expect(said.contains(", SubRip, WebVTT, seekable"), "both files beside: \(said)")
    let microDVD = try MediaFixtures.subtitleFile(
      "film.sub", saying: "{1}{1}25\n{25}{100}{y:i}Counted|in frames\n", in: "UTF-8", folder: "microdvd")
    (status, said) = try play([
      film.path, "--headless", "--sub", microDVD.path, "--sub", short.path, "--for", "2",
    ])
    #expect(status == 0 && said.contains(": Counted / in frames\n") && !said.contains(russian), "\(said)")
    // Without a rate of its own, MicroDVD's frames are the video's (30 a second): frame 90 is
    // at 3 s (at 23.976, the rate assumed before the video is known, 3.75 s).
    let unrated = try MediaFixtures.subtitleFile(
      "unrated.sub", saying: "{90}{150}Counted at the video's rate\n", in: "UTF-8", folder: "microdvd-unrated"
    )
    (status, said) = try play([film.path, "--headless", "--sub", unrated.path, "--seek", "2.5", "--for", "2"])
    let shown = said.split(separator: "\n").first { $0.hasSuffix(": Counted at the video's rate") }
    let time = shown.flatMap { Double($0.dropFirst("Subtitle at ".count).prefix { $0 != " " }) }
    #expect(status == 0 && time.map { $0 < 3.3 } == true, "\(said)")
    let greek = "Άλλη μια μέρα."
    let windows = try MediaFixtures.subtitleFile(
      "greek.srt", saying: "1\n00:00:00,500 --> 00:00:05,000\n\(greek)\n", in: "CP1253", folder: "greek")
    (status, said) = try play([
      film.path, "--headless", "--sub", windows.path, "--sub-encoding", "cp1253", "--for", "1",
    ])
    #expect(status == 0 && said.contains(": \(greek)\n"), "\(said)")
    (status, said) = try play([
      film.path, "--headless", "--sub", try MediaFixtures.ffmpegTTML().path, "--for", "1",
    ])
    #expect(status == 0 && said.contains(", TTML,") && said.contains(": Timed text markup\n"), "\(said)")
    // SAMI (GStreamer reads it) ends, as most files do, with a blank line left open: GStreamer
    // gives it an almost endless duration.
    let sami = try MediaFixtures.subtitleFile(
      "film.smi",
      saying: "<SAMI><BODY>\n<SYNC Start=500><P>SAMI first line<br>second\n<SYNC Start=1500><P>&nbsp;\n"
        + "<SYNC Start=2000><P><font color=\"yellow\">Yellow SAMI</font>\n<SYNC Start=3000><P>&nbsp;\n</BODY></SAMI>\n",
      in: "UTF-8", folder: "sami")
    (status, said) = try play([film.path, "--headless", "--sub", sami.path, "--seek", "1", "--for", "4"])
    #expect(status == 0 && said.contains(": Yellow SAMI\n") && said.contains("Stopped at"), "\(said)")
    (status, said) = try play([film.path, "--headless", "--sub-encoding", "klingon"])
    #expect(status != 0 && said.contains("--sub-encoding klingon: no such encoding"), "\(said)")
  }

  /// Media with subtitles of a kind Playhead does not draw (DVD's VobSub) plays, and says so.
  @Test func mediaWithDVDSubtitlesPlaysAndSaysTheyAreNotDrawn() throws {
    let film = try MediaFixtures.filmWithBitmapSubtitles(.dvd)
    let (status, said) = try play([film.path, "--headless", "--for", "1"])
    #expect(
      status == 0 && said.contains("Subtitles in DVD's picture format (VobSub) are not drawn yet"), "\(said)")
    #expect(said.contains("Stopped at"), "played: \(said)")
  }
}

extension HeadlessPlayTests {
  /// A Matroska film's SSA/ASS stream, as FFmpeg muxes it: each line said as it shows, and the
  /// snapshot drawn as libass draws it (the line at the top as FFmpeg's `ass` filter draws the
  /// script), the lines the script leaves at the bottom raised above the controls' bar.
  @Test func styledSubtitlesAreSaidAndDrawnIntoTheSnapshot() throws {
    let film = try MediaFixtures.styledMatroska("styles")
    var (status, said) = try play([film.path, "--headless", "--seek", "1", "--for", "1"])
    #expect(status == 0 && said.contains("Subtitle at 1."), "\(said)")
    #expect(
      said.contains("Yellow, bold, at the bottom") && said.contains("Blue italic serif at the top"), "\(said)"
    )
    let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("styled-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: snapshot) }
    (status, said) = try play([film.path, "--headless", "--seek", "2.6", "--snapshot", snapshot.path])
    #expect(status == 0, "\(said)")
    let image = try ImageSurface(contentsOfPNG: snapshot.path)
    #expect(image.width == 640 && image.height == 360)
    let (canvas, script) = (try MediaFixtures.styledCanvas(), try MediaFixtures.styledScriptFile("styles"))
    let bare = SubtitlePixels.pixels(ofBGRx: try MediaFixtures.ffmpegFrame(of: canvas, at: 2.6))
    let libass = SubtitlePixels.pixels(
      ofBGRx: try MediaFixtures.ffmpegFrame(of: canvas, at: 2.6, drawing: .ass(script, fonts: nil)))
    let ours = image.pixels.map { $0 & 0xFF_FFFF }
    func rows(_ pixels: [UInt32], _ range: Range<Int>) -> [UInt32] {
      SubtitlePixels.box(
        of: pixels, rowLength: 640, x: 0, y: range.lowerBound, width: 640, height: range.count)
    }
    let top = SubtitlePixels.meanDifference(
      rows(ours, 0..<100), rows(libass, 0..<100), over: rows(bare, 0..<100))
    #expect(top < SubtitlePixels.tolerance, "the top line: \(top) from libass's")
    // The bottom lines sit under the bar as the script puts them; in the snapshot they rise
    // above it (which starts at 246 of 360), where libass's picture has only the video.
    let raised = SubtitlePixels.meanDifference(
      rows(ours, 150..<246), rows(libass, 150..<246), over: rows(bare, 150..<246))
    #expect(raised > 4 * SubtitlePixels.tolerance, "the bottom lines not above the bar: \(raised)")
  }

  /// WebVTT embedded by FFmpeg in Matroska and WebM, and kept in MP4 as ISO/IEC 14496-30 says
  /// (`wvtt`), is listed as WebVTT and said as it shows, its tags read (GStreamer 1.22 names
  /// Matroska's no format and has no decoder for it; its parser for MP4's made the file one that
  /// cannot seek, and dropped the settings), and its cue settings place it in the snapshot: the
  /// second cue on the top line, the first where uncued text sits (raised above the bar).
  @Test(arguments: ["mkv", "webm", "mp4"])
  func webVTTInMatroskaWebMAndMP4IsRead(container: String) throws {
    let film = try container == "mp4" ? MediaFixtures.webVTTInMP4Film() : MediaFixtures.webVTTFilm(container)
    let (status, said) = try play([film.path, "--headless", "--seek", "1.5", "--for", "4"])
    #expect(status == 0 && said.contains("WebVTT") && !said.contains("No decoder"), "\(said)")
    #expect(said.contains(", seekable") && said.contains("Seeked to 1.5"), "\(said)")
    #expect(said.contains(": Bold and leaning\n") && said.contains(": Second cue\n"), "\(said)")
    let drawn = try [2.0, 5.0].map { seconds in
      let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("placed-\(UUID()).png")
      defer { try? FileManager.default.removeItem(at: snapshot) }
      let (status, said) = try play([
        film.path, "--headless", "--seek", "\(seconds)", "--snapshot", snapshot.path,
      ])
      #expect(status == 0, "\(said)")
      let image = try ImageSurface(contentsOfPNG: snapshot.path)
      // Where text is drawn over the flat colour: on the top line (0–40) and above the bar.
      let pixels = image.pixels.map { $0 & 0xFF_FFFF }
      func share(_ rows: Range<Int>) -> Double {
        SubtitlePixels.share(of: pixels, rowLength: image.width, rows: rows, differingFrom: 0x40_6080)
      }
      return (top: share(0..<40), above: share(110..<160))
    }
    #expect(drawn[0].top == 0 && drawn[0].above > 0.02, "the first cue: \(drawn[0])")
    #expect(drawn[1].top > 0.02 && drawn[1].above == 0, "the second cue: \(drawn[1])")
  }

  /// A cue begun before the cluster a seek starts from (FFmpeg's WebM, a cue from 10 to 20 s,
  /// clusters every 5 s) is read back from the blocks before it: said at once from 15 s, and
  /// drawn into the snapshot at 15 s, above the bar.
  @Test func aCueBegunBeforeTheSeeksClusterIsShown() throws {
    let film = try MediaFixtures.longCueFilm("webm")
    let (status, said) = try play([film.path, "--headless", "--seek", "15", "--for", "0.5"])
    #expect(
      status == 0 && said.contains("Subtitle at 15.") && said.contains(": First stream's long cue\n"),
      "\(said)")
    let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("long-cue-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: snapshot) }
    let (written, output) = try play([film.path, "--headless", "--seek", "15", "--snapshot", snapshot.path])
    #expect(written == 0, "\(output)")
    let image = try ImageSurface(contentsOfPNG: snapshot.path)
    let drawn = SubtitlePixels.share(
      of: image.pixels.map { $0 & 0xFF_FFFF }, rowLength: image.width, rows: 110..<160,
      differingFrom: 0x40_6080)
    #expect(drawn > 0.02, "the cue above the bar: \(drawn)")
  }

  /// SubRip in FFmpeg's Matroska with `<font color>` and `{\an8}`: said without its codes, as
  /// one cue each whether playing starts before them or inside them (matroskademux escapes
  /// them or not by what it saw before), and the sign drawn on the top line.
  @Test func subRipInMatroskaKeepsItsColoursAndPlaces() throws {
    let film = try MediaFixtures.subRipInMatroska()
    for start in ["0", "2"] {
      let (status, said) = try play([film.path, "--headless", "--seek", start, "--for", "2"])
      let line = said.split(separator: "\n").first { $0.hasPrefix("Subtitle at") } ?? ""
      #expect(status == 0 && line.hasSuffix(": Bottom line / Top sign"), "\(said)")
      #expect(said.contains("SubRip"), "\(said)")
    }
    let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("an8-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: snapshot) }
    let (status, said) = try play([film.path, "--headless", "--seek", "2", "--snapshot", snapshot.path])
    #expect(status == 0, "\(said)")
    let image = try ImageSurface(contentsOfPNG: snapshot.path)
    let yellow = image.pixels.prefix(image.width * 40).filter { pixel in
      pixel >> 16 & 0xFF > 200 && pixel >> 8 & 0xFF > 200 && pixel & 0xFF < 80
    }
    #expect(yellow.count > 50, "the yellow sign on the top line")
  }
}
