import Foundation
import PlayheadCore
import Testing

/// Text subtitle files read as players read them: the format found by the words, each format's
/// cues and tags, and Unicode in any of its forms.
@Suite struct SubtitleTextTests {
  func read(_ text: String, named name: String = "film.srt", framesPerSecond: Double? = nil) -> [SubtitleCue]
  {
    guard let format = SubtitleFormat.of(text, named: name) else { return [] }
    return format.cues(in: text, framesPerSecond: framesPerSecond)
  }

  /// A SubRip file of one or two short cues (GStreamer's type finder wants 129 bytes) is
  /// SubRip, whatever its name, and its times are read to the millisecond.
  @Test(arguments: ["clip.srt", "clip.txt", "clip"])
  func aShortSubRipFileIsRead(name: String) {
    let text = "1\n00:00:01,000 --> 00:00:02,500\nHi\n\n2\n00:00:03,000 --> 00:00:04,000\nBye\n"
    #expect(text.utf8.count < 129)
    #expect(SubtitleFormat.of(text, named: name) == .subRip)
    #expect(
      read(text, named: name) == [
        SubtitleCue(start: 1, end: 2.5, markup: "Hi"), SubtitleCue(start: 3, end: 4, markup: "Bye"),
      ])
  }

  /// What SubRip files written by hand hold: CR LF, no numbers, no blank line between cues, a
  /// blank line inside one, a dot for the comma, positions after the end, hours left out.
  @Test func subRipIsReadLeniently() {
    let text =
      "00:00:01.000 --> 00:00:02.000 X1:10 X2:20 Y1:5 Y2:9\r\nOne\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\n"
      + "Two\r\n\r\nstill two\r\n\r\n\r\n3\r\n00:05,250 --> 00:06,000\r\nThree\r\n7\r\n"
    #expect(
      read(text) == [
        SubtitleCue(start: 1, end: 2, markup: "One"),
        SubtitleCue(start: 3, end: 4, markup: "Two\n\nstill two"),
        SubtitleCue(start: 5.25, end: 6, markup: "Three\n7"),
      ])
  }

  /// SubRip's and WebVTT's tags become Pango markup, well-formed whatever the file did; text that
  /// only looks like a tag is shown as it is.
  @Test func tagsBecomeMarkup() {
    let said = { (text: String) in read("1\n00:00:01,000 --> 00:00:02,000\n\(text)\n").first?.markup }
    #expect(said("<i>it</i> & <b>bold") == "<i>it</i> &amp; <b>bold</b>")
    #expect(
      said("<font color=\"#ff0000\">red</font> <font color=blue>blue</font>")
        == "<span foreground=\"#ff0000\">red</span> <span foreground=\"#0000FF\">blue</span>")
    #expect(said("<b><i>both</b> i</i>") == "<b><i>both</i></b><i> i</i>")
    #expect(said("a < b > c &amp; d &#233; &#x3C;") == "a &lt; b &gt; c &amp; d é &lt;")
    #expect(said("{\\i1}slanted{\\i0} {\\pos(10,20)}placed") == "<i>slanted</i> placed")
    #expect(said("<font color=\"x\" onload=y>safe</font>") == "<span>safe</span>")
    // Attributes single-quoted or bare, in any case, the first of a name kept.
    #expect(
      said("<font face='Dejavu Sans' COLOR=yellow color=red>x</font>")
        == "<span foreground=\"#FFFF00\">x</span>")
  }

  /// WebVTT: the header, identifiers, settings after the times, NOTE and STYLE blocks, voices,
  /// classes and inner timestamps.
  @Test func webVTTIsRead() {
    let text = """
      WEBVTT - a film

      STYLE
      ::cue { color: lime }

      NOTE a note --> not a cue

      intro
      00:01.000 --> 00:02.000 line:10% position:20% align:start
      <v Roger>Hello <c.yellow.bg_black>there</c>

      01:00:00.500 --> 01:00:01.000
      One <00:00:00.750>word <lang en>at</lang> a time &lrm;
      """
    #expect(SubtitleFormat.of(text, named: "film.txt") == .webVTT)
    var placed = SubtitleCue(
      start: 1, end: 2, markup: "Hello <span foreground=\"#FFFF00\" background=\"#000000\">there</span>")
    placed.placement = SubtitlePlacement(line: .percent(10), position: 20, alignment: .left)
    #expect(
      read(text) == [placed, SubtitleCue(start: 3600.5, end: 3601, markup: "One word at a time \u{200E}")])
  }

  /// MicroDVD counts frames, at the rate its first cue says, else the video's; MPL2 counts
  /// tenths of a second; SubViewer writes centiseconds and "[br]".
  @Test func frameAndTenthFormatsAreRead() {
    let microDVD = "{1}{1}25\n{25}{50}{y:i}One|two\n{75}{}Open\n"
    #expect(SubtitleFormat.of(microDVD, named: "film.sub") == .microDVD)
    #expect(
      read(microDVD) == [
        SubtitleCue(start: 1, end: 2, markup: "<i>One\ntwo</i>"),
        SubtitleCue(start: 3, end: nil, markup: "Open"),
      ])
    #expect(read("{30}{60}Half\n", framesPerSecond: 60) == [SubtitleCue(start: 0.5, end: 1, markup: "Half")])
    // Its colour is blue, green, red.
    #expect(
      read("{30}{60}{c:$00FFFF}{y:b}Yellow\n", framesPerSecond: 60)
        == [SubtitleCue(start: 0.5, end: 1, markup: "<span foreground=\"#FFFF00\"><b>Yellow</b></span>")])
    let mpl2 = "[10][25]/Slanted|straight\n[30][40]Next\n"
    #expect(SubtitleFormat.of(mpl2, named: "film.txt") == .mpl2)
    #expect(
      read(mpl2) == [
        SubtitleCue(start: 1, end: 2.5, markup: "<i>Slanted</i>\nstraight"),
        SubtitleCue(start: 3, end: 4, markup: "Next"),
      ])
    let subViewer = "[INFORMATION]\n[TITLE]Film\n[END INFORMATION]\n\n00:00:01.50,00:00:03.00\nOne[br]Two\n"
    #expect(SubtitleFormat.of(subViewer, named: "film.sub") == .subViewer)
    #expect(read(subViewer) == [SubtitleCue(start: 1.5, end: 3, markup: "One\nTwo")])
  }

  /// An SSA/ASS script's words: its Format line's order, commas in the text, override codes
  /// dropped, \N as a line break, by start; an event ending before it starts, or as it starts,
  /// shows nothing (as libass draws nothing of it).
  @Test func substationAlphaSaysItsWords() {
    let text = """
      [Script Info]
      ScriptType: v4.00+

      [V4+ Styles]
      Format: Name, Fontname, Fontsize
      Style: Default,DejaVu Sans,20

      [Events]
      Format: Layer, Start, End, Style, Actor, MarginL, MarginR, MarginV, Effect, Text
      Dialogue: 0,0:00:05.00,0:00:06.50,Default,,0,0,0,,{\\pos(10,10)\\c&H0000FF&}Later, with a comma
      Dialogue: 1,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}First{\\i0}\\Nline
      Comment: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,not shown
      Dialogue: 0,0:00:03.00,0:00:02.00,Default,,0,0,0,,ends before it starts
      Dialogue: 0,0:00:03.00,0:00:03.00,Default,,0,0,0,,lasts no time
      """
    #expect(SubtitleFormat.of(text, named: "film.ass") == .substationAlpha)
    #expect(
      read(text) == [
        SubtitleCue(start: 1, end: 2, markup: "<i>First</i>\nline"),
        SubtitleCue(start: 5, end: 6.5, markup: "Later, with a comma"),
      ])
  }

  /// Words that are no subtitles are no format.
  @Test func otherTextIsNoFormat() {
    #expect(SubtitleFormat.of("Just a note\nabout a film\n", named: "film.srt") == nil)
    #expect(SubtitleFormat.of("", named: "film.srt") == nil)
  }

  /// Unicode in every form uchardet tells at once: byte-order marks, UTF-16 without one, and
  /// UTF-8; other bytes are left for a guess.
  @Test func unicodeIsDecodedInEveryForm() {
    let text = "00:00:01,000 --> 00:00:02,000\nÇa va? 字幕\n"
    let utf16LE = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let utf16BE = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let utf32LE = text.unicodeScalars.flatMap { scalar in
      (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> ($0 * 8)) }
    }
    #expect(UnicodeSubtitleText.decode(Array(text.utf8)) == text)
    #expect(UnicodeSubtitleText.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == text)
    #expect(UnicodeSubtitleText.decode([0xFF, 0xFE] + utf16LE) == text)
    #expect(UnicodeSubtitleText.decode([0xFE, 0xFF] + utf16BE) == text)
    #expect(UnicodeSubtitleText.decode([0xFF, 0xFE, 0, 0] + utf32LE) == text)
    let ascii = "00:00:01,000 --> 00:00:02,000\nHello\n"
    #expect(UnicodeSubtitleText.decode(ascii.utf16.flatMap { [UInt8($0), 0] }) == ascii)
    #expect(UnicodeSubtitleText.decode(ascii.utf16.flatMap { [0, UInt8($0)] }) == ascii)
    // Lines in one script: the NULs only in the times and the line ends.
    let russian = "00:00:01,000 --> 00:00:02,000\nПривет, мир! Съешь ещё этих булок.\n"
    #expect(
      UnicodeSubtitleText.decode(russian.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) == russian)
    #expect(
      UnicodeSubtitleText.decode(russian.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) == russian)
    #expect(UnicodeSubtitleText.decode([0x41, 0, 0, 0x42, 0x43, 0]) == nil, "NULs on both sides: no text")
    // "Ça va" in Windows-1252: not Unicode.
    #expect(UnicodeSubtitleText.decode([0xC7, 0x61, 0x20, 0x76, 0x61]) == nil)
  }
}

extension SubtitleTextTests {
  /// WebVTT as Matroska keeps it: an identifier line, a settings line, then the text, its tags
  /// markup (a class naming a colour, that colour); a block of another shape is no cue.
  @Test func aMatroskaWebVTTBlockIsACue() throws {
    let cue = try #require(
      WebVTTReader.cue(
        matroskaBlock: "intro\nline:10%\n<b>Bold</b> &amp; <c.yellow>plain</c>\nnext", start: 1, end: 2))
    #expect(
      cue.markup == "<b>Bold</b> &amp; <span foreground=\"#FFFF00\">plain</span>\nnext", "\(cue.markup)")
    #expect(cue.start == 1 && cue.end == 2)
    #expect(WebVTTReader.cue(matroskaBlock: "\n\n", start: 1, end: 2) == nil)
    #expect(WebVTTReader.cue(matroskaBlock: "00:01.000 --> 00:02.000\n\nText", start: 1, end: 2) == nil)
  }

  /// qtdemux hands MP4's WebVTT (`wvtt`) on as a header, then a block for each cue with its
  /// timing line, as long as the cue: a lone cue is shown at the buffer's times (which follow
  /// the stream's segment), placed by its settings; a buffer of another length, or of several
  /// cues, keeps the timing lines' times.
  @Test func aDemuxedWebVTTBlockIsACueAtTheBuffersTimes() throws {
    #expect(WebVTTReader.cues(demuxedText: "WEBVTT\n\n", start: 0, end: nil).isEmpty)
    let block = "00:00:04.000 --> 00:00:07.000 line:0 align:left\nSecond <u>cue</u>\n\n"
    let cue = try #require(WebVTTReader.cues(demuxedText: block, start: 14, end: 17).first)
    #expect(cue.start == 14 && cue.end == 17 && cue.markup == "Second <u>cue</u>")
    #expect(cue.placement == SubtitlePlacement(webVTTSettings: "line:0 align:left"))
    #expect(cue.placement?.line == .number(0))
    for end in [nil, 20.0] {
      let piece = try #require(WebVTTReader.cues(demuxedText: block, start: 14, end: end).first)
      #expect(piece.start == 4 && piece.end == 7, "a piece of a file, not one cue's sample")
    }
    let two = WebVTTReader.cues(
      demuxedText: "WEBVTT\n\n00:01.000 --> 00:02.000\nOne\n\n00:03.000 --> 00:04.000\nTwo\n", start: 0,
      end: 9)
    #expect(two.map(\.start) == [1, 3] && two.map(\.end) == [2, 4])
  }
}
