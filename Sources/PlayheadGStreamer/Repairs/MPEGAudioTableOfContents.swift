/// The header an MP3 encoder writes in its first frame to give the stream's length: LAME's
/// "Xing" (variable bit rate) or "Info" (constant), or Fraunhofer's "VBRI". Without one, a parser
/// can only reckon the length from the bit rate of what it has read.
enum MPEGAudioTableOfContents {
  /// Bytes of the first frame that hold the header, wherever the side information puts it.
  static let searchedLength = 64

  /// Whether the first frame, whose first bytes are `bytes`, carries a header that counts the
  /// stream's frames.
  static func countsFrames(in bytes: [UInt8]) -> Bool {
    let head = bytes.prefix(searchedLength)
    for (tag, flagsFollow) in [("Xing", true), ("Info", true), ("VBRI", false)] {
      let pattern = Array(tag.utf8)
      guard let start = head.indices.first(where: { head[$0...].starts(with: pattern) }) else { continue }
      // Xing and Info say in their flags whether the frame count is there (bit 0); VBRI always has it.
      guard flagsFollow else { return true }
      let flags = start + pattern.count + 3
      return flags < bytes.count && bytes[flags] & 1 == 1
    }
    return false
  }
}
