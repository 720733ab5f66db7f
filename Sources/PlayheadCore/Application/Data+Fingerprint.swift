import Foundation

extension Data {
  /// A 64-bit FNV-1a hash of the bytes, in hexadecimal: a name for a file kept for them (cover
  /// art, a page's subtitles).
  var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in self {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
