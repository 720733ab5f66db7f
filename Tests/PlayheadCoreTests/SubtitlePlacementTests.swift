import PlayheadCore
import Testing

/// Text placed where its file says: WebVTT's cue settings and SSA's `{\anN}` in SubRip, laid
/// out as browsers lay out WebVTT, kept inside the picture and off each other.
@Suite struct SubtitlePlacementTests {
  static let webVTT = """
    WEBVTT

    top
    00:00:01.000 --> 00:00:04.000 line:0 align:start position:10%
    At the top, from the left

    00:00:01.000 --> 00:00:04.000 line:50%,center size:40% align:end
    In the middle, to the right

    00:00:01.000 --> 00:00:04.000 line:-1 position:80%,line-right
    Last line

    00:00:01.000 --> 00:00:04.000 align:middle vertical:rl region:left
    Where uncued text sits

    """

  /// The settings are read as the specification writes them, and its drafts' words too; a cue
  /// whose settings change nothing has no placement.
  @Test func webVTTSettingsAreRead() throws {
    let cues = try #require(SubtitleFormat.of(Self.webVTT, named: "film.vtt")).cues(in: Self.webVTT)
    #expect(cues.count == 4)
    #expect(
      cues[0].placement
        == SubtitlePlacement(line: .number(0), position: 10, alignment: .left))
    #expect(
      cues[1].placement
        == SubtitlePlacement(line: .percent(50), lineAlign: .center, size: 40, alignment: .right))
    #expect(cues[2].placement == SubtitlePlacement(line: .number(-1), position: 80, positionAlign: .end))
    #expect(cues[3].placement == nil && cues[3].markup == "Where uncued text sits")
    let block = "top\nline:10% align:left\nHello"
    #expect(
      WebVTTReader.cue(matroskaBlock: block, start: 0, end: 1)?.placement
        == SubtitlePlacement(line: .percent(10), alignment: .left))
  }

  /// SubRip files converted from SSA keep its alignment codes: `{\an8}` puts a line at the
  /// top, the older `{\a6}` too; `{\an2}` is where lines sit anyway. The code is not shown.
  @Test func subRipAlignmentCodesPlaceTheCue() throws {
    let srt = """
      1
      00:00:01,000 --> 00:00:02,000
      {\\an8}Sign at the top

      2
      00:00:02,000 --> 00:00:03,000
      {\\a6}Also at the top

      3
      00:00:03,000 --> 00:00:04,000
      {\\an2}{\\i1}Bottom{\\i0}

      4
      00:00:04,000 --> 00:00:05,000
      {\\an7}Top left
      """
    let cues = SubtitleFormat.subRip.cues(in: srt)
    #expect(cues.map(\.markup) == ["Sign at the top", "Also at the top", "<i>Bottom</i>", "Top left"])
    #expect(cues[0].placement?.line == .percent(5) && cues[0].placement?.alignment == .center)
    #expect(cues[1].placement == cues[0].placement && cues[2].placement == nil)
    #expect(cues[3].placement?.alignment == .left && cues[3].placement?.horizontal(inWidth: 100).left == 5)
  }

  /// The box's width and left edge follow `position`, its anchor and `size`, never past the
  /// picture's edges; its top follows `line`, kept inside the picture.
  @Test func theBoxIsLaidOutAsBrowsersDo() {
    let leftHalf = SubtitlePlacement(position: 20, positionAlign: .start, size: 50)
    #expect(leftHalf.horizontal(inWidth: 1000) == (200, 500))
    let squeezed = SubtitlePlacement(position: 80)  // centred at 80 %: 40 % of room
    #expect(squeezed.horizontal(inWidth: 1000) == (600, 400))
    #expect(SubtitlePlacement(alignment: .right).horizontal(inWidth: 1000) == (0, 1000))
    #expect(SubtitlePlacement(size: 30, alignment: .right).horizontal(inWidth: 1000) == (700, 300))
    func top(_ line: SubtitlePlacement.Line?, _ align: SubtitlePlacement.Anchor = .start) -> Double {
      SubtitlePlacement(line: line, lineAlign: align).top(
        ofHeight: 40, lineHeight: 20, videoHeight: 400, bottom: 380)
    }
    #expect(top(.number(0)) == 0 && top(.number(2)) == 40)
    #expect(top(.number(-1)) == 360 && top(.number(-2)) == 340)
    #expect(top(.percent(50), .center) == 180 && top(.percent(50), .end) == 160)
    #expect(top(.percent(100)) == 360 && top(.number(-40)) == 0 && top(nil) == 340)
  }

  /// A block with placed text covers the picture from its top: the placed line sits where its
  /// file says, the other at the bottom, and a line placed over another moves off it. Only
  /// the part under the bar rises as the controls show.
  @Test func placedTextSitsWhereItsFileSays() throws {
    let layout = OverlayLayout(size: Size(width: 1000, height: 400))
    let video = Size(width: 1000, height: 400)
    let top = SubtitlePlacement(line: .number(0))
    var cues = [
      SubtitleCue(start: 0, end: 1, text: "Bottom"), SubtitleCue(start: 0, end: 1, text: "Top"),
      SubtitleCue(start: 0, end: 1, text: "Also top"),
    ]
    cues[1].placement = top
    cues[2].placement = top
    let block = try #require(SubtitleBlock(cues, style: SubtitleStyle()))
    #expect(block.markup == "Bottom" && block.placed.map(\.markup) == ["Top", "Also top"])
    #expect(block.allMarkup == "Bottom\nTop\nAlso top")
    let scene = block.scene(in: layout, videoSize: video, measurer: FixedWidthMeasurer())
    let runs = scene.items.compactMap { item -> TextRun? in
      guard case .text(let run) = item else { return nil }
      return run
    }
    #expect(runs.map(\.text) == ["Bottom", "Top", "Also top"])
    #expect(runs[1].frame.minY < 40 && runs[0].frame.maxY > 300)
    #expect(runs[2].frame.minY >= runs[1].frame.maxY)
    #expect(scene.size.width == 1000 && abs(scene.size.height - 380) < 1)
    #expect(
      block.risesInParts
        && block.origin(of: scene.size, in: layout, videoSize: video, controlsOpacity: 1) == .zero)
    let shown = block.scene(in: layout, videoSize: video, measurer: FixedWidthMeasurer(), controlsOpacity: 1)
    let shownRuns = shown.items.compactMap { item -> TextRun? in
      guard case .text(let run) = item else { return nil }
      return run
    }
    #expect(shownRuns[0].frame.maxY <= layout.bar.minY && shownRuns[1].frame == runs[1].frame)
    #expect(shownRuns[2].frame == runs[2].frame)
  }

  /// SubRip in Matroska, as matroskademux passes it on: escaped until a tag Pango knows was
  /// seen, raw after. `<font color>` and `{\an8}` are read either way; other markup is kept.
  @Test func demuxedSubRipIsReadAsAFilesIs() {
    let escaped = "{\\an8}&lt;font color=&quot;#ffff00&quot;&gt;Top sign&lt;/font&gt;"
    let raw = "{\\an8}<font color=\"#ffff00\">Top sign</font>"
    for markup in [escaped, raw] {
      let cue = SubRipReader.cue(demuxedMarkup: markup, start: 1, end: 4)
      #expect(cue.markup == "<span foreground=\"#ffff00\">Top sign</span>", "\(markup)")
      #expect(cue.placement == SubtitlePlacement(ssaNumpad: 8) && cue.start == 1 && cue.end == 4)
    }
    let kept = SubRipReader.cue(demuxedMarkup: "<i>Bottom</i> a &lt; b &amp; c", start: 0, end: nil)
    #expect(kept.markup == "<i>Bottom</i> a &lt; b &amp; c" && kept.placement == nil)
  }

  /// Three cues on the top line stack downwards, each clear of those before: one that would
  /// fit above none moves below them all, never back and forth.
  @Test func cuesOnOneLineStack() throws {
    var cues = (1...3).map { SubtitleCue(start: 0, end: 1, text: "Line \($0)") }
    for index in cues.indices { cues[index].placement = SubtitlePlacement(line: .number(0)) }
    let block = try #require(SubtitleBlock(cues, style: SubtitleStyle()))
    let scene = block.scene(
      in: OverlayLayout(size: Size(width: 1000, height: 400)), videoSize: nil, measurer: FixedWidthMeasurer())
    let frames = scene.items.compactMap { item -> Rect? in
      guard case .text(let run) = item else { return nil }
      return run.frame
    }
    #expect(frames.count == 3 && frames[0].minY < frames[1].minY && frames[1].minY < frames[2].minY)
    #expect(frames[1].minY >= frames[0].maxY && frames[2].minY >= frames[1].maxY)
  }
}
