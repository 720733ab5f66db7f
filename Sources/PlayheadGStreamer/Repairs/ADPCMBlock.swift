/// A block of ADPCM sound as WAV files store it: a header per channel (the predictor's state and
/// first samples), then 4-bit samples. How many samples it holds is what times the stream.
struct ADPCMBlock: Hashable, Sendable {
  /// Samples per channel in one block.
  let samplesPerChannel: Int

  /// The block of `size` bytes for `channels` channels in a GStreamer `audio/x-adpcm` layout:
  /// "microsoft" (MS ADPCM: a 7-byte header holding two samples) or "dvi" (IMA ADPCM: a 4-byte
  /// header holding one); `nil` for another layout or a block too small for its headers.
  init?(layout: String, size: Int, channels: Int) {
    guard channels > 0 else { return nil }
    let perChannel = size / channels
    switch layout {
    case "microsoft" where perChannel >= 7: samplesPerChannel = (perChannel - 7) * 2 + 2
    case "dvi" where perChannel >= 4: samplesPerChannel = (perChannel - 4) * 2 + 1
    default: return nil
    }
  }
}
