internal import CUchardet
import Foundation
import Glibc
import PlayheadCore

/// The words of a subtitle file: Unicode as its bytes say (`UnicodeSubtitleText`), else in the
/// older encoding uchardet (the detector mpv and VLC use) names, decoded with iconv, or in the
/// one a person names for a file uchardet tells wrong (`--sub-encoding`).
public enum SubtitleFileText {
  /// Why a subtitle file's words cannot be read, for the person: "Film.srt: not Big5 text".
  public struct Problem: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// The most of a file read: a film's subtitles take a few hundred kilobytes.
  static let limit = 32 << 20
  /// The encoding of a file that is not Unicode and that uchardet cannot name: every byte is
  /// one of its characters, so the words come through, if not all as written.
  static let lastResort = "WINDOWS-1252"

  /// The words of the file at `url`, in `encoding` when given (any name iconv knows: "cp1251",
  /// "Shift_JIS", "GB18030"). Reads the disk: call it off the main thread.
  /// - Throws: `Problem` when the file cannot be read, or is not text in the encoding named.
  public static func read(_ url: URL, encoding: String? = nil) throws(Problem) -> String {
    let name = SubtitleFile.name(of: url.absoluteString)
    if let problem = MediaSourceCheck.problem(with: url) { throw Problem(description: problem.description) }
    let bytes: [UInt8]
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      bytes = Array(try handle.read(upToCount: limit) ?? Data())
    } catch {
      throw Problem(description: translated("\(name): \(error.localizedDescription)"))
    }
    guard let text = decode(bytes, encoding: encoding) else {
      throw Problem(
        description: encoding.map { translated("\(name): not \($0) text") } ?? translated("\(name): not text")
      )
    }
    return text
  }

  /// The words `bytes` say: in `encoding` when given, else as found; `nil` when they are not
  /// text in the encoding named (or iconv knows no such encoding). As with mpv's
  /// `--sub-codepage`, Unicode (by its mark, or valid UTF-8) stays Unicode whatever encoding is
  /// named, unless the name starts with "+" ("+cp1251"): one encoding named for several files
  /// garbles none that are already Unicode.
  public static func decode(_ bytes: [UInt8], encoding: String? = nil) -> String? {
    if let encoding, encoding.hasPrefix("+") { return convert(bytes, from: String(encoding.dropFirst())) }
    if let text = UnicodeSubtitleText.decode(bytes) { return text }
    if let encoding { return convert(bytes, from: encoding) }
    let guess = guessedEncoding(of: bytes)
    // Windows-1252 is ISO-8859-1 with letters and quotes where ISO has control codes: a file
    // in Western Europe uchardet calls ISO is Windows', as browsers take it.
    let encodings =
      (guess == "ISO-8859-1" ? [lastResort] : []) + [guess, lastResort, "ISO-8859-1"].compactMap { $0 }
    return encodings.lazy.compactMap { convert(bytes, from: $0) }.first
  }

  /// iconv's names for Shift-JIS, which it reads as JIS X 0201 says: 0x5C a yen sign, so that
  /// every `\an8` and SSA override in a Japanese file is lost. Subtitle files in Shift-JIS are
  /// Windows' (code page 932, where 0x5C is the backslash, as Windows shows it), and are read
  /// as such.
  static let shiftJISNames: Set<String> = ["SHIFT_JIS", "SHIFT-JIS", "SJIS", "MS_KANJI", "CSSHIFTJIS"]

  /// Whether iconv knows an encoding called `name`, a "+" before it or not (`--sub-encoding`'s
  /// check).
  public static func knows(_ name: String) -> Bool {
    let name = name.hasPrefix("+") ? String(name.dropFirst()) : name
    guard let converter = iconv_open("UTF-8", name), converter != iconv_t(bitPattern: -1) else {
      return false
    }
    iconv_close(converter)
    return true
  }

  /// The encoding uchardet finds `bytes` in, by iconv's name for it; `nil` when it finds none.
  static func guessedEncoding(of bytes: [UInt8]) -> String? {
    guard !bytes.isEmpty, let detector = uchardet_new() else { return nil }
    defer { uchardet_delete(detector) }
    let status = bytes.withUnsafeBytes { raw in
      uchardet_handle_data(detector, raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
    }
    guard status == 0 else { return nil }
    uchardet_data_end(detector)
    guard let found = uchardet_get_charset(detector).map({ String(cString: $0) }), !found.isEmpty else {
      return nil
    }
    return found
  }

  /// `bytes` in the encoding iconv calls `encoding`, as text; `nil` when they are not valid in
  /// it or iconv does not know it.
  static func convert(_ bytes: [UInt8], from encoding: String) -> String? {
    let encoding = shiftJISNames.contains(encoding.uppercased()) ? "CP932" : encoding
    guard let converter = iconv_open("UTF-8", encoding), converter != iconv_t(bitPattern: -1) else {
      return nil
    }
    defer { iconv_close(converter) }
    guard !bytes.isEmpty else { return "" }
    var input = bytes.map { CChar(bitPattern: $0) }
    // No character of any encoding takes more than four bytes in UTF-8, nor less than one in it.
    var output = [CChar](repeating: 0, count: bytes.count * 4)
    let written: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        var inPointer = inBuffer.baseAddress
        var outPointer = outBuffer.baseAddress
        var inLeft = inBuffer.count
        var outLeft = outBuffer.count
        guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0 else {
          return nil
        }
        return outBuffer.count - outLeft
      }
    }
    guard let written else { return nil }
    return String(validating: output.prefix(written).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
