import Foundation

/// The exact length of an MP3 (or MP2) file without a table of contents, from the headers of
/// all its frames: each frame says its length in bytes and holds a fixed count of samples. A
/// parser without a Xing or VBRI header only estimates the length from the bit rate so far,
/// which a variable bit rate makes wrong (6.39 s for 7.21).
enum MPEGAudioFrames {
  /// The duration of the MPEG audio at `url`, in seconds; `nil` when no run of frames is found.
  static func duration(ofFileAt url: URL) -> Double? {
    guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
    return data.withUnsafeBytes { duration(of: $0.bindMemory(to: UInt8.self)) }
  }

  /// The duration of the frames in `bytes`, after any ID3v2 tag, up to what is not a frame at
  /// the end (an ID3v1 or APE tag, a cut): each frame's samples at its sample rate.
  static func duration(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var at = id3Length(of: bytes)
    var seconds = 0.0
    var frames = 0
    while at + 4 <= bytes.count {
      guard let frame = Frame(bytes[at], bytes[at + 1], bytes[at + 2]),
        frames > 0 || isFollowed(frame, at: at, in: bytes)
      else {
        // Before the first frame, look on; after it, what is not a frame ends the stream.
        if frames > 0 { break }
        at += 1
        continue
      }
      seconds += Double(frame.samples) / Double(frame.sampleRate)
      frames += 1
      at += frame.length
    }
    return frames > 1 ? seconds : nil
  }

  /// Whether `followers` frame headers follow `frame` at `at`, one after the other, at the same
  /// sample rate: a first frame is believed only then (two headers in a row turn up by chance
  /// in other data, a FLAC file's noise; four hardly ever).
  private static func isFollowed(
    _ frame: Frame, at: Int, in bytes: UnsafeBufferPointer<UInt8>, followers: Int = 3
  ) -> Bool {
    var (next, length) = (at, frame.length)
    for _ in 0..<followers {
      next += length
      guard next + 4 <= bytes.count, let following = Frame(bytes[next], bytes[next + 1], bytes[next + 2]),
        following.sampleRate == frame.sampleRate, following.samples == frame.samples
      else { return false }
      length = following.length
    }
    return true
  }

  /// The length of an ID3v2 tag at the start of `bytes` (its size is four 7-bit bytes), else 0.
  private static func id3Length(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard bytes.count >= 10, bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33 else { return 0 }
    let size = (6..<10).reduce(0) { $0 << 7 | Int(bytes[$1] & 0x7F) }
    let footer = bytes[5] & 0x10 != 0 ? 10 : 0
    return 10 + size + footer
  }

  /// An MPEG audio frame header.
  struct Frame {
    /// The frame's length in bytes, header included.
    let length: Int
    /// Samples per channel the frame holds.
    let samples: Int
    /// Samples a second.
    let sampleRate: Int

    private static let rates = [[44100, 48000, 32000], [22050, 24000, 16000], [11025, 12000, 8000]]
    /// Kilobits a second by bit-rate index: MPEG-1 layers I, II, III, then MPEG-2 and 2.5's
    /// layer I, and layers II and III.
    private static let bitRates: [[Int]] = [
      [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
      [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
      [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
      [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
      [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    ]

    /// The frame whose header begins with the three bytes given, or `nil` when they are none (free-format
    /// frames, whose length the header does not say, included).
    init?(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) {
      guard b0 == 0xFF, b1 & 0xE0 == 0xE0 else { return nil }
      let versionBits = Int(b1 >> 3 & 3)
      let layerBits = Int(b1 >> 1 & 3)
      let bitRateIndex = Int(b2 >> 4)
      let rateIndex = Int(b2 >> 2 & 3)
      guard versionBits != 1, layerBits != 0, bitRateIndex != 0, bitRateIndex != 15, rateIndex != 3 else {
        return nil
      }
      let isMPEG1 = versionBits == 3
      let layer = 4 - layerBits
      let rate = Self.rates[isMPEG1 ? 0 : versionBits == 2 ? 1 : 2][rateIndex]
      let table = isMPEG1 ? layer - 1 : layer == 1 ? 3 : 4
      let bitRate = Self.bitRates[table][bitRateIndex] * 1000
      let padding = Int(b2 >> 1 & 1)
      switch layer {
      case 1:
        samples = 384
        length = (12 * bitRate / rate + padding) * 4
      case 2:
        samples = 1152
        length = 144 * bitRate / rate + padding
      default:
        samples = isMPEG1 ? 1152 : 576
        length = (isMPEG1 ? 144 : 72) * bitRate / rate + padding
      }
      sampleRate = rate
      guard length >= 4 else { return nil }
    }
  }
}
