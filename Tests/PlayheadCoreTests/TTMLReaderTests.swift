import PlayheadCore
import Testing

/// TTML as FFmpeg writes it and as people and services write it by hand: times in every form,
/// offsets from the `<div>` around, styles by name, line breaks and entities.
@Suite struct TTMLReaderTests {
  static let handWritten = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- a comment with <p>no cue</p> -->
    <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling"
        xmlns:ttp="http://www.w3.org/ns/ttml#parameter" ttp:tickRate="10000000" ttp:frameRate="25">
      <head>
        <styling>
          <style xml:id="s1" tts:fontStyle="italic" tts:color="yellow"/>
          <style xml:id="s2" tts:fontWeight="bold"/>
        </styling>
      </head>
      <body>
        <div begin="1s">
          <p begin="10000000t" end="30000000t">First line<br/>
            and a <span style="s1">styled</span> second</p>
          <p begin="00:00:03.500" dur="1.5s" style="s2">Fish &amp; chips &lt;3</p>
          <p begin="00:00:06:10" end="8s"><span tts:textDecoration="underline">Frames</span></p>
        </div>
        <div begin="20s" end="22s"><p>Times from the div</p><p begin="500ms"></p></div>
      </body>
    </tt>
    """

  @Test func handWrittenTTMLIsRead() throws {
    #expect(SubtitleFormat.of(Self.handWritten, named: "film.xml") == .ttml)
    let cues = SubtitleFormat.ttml.cues(in: Self.handWritten)
    #expect(
      cues.map(\.markup) == [
        "First line\nand a <i><span foreground=\"#FFFF00\">styled</span></i> second",
        "<b>Fish &amp; chips &lt;3</b>", "<u>Frames</u>", "Times from the div",
      ])
    #expect(cues.map(\.start) == [2, 4.5, 7.4, 20])
    #expect(cues.map(\.end) == [4, 6, 9, 22])
  }

  /// FFmpeg's TTML muxer: a region on each span, clock times; text that only looks like XML is
  /// no TTML.
  @Test func ffmpegsTTMLIsReadAndOtherTextIsNot() {
    let ffmpeg = """
      <?xml version="1.0" encoding="utf-8"?>
      <tt
        xmlns="http://www.w3.org/ns/ttml"
        xml:lang="">
        <body>
          <div>
            <p
              begin="00:00:10.000"
              end="00:00:20.000"><span region="Default">Long running cue</span></p>
          </div>
        </body>
      </tt>
      """
    #expect(SubtitleFormat.of(ffmpeg, named: "x.ttml") == .ttml)
    #expect(
      SubtitleFormat.ttml.cues(in: ffmpeg) == [SubtitleCue(start: 10, end: 20, markup: "Long running cue")])
    #expect(SubtitleFormat.of("<html><body>no</body></html>", named: "x.ttml") == nil)
    #expect(SubtitleFormat.of("1\n00:00:01,000 --> 00:00:02,000\n<i>tt</i>\n", named: "x.srt") == .subRip)
  }

  /// A region at the top, one in the middle aligned left, and the bottom one FFmpeg writes
  /// (where uncued text sits anyway); background colours, `#RRGGBBAA` without its opacity.
  @Test func regionsPlaceTheirCuesAndBackgroundsAreKept() {
    let text = """
      <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling">
        <head><layout>
          <region xml:id="top" tts:origin="10% 5%" tts:extent="80% 20%" tts:displayAlign="before"/>
          <region xml:id="middle" tts:origin="0% 40%" tts:extent="50% 20%" tts:displayAlign="center"
            tts:textAlign="left"/>
          <region xml:id="bottom" tts:origin="3% 0%" tts:extent="97% 97%" tts:displayAlign="after"/>
        </layout></head>
        <body region="bottom"><div>
          <p begin="1s" end="2s" region="top">Sign</p>
          <p begin="1s" end="2s"><span region="middle">Aside</span></p>
          <p begin="1s" end="2s" tts:backgroundColor="#000000C0" tts:color="white">Boxed</p>
        </div></body>
      </tt>
      """
    let cues = SubtitleFormat.ttml.cues(in: text)
    #expect(
      cues.map(\.markup) == [
        "Sign", "Aside", "<span foreground=\"#FFFFFF\" background=\"#000000\">Boxed</span>",
      ])
    #expect(
      cues[0].placement == SubtitlePlacement(line: .percent(5), position: 10, positionAlign: .start, size: 80)
    )
    #expect(
      cues[1].placement
        == SubtitlePlacement(
          line: .percent(50), lineAlign: .center, position: 0, positionAlign: .start, size: 50,
          alignment: .left))
    #expect(cues[2].placement == nil)
  }

  /// Broken TTML reads what it can and never fails: attributes twice (once with a prefix),
  /// tags left open or closed twice, numbers that are none, a tag cut off at the end.
  @Test func brokenTTMLReadsWhatItCan() {
    let text = """
      <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="x" tts:color="red" color="blue">
        <head><layout><region xml:id="r" id="r" tts:origin="nan% inf%" tts:displayAlign="before"/></layout></head>
        <body></p></span><div begin="x">
          <p begin="1s" end="2s" region="r">Kept<span tts:fontStyle="italic">open
          <p begin="3s" dur="-1s"><br/><br/></p>
          <p begin="4s" end="5s">Last</p></div></body></tt><p begin="9s
      """
    let cues = SubtitleFormat.ttml.cues(in: text)
    #expect(cues.map(\.markup).contains("Last"))
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    for cue in cues {
      let block = SubtitleBlock([cue], style: SubtitleStyle())
      let scene = block?.scene(in: layout, videoSize: nil, measurer: FixedWidthMeasurer())
      for case .text(let run) in scene?.items ?? [] {
        #expect(run.frame.minX.isFinite && run.frame.minY.isFinite && run.frame.width.isFinite, "\(cue)")
      }
    }
  }
}
