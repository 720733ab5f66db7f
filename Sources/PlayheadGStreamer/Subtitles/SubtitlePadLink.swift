internal import CGStreamer
import Synchronization

/// Links one subtitle stream of a demuxer to a sink pad as the demuxer makes its pads: the
/// `stream`th of its subtitle pads (`subtitle_…` in Matroska and MP4, `subpicture_…` in MPEG-TS),
/// counted in the order they come, as playbin counts them. `SubtitleLookBack`'s way to its
/// stream in any of those containers, whose pads are named by track or by PID.
final class SubtitlePadLink: Sendable {
  /// The names a subtitle pad's begins with.
  static let prefixes = ["subtitle_", "subpicture_"]

  private let stream: Int
  /// The pad the stream goes to, held until this link goes.
  nonisolated(unsafe) private let sink: UnsafeMutablePointer<GstPad>
  /// The subtitle pads seen so far, and whether the stream's is linked.
  private let state = Mutex<(seen: Int, isLinked: Bool)>((0, false))

  /// Links the `stream`th subtitle pad `demuxer` makes from now on to `sink`'s sink pad; `nil`
  /// when `sink` has none.
  init?(_ stream: Int, of demuxer: Element, to sink: Element) {
    guard let pad = gst_element_get_static_pad(sink.pointer, "sink") else { return nil }
    (self.stream, self.sink) = (stream, pad)
    playhead_connect_pad_added(
      demuxer.pointer,
      { _, pad, data in
        guard let pad, let data else { return }
        Unmanaged<SubtitlePadLink>.fromOpaque(data).takeUnretainedValue().consider(pad)
      }, Unmanaged.passRetained(self).toOpaque(),
      { data, _ in if let data { Unmanaged<SubtitlePadLink>.fromOpaque(data).release() } })
  }

  deinit { gst_object_unref(UnsafeMutableRawPointer(sink)) }

  /// Whether the stream's pad has been made and linked.
  var isLinked: Bool { state.withLock { $0.isLinked } }

  /// Links `pad` when it is the stream's: the demuxer calls this, on its thread, for each pad.
  private func consider(_ pad: UnsafeMutablePointer<GstPad>) {
    guard gst_pad_get_direction(pad) == GST_PAD_SRC,
      let owned = gst_object_get_name(UnsafeMutableRawPointer(pad).assumingMemoryBound(to: GstObject.self))
    else { return }
    let name = String(cString: owned)
    g_free(owned)
    guard Self.prefixes.contains(where: name.hasPrefix) else { return }
    state.withLock { state in
      defer { state.seen += 1 }
      guard state.seen == stream else { return }
      state.isLinked = gst_pad_link(pad, sink) == GST_PAD_LINK_OK
    }
  }
}
