import Foundation

/// Gives a TrueType font another name: a new `name` table (family, style "Bold", full and
/// PostScript names, in Windows' Unicode records) appended to the file, the table directory
/// pointing at it. The glyphs are untouched.
enum FontRenaming {
  /// `font` (a TrueType file) named `family`.
  static func renamed(_ font: Data, family: String) throws -> Data {
    var bytes = [UInt8](font)
    guard bytes.count > 12 else { throw MediaFixtures.Failure(description: "not a TrueType font") }
    let names: [(UInt16, String)] = [
      (1, family), (2, "Bold"), (3, "\(family) Bold"), (4, "\(family) Bold"),
      (6, family.replacing(" ", with: "") + "-Bold"),
    ]
    var records: [UInt8] = []
    var strings: [UInt8] = []
    for (id, text) in names {
      let encoded = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      for field in [3, 1, 0x409, id, UInt16(encoded.count), UInt16(strings.count)] {
        records += bigEndian(field)
      }
      strings += encoded
    }
    let table =
      bigEndian(UInt16(0)) + bigEndian(UInt16(names.count)) + bigEndian(UInt16(6 + 12 * names.count))
      + records + strings
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    for index in 0..<count {
      let entry = 12 + 16 * index
      guard entry + 16 <= bytes.count, bytes[entry..<entry + 4] == ArraySlice("name".utf8) else { continue }
      while bytes.count % 4 != 0 { bytes.append(0) }
      let place = bigEndian(UInt32(0)) + bigEndian(UInt32(bytes.count)) + bigEndian(UInt32(table.count))
      bytes.replaceSubrange(entry + 4..<entry + 16, with: place)
      return Data(bytes + table)
    }
    throw MediaFixtures.Failure(description: "the font has no name table")
  }
}
