internal import CGStreamer
import Synchronization

/// Puts right the times of ADPCM sound in WAV files. GStreamer 1.22's RIFF library counts the
/// samples in an MS ADPCM or IMA ADPCM block wrongly (fixed upstream in 2025, "riff-media: fix
/// MS and DVI ADPCM av_bps calculations"), and `wavparse` times the stream from that count: a
/// mono file lasts half as long as it does, and its sink, given twice the samples the timestamps
/// allow, plays only the first half before the end.
///
/// On each `wavparse` playbin makes (`element-setup`), a probe on its source pad compares the time
/// `wavparse` gives a run of blocks with the time those blocks hold (`ADPCMBlock`); when they
/// differ, it stretches every time going down (buffers, segments) and up (duration, position and
/// seeking answers) and shrinks every seek going up by that factor. A GStreamer that counts right
/// gives a factor of 1, and nothing is touched.
final class WAVTimingRepair: Sendable {
  /// The media's time over `wavparse`'s; 1 until the caps are known or when they agree.
  private let factor = Mutex(1.0)

  /// Watches for the `wavparse` elements `pipeline` (a playbin) makes; each keeps its repair
  /// alive until it is destroyed.
  static func install(on pipeline: Element) {
    pipeline.onElementSignal("element-setup") { element in
      guard Element.factoryName(of: element) == "wavparse" else { return }
      WAVTimingRepair().watch(element)
    }
  }

  /// Adds the probe to `wavparse`'s source pad (an always pad, made with the element).
  private func watch(_ wavparse: UnsafeMutablePointer<GstElement>) {
    guard let pad = gst_element_get_static_pad(wavparse, "src") else { return }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    probe(pad)
  }

  private func probe(_ pad: UnsafeMutablePointer<GstPad>) {
    let box = Unmanaged.passRetained(self).toOpaque()
    let kinds =
      GST_PAD_PROBE_TYPE_BUFFER.rawValue | GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM.rawValue
      | GST_PAD_PROBE_TYPE_EVENT_UPSTREAM.rawValue | GST_PAD_PROBE_TYPE_QUERY_UPSTREAM.rawValue
    gst_pad_add_probe(
      pad, GstPadProbeType(kinds),
      { pad, info, data in
        guard let pad, let info, let data else { return GST_PAD_PROBE_OK }
        let repair = Unmanaged<WAVTimingRepair>.fromOpaque(data).takeUnretainedValue()
        return repair.pass(info, on: pad) ? GST_PAD_PROBE_OK : GST_PAD_PROBE_REMOVE
      }, box, { data in if let data { Unmanaged<WAVTimingRepair>.fromOpaque(data).release() } })
  }

  /// Retimes what passes, once the caps have said by how much; `false` when they say nothing
  /// needs it (PCM, or a GStreamer that counts right): the probe then goes, and the stream's
  /// buffers pass untouched.
  private func pass(_ info: UnsafeMutablePointer<GstPadProbeInfo>, on pad: UnsafeMutablePointer<GstPad>)
    -> Bool
  {
    if let caps = playhead_probe_caps(info) {
      let measured = Self.factor(for: caps, on: pad)
      guard measured != 1 else { return false }
      factor.withLock { $0 = measured }
    }
    let factor = factor.withLock { $0 }
    if factor != 1 { playhead_retime_probe_data(info, factor) }
    return true
  }

  /// The time a run of blocks holds over the time `wavparse` gives it, for ADPCM caps; 1 for
  /// anything else, or when they agree within a thousandth.
  private static func factor(for caps: UnsafeMutablePointer<GstCaps>, on pad: UnsafeMutablePointer<GstPad>)
    -> Double
  {
    guard let structure = gst_caps_get_structure(caps, 0),
      String(cString: gst_structure_get_name(structure)) == "audio/x-adpcm",
      let layout = gst_structure_get_string(structure, "layout")
    else { return 1 }
    var rate: gint = 0
    var channels: gint = 0
    var blockAlign: gint = 0
    guard gst_structure_get_int(structure, "rate", &rate) != 0,
      gst_structure_get_int(structure, "channels", &channels) != 0,
      gst_structure_get_int(structure, "block_align", &blockAlign) != 0,
      let block = ADPCMBlock(layout: String(cString: layout), size: Int(blockAlign), channels: Int(channels))
    else { return 1 }
    let blocks: gint64 = 10_000
    var given: gint64 = 0
    guard
      gst_pad_query_convert(pad, GST_FORMAT_BYTES, blocks * gint64(blockAlign), GST_FORMAT_TIME, &given) != 0
    else { return 1 }
    return block.timeFactor(blocks: Int(blocks), rate: Int(rate), givenSeconds: Double(given) / 1e9)
  }
}
