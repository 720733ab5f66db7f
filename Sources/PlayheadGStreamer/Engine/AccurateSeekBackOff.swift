internal import CGStreamer
import Synchronization

/// Lands accurate seeks in demuxers that start reading at the seek's own time instead of at the
/// keyframe before it. GStreamer 1.22's MPEG-PS demuxer positions a seek by its clock references
/// and never goes back to a GOP start (its key-unit handling is a FIXME): the decoder then drops
/// everything up to the next keyframe, and an accurate seek shows a frame up to a GOP late; past
/// the last keyframe it shows nothing and fails as damaged.
///
/// On each such demuxer playbin makes (`element-setup`), a probe on its source pads moves an
/// accurate seek `backOff` earlier, and makes the segment that answers it start where the seek
/// was meant to: the decoder decodes from the keyframe before and drops what comes before the
/// target, as for any other container.
final class AccurateSeekBackOff: Sendable {
  /// The demuxers that need it.
  static let demuxers: Set<String> = ["mpegpsdemux"]

  /// How much earlier the demuxer is sent: longer than a GOP of an MPEG program stream (half a
  /// second on a DVD, a second on broadcast) and the lead of its clock references over its
  /// timestamps.
  static let backOff: gint64 = 3_000_000_000

  /// Where each seek (by seqnum) was meant to start; the latest few.
  private let targets = Mutex<[(seqnum: guint32, start: gint64)]>([])

  /// Watches for the demuxers `pipeline` (a playbin) makes; each keeps its back-off alive until
  /// it is destroyed.
  static func install(on pipeline: Element) {
    pipeline.onElementSignal("element-setup") { element in
      guard let factory = Element.factoryName(of: element), demuxers.contains(factory) else { return }
      AccurateSeekBackOff().watch(element)
    }
  }

  /// Adds the probe to each source pad the demuxer makes.
  private func watch(_ demuxer: UnsafeMutablePointer<GstElement>) {
    let box = Unmanaged.passRetained(self).toOpaque()
    playhead_connect_pad_added(
      demuxer,
      { _, pad, data in
        guard let pad, let data, gst_pad_get_direction(pad) == GST_PAD_SRC else { return }
        Unmanaged<AccurateSeekBackOff>.fromOpaque(data).takeUnretainedValue().probe(pad)
      }, box, { data, _ in if let data { Unmanaged<AccurateSeekBackOff>.fromOpaque(data).release() } })
  }

  private func probe(_ pad: UnsafeMutablePointer<GstPad>) {
    let box = Unmanaged.passRetained(self).toOpaque()
    let kinds = GST_PAD_PROBE_TYPE_EVENT_UPSTREAM.rawValue | GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM.rawValue
    gst_pad_add_probe(
      pad, GstPadProbeType(kinds),
      { _, info, data in
        guard let info, let data else { return GST_PAD_PROBE_OK }
        Unmanaged<AccurateSeekBackOff>.fromOpaque(data).takeUnretainedValue().pass(info)
        return GST_PAD_PROBE_OK
      }, box, { data in if let data { Unmanaged<AccurateSeekBackOff>.fromOpaque(data).release() } })
  }

  private func pass(_ info: UnsafeMutablePointer<GstPadProbeInfo>) {
    var start: gint64 = 0
    var seqnum: guint32 = 0
    if playhead_probe_accurate_seek(info, &start, &seqnum) != 0 {
      // Each sink's copy of the seek comes up a pad of its own: the first says where it was meant to go.
      let target = targets.withLock { targets in
        if let known = targets.first(where: { $0.seqnum == seqnum }) { return known.start }
        targets = targets.suffix(7) + [(seqnum, start)]
        return start
      }
      playhead_probe_move_seek(info, max(target - Self.backOff, 0))
      return
    }
    let event = playhead_probe_segment_seqnum(info)
    guard event != 0,
      let target = targets.withLock({ $0.first(where: { $0.seqnum == event })?.start })
    else { return }
    playhead_probe_start_segment(info, event, target)
  }
}
