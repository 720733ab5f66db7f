internal import CGStreamer
import PlayheadCore

/// The streams of an adaptive stream as playbin3 offers them (its latest stream collection), the
/// ones playing (its latest streams-selected message), and the
/// choice of another: a `select-streams` event naming one stream of each kind. An HLS stream's
/// alternate sound and subtitle renditions are streams here like any other.
final class CollectedStreams: PlaybinStreams {
  private let pipeline: Element
  /// The collection's streams, in its order.
  private var streams: [CollectedStream] = []
  /// The ids of the streams playing.
  private var selected: [String] = []
  /// The names of the manifest's renditions, which title the streams made for them.
  var renditionNames: [String] = []

  /// The streams `pipeline`, a playbin3, offers; none until its collection arrives.
  init(pipeline: Element) {
    self.pipeline = pipeline
  }

  /// Takes the pipeline's new collection; returns whether its streams changed.
  func collected(_ streams: [CollectedStream]) -> Bool {
    guard streams != self.streams else { return false }
    self.streams = streams
    return true
  }

  /// Takes the ids of the streams the pipeline now plays; returns whether they changed.
  func selected(_ ids: [String]) -> Bool {
    guard ids != selected else { return false }
    selected = ids
    return true
  }

  var audioTracks: [MediaTrack] { tracks(.audio) }
  var videoTracks: [MediaTrack] { tracks(.video) }
  var subtitleTracks: [MediaTrack] { tracks(.text) }
  var currentAudioTrack: Int? { current(.audio) }
  var currentSubtitleTrack: Int? { current(.text) }

  /// The tags that reached the sinks for the media as a whole (an HLS stream's timed ID3 tags).
  var mediaTags: MediaTags {
    let containers = ["video-sink", "audio-sink"].compactMap {
      property -> UnsafeMutablePointer<GstTagList>? in
      guard let pad = playhead_sink_property_pad(pipeline.pointer, property) else { return nil }
      defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
      return playhead_pad_scoped_tags(pad, GST_TAG_SCOPE_GLOBAL)
    }
    defer { containers.forEach { gst_tag_list_unref($0) } }
    return Element.mediaTags(containers: containers, streams: [])
  }

  /// None: an adaptive stream's chapters are not in sound comments.
  var commentChapters: [Chapter] { [] }

  func streamCount(_ kind: PlaybinStream) -> Int { streams.filter { $0.kind == kind }.count }

  func selectAudioTrack(_ index: Int) { select(.audio, index) }

  func selectSubtitleTrack(_ index: Int) { select(.text, index) }

  private func tracks(_ kind: PlaybinStream) -> [MediaTrack] {
    streams.filter { $0.kind == kind }.map { stream in
      var track = stream.track
      if track.title == nil, let name = stream.renditionName, renditionNames.contains(name) {
        track.title = name
      }
      return track
    }
  }

  private func current(_ kind: PlaybinStream) -> Int? {
    streams.filter { $0.kind == kind }.firstIndex { selected.contains($0.id) }
  }

  /// Asks for stream `index` of `kind` in place of the one of that kind playing, the others
  /// kept; the pipeline's streams-selected message says once it plays.
  private func select(_ kind: PlaybinStream, _ index: Int) {
    let ofKind = streams.filter { $0.kind == kind }
    guard ofKind.indices.contains(index) else { return }
    let others = selected.filter { id in streams.first { $0.id == id }?.kind != kind }
    let ids = others + [ofKind[index].id]
    var pointers = ids.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    pointers.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { ids in
        _ = playhead_select_streams(pipeline.pointer, ids.baseAddress, guint(ids.count))
      }
    }
  }
}
