/// A sound format FFmpeg writes, each a way its length is known, or is not.
package enum SoundFormat: String, CaseIterable, Sendable {
  /// MP3 at a constant bit rate without the Xing header that gives its length.
  case mp3ConstantWithoutHeader
  /// MP3 at a variable bit rate without a Xing header: only an estimate until the end.
  case mp3VariableWithoutHeader
  /// MP3 at a variable bit rate with its Xing header.
  case mp3Variable
  /// AAC in ADTS frames, no container: only an estimate until the end.
  case adtsAAC
  /// AAC in MP4.
  case m4a
  /// FLAC.
  case flac
  /// Vorbis in Ogg.
  case vorbis
  /// Opus in Ogg.
  case opus
  /// Mono MS ADPCM in WAV (GStreamer 1.22 times it at half its length).
  case msADPCM
  /// Mono IMA ADPCM in WAV (the same).
  case imaADPCM

  /// The file's extension.
  var fileExtension: String {
    switch self {
    case .mp3ConstantWithoutHeader, .mp3VariableWithoutHeader, .mp3Variable: "mp3"
    case .adtsAAC: "aac"
    case .m4a: "m4a"
    case .flac: "flac"
    case .vorbis: "ogg"
    case .opus: "opus"
    case .msADPCM, .imaADPCM: "wav"
    }
  }

  /// FFmpeg's codec and format options.
  var ffmpegArguments: [String] {
    switch self {
    case .mp3ConstantWithoutHeader: ["-c:a", "libmp3lame", "-b:a", "128k", "-write_xing", "0", "-f", "mp3"]
    case .mp3VariableWithoutHeader: ["-c:a", "libmp3lame", "-q:a", "4", "-write_xing", "0", "-f", "mp3"]
    case .mp3Variable: ["-c:a", "libmp3lame", "-q:a", "4", "-f", "mp3"]
    case .adtsAAC: ["-c:a", "aac", "-f", "adts"]
    case .m4a: ["-c:a", "aac", "-f", "ipod"]
    case .flac: ["-c:a", "flac", "-f", "flac"]
    case .vorbis: ["-c:a", "libvorbis", "-f", "ogg"]
    case .opus: ["-c:a", "libopus", "-f", "ogg"]
    case .msADPCM: ["-ac", "1", "-c:a", "adpcm_ms", "-f", "wav"]
    case .imaADPCM: ["-ac", "1", "-c:a", "adpcm_ima_wav", "-f", "wav"]
    }
  }
}
