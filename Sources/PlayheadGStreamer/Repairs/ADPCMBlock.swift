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

  /// How much longer `blocks` of these last at `rate` samples a second than the `givenSeconds` a
  /// parser gave them: the factor to retime its buffers by; 1 when they agree within a
  /// thousandth, or when either is no length of time.
  func timeFactor(blocks: Int, rate: Int, givenSeconds: Double) -> Double {
    guard blocks > 0, rate > 0, givenSeconds.isFinite, givenSeconds > 0 else { return 1 }
    let held = Double(blocks) * Double(samplesPerChannel) / Double(rate)
    let factor = held / givenSeconds
    return factor.isFinite && factor > 0 && abs(factor - 1) >= 0.001 ? factor : 1
  }
}
