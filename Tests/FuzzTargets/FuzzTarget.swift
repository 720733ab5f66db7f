import Foundation

/// A parser Playhead wrote itself, fed bytes from a fuzzer (`make fuzz`) or from the seed corpus
/// (`Tests/FuzzCorpus/NAME`, replayed by the tests). Each reads any bytes without crashing,
/// hanging or holding memory without bound, and checks what it read against what the parser
/// promises (`FuzzInvariant`): a promise broken stops the program as a crash does.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Blu-ray's PGS subtitles: display sets, fed in two buffers.
  case pgs
  /// Television's DVB subtitles: segments, fed in two buffers.
  case dvb
  /// The run-length pictures both draw, at a size the first bytes give.
  case runLength = "run-length"
  /// The MP3 header counting a stream's frames (Xing, Info, VBRI).
  case mpegAudioTableOfContents = "mpeg-audio-toc"
  /// ADPCM blocks as WAV files hold them, and the retiming of what `wavparse` makes of them.
  case adpcm
  /// Text subtitles: the format found, and its cues, in every format Playhead reads.
  case subtitleCues = "subtitle-cues"
  /// Media addresses as a person writes, pastes or drops them.
  case mediaAddress = "media-address"
  /// The settings file.
  case settings
  /// The file of places media was left.
  case resumePositions = "resume-positions"
  /// Playlists (M3U) opened as a queue.
  case queueFile = "queue-file"
  /// HLS and DASH manifests, and HLS I-frame playlists.
  case adaptiveManifest = "adaptive-manifest"
  /// The first packets of an MPEG transport stream, its tables kept.
  case transportStreamTables = "transport-stream-tables"

  /// Reads `bytes` as this target's parser does.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .pgs: BitmapFuzzing.pgs(bytes)
    case .dvb: BitmapFuzzing.dvb(bytes)
    case .runLength: BitmapFuzzing.runLength(bytes)
    case .mpegAudioTableOfContents: AudioFuzzing.tableOfContents(bytes)
    case .adpcm: AudioFuzzing.adpcm(bytes)
    case .subtitleCues: TextFuzzing.subtitleCues(bytes)
    case .mediaAddress: TextFuzzing.mediaAddress(bytes)
    case .settings: StateFuzzing.settings(bytes)
    case .resumePositions: StateFuzzing.resumePositions(bytes)
    case .queueFile: TextFuzzing.queueFile(bytes)
    case .adaptiveManifest: TextFuzzing.adaptiveManifest(bytes)
    case .transportStreamTables: BitmapFuzzing.transportStreamTables(bytes)
    }
  }

  /// The seed corpus's folder for this target, in `corpus` (`Tests/FuzzCorpus`).
  public func seeds(in corpus: URL) -> URL { corpus.appendingPathComponent(rawValue, isDirectory: true) }
}
