internal import CGStreamer
import Foundation
import PlayheadCore
import Synchronization

/// The adaptive demuxer (hlsdemux2, dashdemux2) a playbin3 makes for an adaptive stream, watched
/// from the moment it is made: the manifest is read as it passes into the demuxer (so no second
/// download is made, with the same cookies and redirects), the variants it may fetch can be
/// limited (`limit`: one pinned, or those up to a rate), and the height of the pictures reaching the video sink is told as it changes, which
/// says which variant is shown.
final class AdaptiveDemuxer: Sendable {
  private struct State {
    /// The demuxer's address (a reference held), 0 before it is made.
    var demuxer = 0
    var manifest = Data()
    var isManifestRead = false
    var limits: ClosedRange<Int>?
  }

  /// The most of a manifest read: a larger one is not a manifest.
  private static let manifestLimit = 8 << 20

  private let state = Mutex(State())
  private let format: AdaptiveStreamFormat
  private let onManifest: @MainActor @Sendable (AdaptiveManifest) -> Void
  private let onPictureHeight: @MainActor @Sendable (Int) -> Void

  /// Watches the demuxer `pipeline` (a playbin3 playing a `format` stream, its video sink set)
  /// makes; `onManifest` hears what its manifest lists once read, `onPictureHeight` the height of
  /// the pictures reaching the video sink, at each caps event. The pipeline keeps it alive.
  init(
    pipeline: Element, format: AdaptiveStreamFormat,
    onManifest: @escaping @MainActor @Sendable (AdaptiveManifest) -> Void,
    onPictureHeight: @escaping @MainActor @Sendable (Int) -> Void
  ) {
    self.format = format
    self.onManifest = onManifest
    self.onPictureHeight = onPictureHeight
    pipeline.onElementSignal("element-setup") { [self] element in made(element) }
    if let pad = playhead_sink_property_pad(pipeline.pointer, "video-sink") {
      watchPictureSize(at: pad)
      gst_object_unref(UnsafeMutableRawPointer(pad))
    }
  }

  deinit {
    if let demuxer = UnsafeMutableRawPointer(bitPattern: state.withLock { $0.demuxer }) {
      gst_object_unref(demuxer)
    }
  }

  /// Has the demuxer fetch only variants of `rates` bits per second (its lowest and highest rate:
  /// one variant's pins it), or any (`nil`: Auto, as the network allows). Data fetched already
  /// plays first; the demuxer made later takes the limits too.
  func limit(_ rates: ClosedRange<Int>?) {
    let address = state.withLock { state in
      state.limits = rates
      return state.demuxer
    }
    if let demuxer = UnsafeMutablePointer<GstElement>(bitPattern: address) {
      Self.apply(rates, to: demuxer)
    }
  }

  /// Lets the demuxer measure the network again, once the first fragments within the limits came
  /// (see `apply`): Auto below a limit still goes down when the network slows.
  func measureTheNetwork() {
    if let demuxer = UnsafeMutableRawPointer(bitPattern: state.withLock { $0.demuxer }) {
      playhead_set_uint(demuxer, "connection-bitrate", 0)
    }
  }

  private static func apply(_ rates: ClosedRange<Int>?, to demuxer: UnsafeMutablePointer<GstElement>) {
    let object = UnsafeMutableRawPointer(demuxer)
    playhead_set_uint(object, "min-bitrate", guint(clamping: rates?.lowerBound ?? 0))
    playhead_set_uint(object, "max-bitrate", guint(clamping: rates?.upperBound ?? 0))
    guard let rates else { return playhead_set_uint(object, "connection-bitrate", 0) }
    // The first fragments are fetched within the limits too, not at the manifest's first variant:
    // hlsdemux2 1.22 chooses them by the connection's rate (its start-bitrate is not read), taken
    // at the highest rate allowed over the share of it the demuxer uses (its
    // bandwidth-target-ratio, 0.8).
    let rate = guint(clamping: Int((Double(rates.upperBound) / 0.8).rounded(.up)))
    playhead_set_uint(object, "start-bitrate", rate)
    playhead_set_uint(object, "connection-bitrate", rate)
  }

  private func made(_ element: UnsafeMutablePointer<GstElement>) {
    guard let factory = gst_element_get_factory(element),
      let klass = gst_element_factory_get_metadata(factory, GST_ELEMENT_METADATA_KLASS),
      String(cString: klass).contains("Adaptive")
    else { return }
    gst_object_ref(UnsafeMutableRawPointer(element))
    let made = Int(bitPattern: element)
    let (old, limits) = state.withLock { state in
      defer { state.demuxer = made }
      return (state.demuxer, state.limits)
    }
    if let old = UnsafeMutableRawPointer(bitPattern: old) { gst_object_unref(old) }
    if let limits { Self.apply(limits, to: element) }
    guard let pad = gst_element_get_static_pad(element, "sink") else { return }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    gst_pad_add_probe(
      pad, GstPadProbeType(GST_PAD_PROBE_TYPE_BUFFER.rawValue | GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM.rawValue),
      { _, info, data in
        guard let info, let data else { return GST_PAD_PROBE_OK }
        let watch = Unmanaged<AdaptiveDemuxer>.fromOpaque(data).takeUnretainedValue()
        return watch.manifestPassed(info)
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in if let data { Unmanaged<AdaptiveDemuxer>.fromOpaque(data).release() } })
  }

  /// Keeps a buffer of the manifest, and at its end (EOS) tells what it lists; then the probe
  /// goes (`GST_PAD_PROBE_REMOVE`). A DASH manifest the demuxer cannot take without ending the
  /// program (`DASHManifestFlaw`) never reaches its end: the demuxer fails with why instead.
  private func manifestPassed(_ info: UnsafeMutablePointer<GstPadProbeInfo>) -> GstPadProbeReturn {
    if info.pointee.type.rawValue & GST_PAD_PROBE_TYPE_BUFFER.rawValue != 0,
      let buffer = playhead_probe_buffer(info)
    {
      var map = GstMapInfo()
      guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return GST_PAD_PROBE_OK }
      defer { gst_buffer_unmap(buffer, &map) }
      let chunk = Data(bytes: map.data, count: Int(map.size))
      let isTooLarge = state.withLock { state in
        state.manifest.append(chunk)
        return state.manifest.count > Self.manifestLimit
      }
      return isTooLarge ? GST_PAD_PROBE_REMOVE : GST_PAD_PROBE_OK
    }
    guard let event = playhead_probe_event(info), event.pointee.type == GST_EVENT_EOS else {
      return GST_PAD_PROBE_OK
    }
    let (text, demuxer) = state.withLock { state -> (String?, Int) in
      guard !state.isManifestRead else { return (nil, state.demuxer) }
      state.isManifestRead = true
      return (String(decoding: state.manifest, as: UTF8.self), state.demuxer)
    }
    guard let text else { return GST_PAD_PROBE_REMOVE }
    if format == .dash, let flaw = DASHManifestFlaw.flaw(in: text),
      let element = UnsafeMutablePointer<GstObject>(bitPattern: demuxer)
    {
      let error = g_error_new_literal(
        gst_stream_error_quark(), gint(GST_STREAM_ERROR_DEMUX.rawValue),
        translated("its manifest gives \(flaw), which GStreamer's DASH demuxer cannot play"))
      gst_element_post_message(
        UnsafeMutableRawPointer(element).assumingMemoryBound(to: GstElement.self),
        gst_message_new_error(element, error, nil))
      g_error_free(error)
      return GST_PAD_PROBE_DROP
    }
    let manifest = AdaptiveManifest(text, format: format)
    let onManifest = onManifest
    Task { @MainActor in onManifest(manifest) }
    return GST_PAD_PROBE_REMOVE
  }

  /// Tells the height each caps event reaching `pad` gives the pictures.
  private func watchPictureSize(at pad: UnsafeMutablePointer<GstPad>) {
    gst_pad_add_probe(
      pad, GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM,
      { _, info, data in
        guard let info, let data, let caps = playhead_probe_caps(info),
          let structure = gst_caps_get_structure(caps, 0)
        else { return GST_PAD_PROBE_OK }
        var height: Int32 = 0
        guard gst_structure_get_int(structure, "height", &height) != 0, height > 0 else {
          return GST_PAD_PROBE_OK
        }
        let tell = Unmanaged<AdaptiveDemuxer>.fromOpaque(data).takeUnretainedValue().onPictureHeight
        Task { @MainActor in tell(Int(height)) }
        return GST_PAD_PROBE_OK
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in if let data { Unmanaged<AdaptiveDemuxer>.fromOpaque(data).release() } })
  }
}
