internal import CGStreamer
import Dispatch
import Synchronization

/// Which bytes of a progressive network stream have arrived, seen by a probe on the source's
/// output (playbin's `source-setup`), and what time ranges they hold, in proportion to the
/// total size as GStreamer's own buffering ranges are. A seek that starts a new request starts a
/// new range. What arrives is kept in a `DownloadCopy` too, for previews. Adaptive streams (HLS)
/// fetch their own segments and are not tracked.
final class DownloadTracker: Sendable {
  private struct State {
    var bytes = ByteRanges()
    /// The source's address, to ask it for the total size: a strong reference, dropped when
    /// another source replaces it or in deinit. (An address, as pointers are not `Sendable`.)
    var source: Int?
    /// Whether any source has sent data.
    var hasData = false
    /// When `onProgress` last ran, in nanoseconds of the monotonic clock.
    var lastProgress: UInt64 = 0
    /// Whether the server said it takes range requests; `nil` before its headers came.
    var acceptsRanges: Bool?
  }

  /// How often at most `onProgress` runs while data comes: four times a second, in nanoseconds.
  static let progressInterval: UInt64 = 250_000_000

  private let state = Mutex(State())
  /// The download kept as it arrives; `nil` when none is kept, or no file could be made for it.
  let copy: DownloadCopy?
  private let onFirstData: @Sendable () -> Void
  private let onProgress: @Sendable () -> Void

  /// Starts tracking the sources `pipeline` (a playbin) makes; `onFirstData` runs on the
  /// streaming thread when the first bytes arrive, `onProgress` as more arrive, at most every
  /// `progressInterval`; what arrives is kept in a copy when `keepsCopy`. The pipeline keeps the
  /// tracker alive until it is destroyed.
  init(
    pipeline: Element, keepsCopy: Bool, onFirstData: @escaping @Sendable () -> Void,
    onProgress: @escaping @Sendable () -> Void
  ) {
    copy = keepsCopy ? DownloadCopy() : nil
    self.onFirstData = onFirstData
    self.onProgress = onProgress
    pipeline.onElementSignal("source-setup") { [self] source in watch(source) }
  }

  deinit {
    if let source = state.withLock({ $0.source }) {
      gst_object_unref(UnsafeMutableRawPointer(bitPattern: source))
    }
  }

  /// The downloaded time ranges of media lasting `duration` seconds; empty when unknown.
  func timeRanges(duration: Double) -> [ClosedRange<Double>] {
    timeRanges(of: state.withLock { $0.bytes.ranges }, duration: duration)
  }

  /// The time ranges the copy holds well inside (by `copyMargin` of the duration, at least a few
  /// seconds, as a time's bytes lie only roughly in proportion), from where they start at the
  /// file's start or to where they end at its end: where previews can be decoded from it.
  func copiedTimeRanges(duration: Double) -> [ClosedRange<Double>] {
    let margin = max(duration * Self.copyMargin, Self.shortestCopyMargin)
    return timeRanges(of: copy?.ranges ?? [], duration: duration).compactMap { range in
      let start = range.lowerBound <= 0 ? 0 : range.lowerBound + margin
      let end = range.upperBound >= duration ? duration : range.upperBound - margin
      return start < end ? start...end : nil
    }
  }

  /// How far inside a copied range previews are decoded: a share of the duration, and at least
  /// the seconds after it.
  static let copyMargin = 0.02
  static let shortestCopyMargin = 2.0

  /// `ranges` of bytes as times in media lasting `duration` seconds, in proportion to the
  /// source's total size; empty when that is unknown.
  private func timeRanges(of ranges: [Range<UInt64>], duration: Double) -> [ClosedRange<Double>] {
    let address = state.withLock { $0.source }
    var total: gint64 = 0
    guard let address, let source = UnsafeMutablePointer<GstElement>(bitPattern: address), duration > 0,
      gst_element_query_duration(source, GST_FORMAT_BYTES, &total) != 0, total > 0
    else { return [] }
    let scale = duration / Double(total)
    return ranges.map {
      min(Double($0.lowerBound) * scale, duration)...min(Double($0.upperBound) * scale, duration)
    }
  }

  /// Adds the probe to a new source's output.
  private func watch(_ source: UnsafeMutablePointer<GstElement>) {
    guard let pad = gst_element_get_static_pad(source, "src") else { return }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    gst_object_ref(UnsafeMutableRawPointer(source))
    let address = Int(bitPattern: source)
    let previous = state.withLock { state in
      let previous = state.source
      state = State(
        bytes: ByteRanges(), source: address, hasData: state.hasData, acceptsRanges: state.acceptsRanges)
      return previous
    }
    if let previous { gst_object_unref(UnsafeMutableRawPointer(bitPattern: previous)) }
    let box = Unmanaged.passRetained(self).toOpaque()
    gst_pad_add_probe(
      pad, GstPadProbeType(GST_PAD_PROBE_TYPE_BUFFER.rawValue | GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM.rawValue),
      { _, info, data in
        guard let info, let data else { return GST_PAD_PROBE_OK }
        let tracker = Unmanaged<DownloadTracker>.fromOpaque(data).takeUnretainedValue()
        // (An event's data would read as a buffer: the event is asked for first.)
        if let event = playhead_probe_event(info) {
          tracker.heard(event)
        } else if let buffer = playhead_probe_buffer(info) {
          tracker.arrived(buffer)
        }
        return GST_PAD_PROBE_OK
      }, box, { data in if let data { Unmanaged<DownloadTracker>.fromOpaque(data).release() } })
  }

  /// Whether the server takes range requests, as its headers said (FFmpeg's rule: only one that
  /// says "Accept-Ranges: bytes", or answers a range with 206, is sought); `nil` before they came,
  /// or for a source that sends none.
  var acceptsRanges: Bool? { state.withLock { $0.acceptsRanges } }

  /// Notes what the server's headers say of range requests; a 206 once seen stays.
  private func heard(_ event: UnsafeMutablePointer<GstEvent>) {
    let says = playhead_http_event_accepts_ranges(event)
    guard says >= 0 else { return }
    state.withLock { $0.acceptsRanges = $0.acceptsRanges == true || says == 1 }
  }

  /// Extends the range the buffer continues, or starts a new one.
  private func arrived(_ buffer: UnsafeMutablePointer<GstBuffer>) {
    let offset = buffer.pointee.offset
    guard offset != guint64.max else { return }  // GST_BUFFER_OFFSET_NONE
    let start = UInt64(offset)
    let end = start + UInt64(gst_buffer_get_size(buffer))
    copy?.write(buffer, at: start)
    let now = DispatchTime.now().uptimeNanoseconds
    let (isFirst, isProgressDue) = state.withLock { state in
      state.bytes.add(start..<end)
      defer { state.hasData = true }
      let isDue = now >= state.lastProgress + Self.progressInterval
      if isDue { state.lastProgress = now }
      return (!state.hasData, isDue)
    }
    if isFirst { onFirstData() }
    if isProgressDue { onProgress() }
  }
}
