import Foundation
import PlayheadCairo
import PlayheadCore
import PlayheadFixtures
import Testing

/// Playhead's SSA/ASS subtitles against FFmpeg's `subtitles` filter, both libass: each script
/// read as Playhead reads a file, and a Matroska film's stream and attached font read by the
/// engine, drawn over the same frame, come out as FFmpeg draws them, within a small mean
/// difference over the subtitles' pixels; FFmpeg's subtitles differ from the bare frame far more.
@Suite(.serialized) struct StyledSubtitleComparisonTests {
  /// The mean difference per colour channel between two BGRx frames over the subtitles'
  /// pixels: where either differs from `bare` (`SubtitlePixels.meanDifference`).
  static func meanDifference(_ one: Data, _ other: Data, over bare: Data) -> Double {
    SubtitlePixels.meanDifference(
      SubtitlePixels.pixels(ofBGRx: one), SubtitlePixels.pixels(ofBGRx: other),
      over: SubtitlePixels.pixels(ofBGRx: bare))
  }

  /// How far FFmpeg's `subtitles` filter may differ (`SubtitlePixels.tolerance`).
  static let tolerance = SubtitlePixels.tolerance

  /// `frame` drawn by Playhead over FFmpeg's bare frame of the canvas at `seconds`, as BGRx.
  static func drawn(_ frame: StyledSubtitleFrame, over seconds: Double) throws -> Data {
    let bare = try MediaFixtures.ffmpegFrame(of: MediaFixtures.styledCanvas(), at: seconds)
    let image = try bare.withUnsafeBytes {
      try ImageSurface.opaque(
        bgrx: $0, width: 640, height: 360, stride: 640 * 4, shownAt: Size(width: 640, height: 360))
    }
    try image.drawStyledSubtitles(frame)
    return image.withBytes { bytes in
      var rows = Data()
      for row in 0..<image.height {
        rows.append(contentsOf: bytes[row * image.stride..<row * image.stride + image.width * 4])
      }
      return rows
    }
  }

  /// Expects `ours` to be `libass`'s picture (FFmpeg's `ass` filter) to half a level per channel,
  /// and `ffmpeg`'s (its `subtitles` filter) within `tolerance`, over the subtitles' pixels.
  static func expect(_ ours: Data, drawnAs libass: Data, and ffmpeg: Data, over bare: Data, _ what: String) {
    let difference = meanDifference(ours, libass, over: bare)
    #expect(difference < 0.5, "\(what): \(difference) from libass's")
    let filtered = meanDifference(ours, ffmpeg, over: bare)
    #expect(filtered < tolerance, "\(what): \(filtered) from FFmpeg's subtitles filter")
  }

  /// Each script, read as a file beside the film is read, drawn at two frames' times (one inside
  /// its fades and moves: FFmpeg draws at the time of the frame it decodes), is FFmpeg's picture: as its `ass` filter draws it (libass reading the
  /// script itself) to a fraction of a level, and as its `subtitles` filter does (through
  /// FFmpeg's subtitle decoder, which moves some lines by a fraction of a pixel) within
  /// `tolerance`.
  @Test(arguments: ["styles", "placement", "karaoke"], [0.32, 2.6])
  func eachScriptIsDrawnAsFFmpegDrawsIt(name: String, seconds: Double) async throws {
    let (script, canvas) = try await MediaFixtures.offMainActor {
      (try MediaFixtures.styledScriptFile(name), try MediaFixtures.styledCanvas())
    }
    let text = try String(contentsOf: script, encoding: .utf8)
    let cues = try #require(SubtitleFormat.of(text, named: script.lastPathComponent)).subtitles(in: text)
    let frame = try #require(
      cues.script.map { StyledSubtitleFrame(script: $0, events: cues.cues, time: seconds) })
    let ours = try Self.drawn(frame, over: seconds)
    let bare = try MediaFixtures.ffmpegFrame(of: canvas, at: seconds)
    let libass = try MediaFixtures.ffmpegFrame(of: canvas, at: seconds, drawing: .ass(script, fonts: nil))
    let ffmpeg = try MediaFixtures.ffmpegFrame(of: canvas, at: seconds, drawing: .subtitles(script))
    Self.expect(ours, drawnAs: libass, and: ffmpeg, over: bare, "\(name) at \(seconds) s")
    #expect(
      Self.meanDifference(bare, ffmpeg, over: bare) > 4 * Self.tolerance, "\(name): FFmpeg drew too little")
  }

  /// A Matroska film's script and its attached font, read by the engine as it plays the film,
  /// are drawn as FFmpeg draws them from the same file, and as libass draws the script with
  /// the font beside it; without the font they are not.
  @Test @MainActor func aMatroskaScriptWithItsAttachedFontIsDrawnAsFFmpegDrawsIt() async throws {
    let (film, script, fonts) = try await MediaFixtures.offMainActor {
      (
        try MediaFixtures.styledMatroska("attached"), try MediaFixtures.styledScriptFile("attached"),
        try MediaFixtures.attachableFontFolder()
      )
    }
    let probe = EngineProbe()
    let info = try await probe.load(film)
    #expect(info.subtitleTracks.count == 1)
    let seconds = 3.0
    probe.engine.seek(to: seconds, precision: .accurate)
    let cues = try await poll("the script's events and font") {
      let cues = probe.engine.subtitleCues
      return cues.script?.fonts.isEmpty == false && !cues.shown(at: seconds).isEmpty ? cues : nil
    }
    probe.engine.stop()
    let read = try #require(cues.script)
    #expect(read.fonts.map(\.name) == ["playhead-attached.ttf"])
    #expect(cues.shown(at: seconds).map(\.markup) == ["The attached font, at the top"])
    let ours = try Self.drawn(
      StyledSubtitleFrame(script: read, events: cues.cues, time: seconds), over: seconds)
    let canvas = try MediaFixtures.styledCanvas()
    let bare = try MediaFixtures.ffmpegFrame(of: canvas, at: seconds)
    let libass = try MediaFixtures.ffmpegFrame(of: canvas, at: seconds, drawing: .ass(script, fonts: fonts))
    let ffmpeg = try MediaFixtures.ffmpegFrame(of: film, at: seconds, drawing: .subtitles(film))
    Self.expect(ours, drawnAs: libass, and: ffmpeg, over: bare, "the Matroska film")
    var fontless = read
    fontless.fonts = []
    let withoutFont = try Self.drawn(
      StyledSubtitleFrame(script: fontless, events: cues.cues, time: seconds), over: seconds)
    #expect(
      Self.meanDifference(withoutFont, libass, over: bare) > 4 * Self.tolerance, "the font made no difference"
    )
  }
}
