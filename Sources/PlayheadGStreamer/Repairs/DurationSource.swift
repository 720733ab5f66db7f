internal import CGStreamer
import Foundation
import Synchronization

/// Whether a playbin's duration is stated by the media or reckoned from its bit rate. A container
/// (MP4, Matroska, Ogg, WAV, MPEG-TS…) states it, and so does an MP3's Xing, Info or VBRI header;
/// a stream read by a parser alone (MP3 without such a header, ADTS AAC, AC-3, DTS, AMR) has no
/// length in it, and GStreamer's parser estimates one from the bytes and the bit rate so far.
///
/// It learns from the elements playbin makes (`element-setup`), and from the first frame that
/// reaches an MP3 parser.
final class DurationSource: Sendable {
  private struct State {
    var hasAdaptiveDemuxer = false
    var hasProgramStreamDemuxer = false
    var hasDemuxer = false
    var hasEstimatingParser = false
    var hasTableOfContents = false
  }

  /// The parsers of streams without a length of their own.
  static let estimatingParsers: Set<String> = [
    "mpegaudioparse", "aacparse", "ac3parse", "dcaparse", "amrparse",
  ]

  private let state = Mutex(State())

  /// Watches the elements `pipeline` (a playbin) makes; the pipeline keeps it alive until it is
  /// destroyed.
  init(pipeline: Element) {
    pipeline.onElementSignal("element-setup") { [self] element in made(element) }
  }

  /// Whether the duration is an estimate from the bit rate.
  var isEstimated: Bool {
    state.withLock { $0.hasEstimatingParser && !$0.hasDemuxer && !$0.hasTableOfContents }
  }

  /// Whether the media is an adaptive stream (HLS, DASH): its demuxer fetches the segments
  /// itself, and the playlist's server says nothing of theirs.
  var isAdaptive: Bool { state.withLock { $0.hasAdaptiveDemuxer } }

  /// How a local file's exact duration is found where GStreamer's is an estimate: MP3 without a
  /// table of contents from its frames, MPEG-PS from its packets' timestamps; `nil` where
  /// GStreamer's is right.
  var exactDurationScan: (@Sendable (URL) -> Double?)? {
    state.withLock { state in
      if state.hasProgramStreamDemuxer { return ProgramStreamTimestamps.duration(ofFileAt:) }
      let estimated = state.hasEstimatingParser && !state.hasDemuxer && !state.hasTableOfContents
      return estimated ? MPEGAudioFrames.duration(ofFileAt:) : nil
    }
  }

  private func made(_ element: UnsafeMutablePointer<GstElement>) {
    guard let factory = gst_element_get_factory(element), let name = Element.factoryName(of: element) else {
      return
    }
    let klass =
      gst_element_factory_get_metadata(factory, GST_ELEMENT_METADATA_KLASS).map { String(cString: $0) } ?? ""
    // A tag reader (id3demux, apedemux) is a "demuxer" too, of the tags around a stream.
    if klass.contains("Demuxer"), !klass.contains("Metadata") {
      state.withLock {
        $0.hasDemuxer = true
        $0.hasProgramStreamDemuxer = $0.hasProgramStreamDemuxer || name == "mpegpsdemux"
        $0.hasAdaptiveDemuxer = $0.hasAdaptiveDemuxer || klass.contains("Adaptive")
      }
    } else if Self.estimatingParsers.contains(name) {
      state.withLock { $0.hasEstimatingParser = true }
      if name == "mpegaudioparse" { readFirstFrame(of: element) }
    }
  }

  /// Looks for a table of contents in the first buffer that reaches the MP3 parser (its first
  /// frame: a tag reader before it has taken the tags off).
  private func readFirstFrame(of parser: UnsafeMutablePointer<GstElement>) {
    guard let pad = gst_element_get_static_pad(parser, "sink") else { return }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    let box = Unmanaged.passRetained(self).toOpaque()
    gst_pad_add_probe(
      pad, GST_PAD_PROBE_TYPE_BUFFER,
      { _, info, data in
        guard let info, let data, let buffer = playhead_probe_buffer(info) else { return GST_PAD_PROBE_OK }
        var bytes = [UInt8](repeating: 0, count: MPEGAudioTableOfContents.searchedLength)
        let copied = Int(gst_buffer_extract(buffer, 0, &bytes, gsize(bytes.count)))
        bytes.removeLast(bytes.count - copied)
        let found = MPEGAudioTableOfContents.countsFrames(in: bytes)
        Unmanaged<DurationSource>.fromOpaque(data).takeUnretainedValue().state.withLock {
          $0.hasTableOfContents = found
        }
        return GST_PAD_PROBE_REMOVE
      }, box, { data in if let data { Unmanaged<DurationSource>.fromOpaque(data).release() } })
  }
}
