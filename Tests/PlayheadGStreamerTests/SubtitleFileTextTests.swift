import Foundation
import PlayheadCore
import PlayheadFixtures
import Testing

@testable import PlayheadGStreamer

/// Subtitle files in the encodings people have them in, written by iconv: Unicode in its forms,
/// and the older encodings uchardet tells apart, read without being named; an encoding named
/// is taken as it is.
@Suite struct SubtitleFileTextTests {
  /// Two cues saying `first` and `second`, as SubRip.
  static func subRip(_ first: String, _ second: String) -> String {
    "1\n00:00:01,000 --> 00:00:04,000\n\(first)\n\n2\n00:00:05,000 --> 00:00:08,000\n\(second)\n"
  }

  /// Each file read without its encoding named says what was written.
  @Test(arguments: [
    ("CP1251", "Привет! Это субтитры на русском языке,", "как их пишут в Windows."),
    ("CP1250", "Zażółć gęślą jaźń, powiedział", "i poszedł do domu."),
    ("ISO-8859-2", "Zażółć gęślą jaźń, powiedział", "i poszedł do domu."),
    ("CP1252", "« Ça va ? Où est la bibliothèque ? » dit-il.", "Très bien, merci… à bientôt."),
    ("ISO-8859-7", "Καλημέρα, τι κάνεις σήμερα;", "Πάμε σινεμά."),
    ("CP1256", "مرحبا، هذه ترجمة باللغة العربية.", "كيف حالك اليوم؟"),
    ("GB18030", "这是中文字幕，用来测试编码。", "我们今天去看电影吧。"),
    ("BIG5", "這是中文字幕，用來測試編碼。", "我們今天去看電影吧。"),
    ("SHIFT_JIS", "これは日本語の字幕です。", "今日は映画を見に行きましょう。"),
    // A backslash, not a yen sign: Windows' Shift-JIS (code page 932), where SSA's codes
    // (`{\an8}`) and paths are written with it.
    ("SHIFT_JIS", "フォルダは C:\\字幕\\映画 です。", "円記号ではありません。"),
    // The lines in one script, the NULs only in the times and line ends.
    ("UTF-16LE", "Привет! Это субтитры на русском языке,", "как их пишут в Windows."),
    ("UTF-16BE", "Привет! Это субтитры на русском языке,", "как их пишут в Windows."),
    ("UTF-16", "Ça va? 字幕", "Привет"), ("UTF-16LE", "Ça va? 字幕", "Привет"),
    ("UTF-16BE", "Ça va? 字幕", "Привет"), ("UTF-8", "Ça va? 字幕", "Привет"),
  ])
  func eachEncodingIsFound(encoding: String, first: String, second: String) throws {
    let text = Self.subRip(first, second)
    let file = try MediaFixtures.subtitleFile(
      "film.srt", saying: text, in: encoding, folder: "\(encoding)-\(first.unicodeScalars.first!.value)")
    let read = try SubtitleFileText.read(file)
    #expect(read == text, "\(encoding)")
    let cues = try #require(SubtitleFormat.of(read, named: "film.srt")).cues(in: read)
    #expect(cues.map(\.markup) == [first, second])
  }

  /// An encoding named is the one read: a file uchardet would take for another; one the
  /// bytes are not valid in, or no encoding at all, is a problem naming the file.
  @Test func anEncodingNamedIsTaken() throws {
    let text = Self.subRip("Ελληνικά", "ναι")
    let file = try MediaFixtures.subtitleFile("film.srt", saying: text, in: "CP1253", folder: "named")
    #expect(try SubtitleFileText.read(file, encoding: "CP1253") == text)
    #expect(try SubtitleFileText.read(file, encoding: "windows-1253") == text)
    #expect(throws: SubtitleFileText.Problem.self) { try SubtitleFileText.read(file, encoding: "UTF-8") }
    #expect(
      SubtitleFileText.knows("cp1251") && SubtitleFileText.knows("Shift_JIS")
        && SubtitleFileText.knows("+cp1251"))
    #expect(!SubtitleFileText.knows("no-such-encoding"))
    do {
      _ = try SubtitleFileText.read(file, encoding: "UTF-8")
    } catch {
      #expect(error.description == "film.srt: not UTF-8 text")
    }
    // One encoding named for several files garbles none already in Unicode, as mpv's
    // --sub-codepage; "+" names it for every file.
    let russian = Self.subRip("Привет", "мир")
    let unicode = try MediaFixtures.subtitleFile("utf8.srt", saying: russian, in: "UTF-8", folder: "named")
    #expect(try SubtitleFileText.read(unicode, encoding: "cp1251") == russian)
    #expect(try SubtitleFileText.read(unicode, encoding: "+cp1251") != russian)
    #expect(try SubtitleFileText.read(file, encoding: "+CP1253") == text)
  }
}
