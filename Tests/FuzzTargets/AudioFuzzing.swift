@testable import PlayheadGStreamer

/// The fuzz targets of the repairs Playhead makes to sound streams.
enum AudioFuzzing {
  /// The first bytes of an MP3 frame, searched for a header counting the frames.
  static func tableOfContents(_ bytes: [UInt8]) {
    _ = MPEGAudioTableOfContents.countsFrames(in: bytes)
  }

  /// An ADPCM layout (the first byte), a block's size and channels (the next four), a rate and
  /// the time `wavparse` gave 10 000 blocks (the next eight): the block's samples and the
  /// retiming's factor.
  static func adpcm(_ bytes: [UInt8]) {
    guard bytes.count >= 13 else { return }
    func integer(_ range: Range<Int>) -> Int { range.reduce(0) { $0 << 8 | Int(bytes[$1]) } }
    let layout = ["microsoft", "dvi", "g726"][Int(bytes[0]) % 3]
    let size = integer(1..<4)
    let channels = Int(bytes[4]) - 1
    guard let block = ADPCMBlock(layout: layout, size: size, channels: channels) else { return }
    require(block.samplesPerChannel > 0, "a block of \(size) bytes holds \(block.samplesPerChannel) samples")
    let rate = integer(5..<8) - 1
    let given = Double(integer(8..<13)) / 1000
    let factor = block.timeFactor(blocks: 10_000, rate: rate, givenSeconds: given)
    require(factor.isFinite && factor > 0, "a retiming factor of \(factor)")
  }
}
