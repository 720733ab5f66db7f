import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Testing

extension RealEngineTests.OrdinaryFileEngineTests {
  /// A minute of film with two sound streams, whose English subtitles (SRT) say lines at 1, 30
  /// and 55 s, and whose French ones (ASS) at 2, 31 and 56 s, as FFmpeg muxes them into Matroska.
  nonisolated static func filmWithASubtitleGap() throws -> URL {
    let english = try MediaFixtures.fixture("gap-english.srt") { partial in
      let cues = [(1, 4, "Opening line"), (30, 33, "Thirty seconds in"), (55, 58, "Closing line")]
      let text = cues.enumerated().map { index, cue in
        String(format: "%d\n00:00:%02d,000 --> 00:00:%02d,000\n%@\n", index + 1, cue.0, cue.1, cue.2)
      }
      try Data(text.joined(separator: "\n").utf8).write(to: partial)
    }
    let french = try MediaFixtures.fixture("gap-french.ass") { partial in
      let script = """
        [Script Info]
        ScriptType: v4.00+

        [V4+ Styles]
        Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
        Style: Default,DejaVu Sans,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,0,2,10,10,10,1

        [Events]
        Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
        Dialogue: 0,0:00:02.00,0:00:05.00,Default,,0,0,0,,Ouverture
        Dialogue: 0,0:00:31.00,0:00:34.00,Default,,0,0,0,,Trente et une secondes
        Dialogue: 0,0:00:56.00,0:00:59.00,Default,,0,0,0,,Fin

        """
      try Data(script.utf8).write(to: partial)
    }
    return try MediaFixtures.fixture("subtitle-gap.mkv") { partial in
      try MediaFixtures.run(
        "ffmpeg",
        [
          "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25:duration=60", "-f", "lavfi",
          "-i", "sine=frequency=440:duration=60", "-f", "lavfi", "-i", "sine=frequency=880:duration=60", "-i",
          english.path, "-i", french.path, "-map", "0", "-map", "1", "-map", "2", "-map", "3", "-map", "4",
          "-c:v", "libx264", "-preset", "veryfast", "-crf", "30", "-c:a", "libopus", "-c:s:0", "srt",
          "-c:s:1", "ass",
          "-metadata:s:s:0", "language=eng", "-metadata:s:s:1", "language=fre", "-f", "matroska",
          partial.path,
        ], making: "subtitle-gap.mkv", partial: partial)
    }
  }

  /// Taking the French subtitles while playing at 6 s goes on at once: the English stream left
  /// (its next line 24 s away) holds neither the main actor nor playback. playbin turns its text
  /// sink's `sync` on, and a sink waiting for the clock held the stream, and the switch's seek
  /// behind it, until the next English line was due. (The 15 s are a hang guard against those 24,
  /// not a figure: a loaded machine took 6 s.)
  @Test func aSubtitleSwitchNeverWaitsForTheNextCueOfTheStreamLeft() async throws {
    let film = try await MediaFixtures.offMainActor { try Self.filmWithASubtitleGap() }
    let probe = EngineProbe()
    _ = try await probe.load(film)
    probe.engine.isMuted = true
    probe.engine.play()
    try await poll("playing to 6 s") { (probe.engine.position ?? 0) >= 6 ? () : nil }
    let switching = ContinuousClock.now
    probe.engine.selectSubtitleTrack(1)
    let from = probe.engine.position ?? 6
    try await poll("playing on", seconds: 15, state: "at \(probe.engine.position ?? -1)") {
      (probe.engine.position ?? 0) >= from + 0.5 ? () : nil
    }
    #expect(ContinuousClock.now - switching < .seconds(15), "the switch held the main actor")
    probe.engine.stop()
  }
}
