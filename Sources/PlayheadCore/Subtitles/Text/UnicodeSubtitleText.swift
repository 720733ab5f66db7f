/// The text of a subtitle file written in Unicode, as uchardet finds it before guessing among
/// the older encodings: a byte-order mark says UTF-8, UTF-16 or UTF-32; without one, text whose
/// NULs are all on one side of the byte pairs is UTF-16 (little-endian when they come second),
/// and bytes that are valid UTF-8, without NULs, are UTF-8. Anything else is in an older
/// encoding, for the caller to guess.
public enum UnicodeSubtitleText {
  /// The text `bytes` say, without its byte-order mark; `nil` when they are not Unicode.
  public static func decode(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return String(validating: bytes.dropFirst(3), as: UTF8.self)
    }
    if bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return utf32(bytes.dropFirst(4), bigEndian: false) }
    if bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return utf32(bytes.dropFirst(4), bigEndian: true) }
    if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
    if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
    // NULs are valid UTF-8, but no text file holds them: NULs on one side of the byte pairs
    // (the high bytes of the times' digits and the line ends, whatever script the lines are in)
    // are UTF-16, and NULs anywhere else are no Unicode text.
    let sample = bytes.prefix(4096)
    let evens = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
    let odds = stride(from: 1, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
    // A few NULs on the other side: characters whose low byte is 0 (Ā, Ġ, Ȁ…).
    if odds > 0, evens * 20 < odds { return utf16(bytes[...], bigEndian: false) }
    if evens > 0, odds * 20 < evens { return utf16(bytes[...], bigEndian: true) }
    return evens + odds > 0 ? nil : String(validating: bytes, as: UTF8.self)
  }

  /// The text of UTF-16 code units in `bytes`; `nil` when they are not valid.
  private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
    guard bytes.count % 2 == 0 else { return nil }
    let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map { index in
      let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      return UInt16(high) << 8 | UInt16(low)
    }
    return String(validating: units, as: UTF16.self)
  }

  /// The text of UTF-32 code units in `bytes`; `nil` when they are not valid.
  private static func utf32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
    guard bytes.count % 4 == 0 else { return nil }
    var scalars = String.UnicodeScalarView()
    for index in stride(from: bytes.startIndex, to: bytes.endIndex, by: 4) {
      let four = bytes[index..<(index + 4)].map(UInt32.init)
      let value =
        bigEndian
        ? four[0] << 24 | four[1] << 16 | four[2] << 8 | four[3]
        : four[3] << 24 | four[2] << 16 | four[1] << 8 | four[0]
      guard let scalar = Unicode.Scalar(value) else { return nil }
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
