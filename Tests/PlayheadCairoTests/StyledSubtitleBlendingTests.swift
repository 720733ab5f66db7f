import CCairo
import PlayheadCore
import Testing

@testable import PlayheadCairo

/// libass's bitmaps blended straight into an image's pixels come out as Cairo paints them.
@Suite struct StyledSubtitleBlendingTests {
  /// What blending meets: opaque and see-through colours, a border, a shadow, soft and rotated
  /// edges, and lines at the top and the bottom (two bands).
  static let script = StyledSubtitleScript(
    text: """
      [Script Info]
      ScriptType: v4.00+
      PlayResX: 320
      PlayResY: 180
      ScaledBorderAndShadow: yes

      [V4+ Styles]
      Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, \
      Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, \
      MarginL, MarginR, MarginV, Encoding
      Style: Default,DejaVu Sans,24,&H0000FFFF,&H00FFFFFF,&H00400000,&H80000000,-1,0,0,0,100,100,0,0,1,2,2,2,\
      10,10,10,1

      [Events]
      Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
      Dialogue: 0,0:00:00.00,0:00:05.00,Default,,0,0,0,,{\\blur2}Bottom {\\1a&H80&}half seen
      Dialogue: 0,0:00:00.00,0:00:05.00,Default,,0,0,0,,{\\an8\\c&H3060FF&\\frz6}At the top

      """)

  /// A 320×180 picture: a gradient, opaque or at half its alpha.
  func picture(opaque: Bool) throws -> ImageSurface {
    let image = try ImageSurface(width: 320, height: 180)
    image.replacePixels(
      with: (0..<(320 * 180)).map { index in
        let (x, y) = (UInt32(index % 320), UInt32(index / 320))
        let pixel: UInt32 = 0xFF00_0000 | (x * 255 / 319) << 16 | (y * 255 / 179) << 8 | 0x40
        // Premultiplied: at half alpha, every channel halves.
        return opaque ? pixel : (pixel >> 1) & 0x7F7F_7F7F
      })
    return image
  }

  /// `picture` with the script's bands blended in straight, and the same picture with them
  /// painted by Cairo (through a recording surface, which the straight path does not take).
  func blendedBothWays(opaque: Bool) throws -> (straight: [UInt32], painted: [UInt32], before: [UInt32]) {
    let renderer = try #require(StyledSubtitleRenderer())
    let frame = StyledSubtitleFrame(script: Self.script, events: [], time: 1)
    let pieces = try #require(renderer.render(frame, width: 320, height: 180).picture?.pieces)
    #expect(pieces.count == 2, "a band at the top and one at the bottom")
    let straight = try picture(opaque: opaque)
    let context = try CairoContext(image: straight)
    #expect(
      BlendTarget(context.pointer, placing: Point(x: 0, y: 0)) != nil, "blended straight into the pixels")
    for piece in pieces { piece.blend(onto: context.pointer, at: piece.bounds.origin) }

    let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
    defer { cairo_surface_destroy(recording) }
    let recorder = cairo_create(recording)!
    defer { cairo_destroy(recorder) }
    #expect(BlendTarget(recorder, placing: Point(x: 0, y: 0)) == nil, "Cairo paints")
    for piece in pieces { piece.blend(onto: recorder, at: piece.bounds.origin) }
    let painted = try picture(opaque: opaque)
    let paintedContext = try CairoContext(image: painted)
    cairo_set_source_surface(paintedContext.pointer, recording, 0, 0)
    cairo_paint(paintedContext.pointer)
    return (straight.pixels, painted.pixels, try picture(opaque: opaque).pixels)
  }

  @Test(arguments: [true, false])
  func theBitmapsBlendedStraightMatchCairosPainting(opaque: Bool) throws {
    let (straight, painted, before) = try blendedBothWays(opaque: opaque)
    let changed = zip(painted, before).filter { $0 != $1 }.count
    #expect(changed > 2000, "the subtitles cover \(changed) pixels")
    // Each bitmap's blend is within one step of Cairo's, and a pixel meets at most three
    // (shadow, border, glyph).
    let worst = zip(straight, painted).map { Self.largestChannelDifference($0, $1) }.max() ?? 0
    #expect(worst <= 3, "a channel differs by \(worst)")
  }

  /// The most any of two pixels' four channels differ by.
  static func largestChannelDifference(_ one: UInt32, _ other: UInt32) -> Int {
    let shifts: [UInt32] = [0, 8, 16, 24]
    return shifts.map { shift -> Int in
      let (a, b) = (Int((one >> shift) & 0xFF), Int((other >> shift) & 0xFF))
      return abs(a - b)
    }.max() ?? 0
  }

  @Test func aPieceKeptAfterTheNextFrameBlendsNothing() throws {
    let renderer = try #require(StyledSubtitleRenderer())
    let frame = StyledSubtitleFrame(script: Self.script, events: [], time: 1)
    let kept = try #require(renderer.render(frame, width: 320, height: 180).picture?.pieces.first)
    var later = frame
    later.time = 2
    _ = renderer.render(later, width: 320, height: 180)
    let image = try picture(opaque: true)
    let before = image.pixels
    let context = try CairoContext(image: image)
    kept.blend(onto: context.pointer, at: kept.bounds.origin)
    let untouched = image.pixels == before
    #expect(untouched, "libass may have let its bitmaps go")
  }

  /// The renderer keeps its last picture, and a picture's bands do not keep the renderer: a
  /// screenshot's renderer (and its libass) goes with the screenshot.
  @Test func aBandKeepsNotItsRenderer() throws {
    weak var gone: StyledSubtitleRenderer?
    var kept: StyledSubtitlePicture.Piece?
    do {
      let renderer = try #require(StyledSubtitleRenderer())
      gone = renderer
      kept =
        renderer.render(
          StyledSubtitleFrame(script: Self.script, events: [], time: 1), width: 320, height: 180
        )
        .picture?.pieces.first
    }
    #expect(kept != nil && gone == nil)
  }

  @Test func libassIsNotAskedAgainForTheSameTime() throws {
    let renderer = try #require(StyledSubtitleRenderer())
    let frame = StyledSubtitleFrame(script: Self.script, events: [], time: 1)
    let first = renderer.render(frame, width: 320, height: 180)
    #expect(first.changed && first.picture != nil)
    let again = renderer.render(frame, width: 320, height: 180)
    #expect(!again.changed && renderer.drawnFrames == 1, "the same frame")
    #expect(renderer.render(frame, width: 320, height: 120).changed, "another size draws again")
    #expect(renderer.drawnFrames == 2)
  }
}
