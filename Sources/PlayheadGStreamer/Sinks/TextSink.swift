internal import CGStreamer
import Foundation
import PlayheadCore
import Synchronization

/// playbin's text sink: an appsink taking the subtitle stream's cues (`text/x-raw`, plain UTF-8
/// or Pango markup, as subparse, qtdemux and matroskademux give them; SSA/ASS events as the
/// demuxer gives them, with their script's header from the caps and the fonts the media carries
/// from its tags, for libass (`StyledSubtitleScript`); Blu-ray's and television's bitmap
/// subtitles, read by `BitmapSubtitleDecoder`) as they are read, ahead of playback, and keeping
/// them by time for the view to draw (`SubtitleCues`).
///
/// It neither waits for the clock nor holds the pipeline's preroll (`sync` and `async` off, and
/// `sync` kept off when playbin turns it on): subtitles never stall the picture, nor a seek.
/// Paused, it still takes the cue at the position, as its preroll. With it, playbin draws no
/// subtitles itself; GStreamer 1.22's playbin deadlocks on a seek after a sound stream switch
/// while paused when it does (see docs/known-faults.md).
final class TextSink: Sendable {
  /// The appsink to give playbin.
  nonisolated(unsafe) let element: Element
  /// The cues so far, on the media's timeline; where that starts in stream time; whether cues
  /// are dropped until the next flush (`removeAll(untilFlushed:)`); the bitmap stream's
  /// decoder; and the fonts the media carries.
  private let state = Mutex<
    (
      cues: SubtitleCues, timelineStart: Double, isWaitingForFlush: Bool, pictures: BitmapSubtitleDecoder?,
      fonts: [StyledSubtitleScript.Font]
    )
  >((SubtitleCues(), 0, false, nil, []))
  /// The streams taken: text; WebVTT as Matroska keeps it, and as demuxers hand it on block by
  /// block (GStreamer's parser for it, in between, made MP4 with WebVTT a file that cannot seek,
  /// and dropped the cues' settings); SSA/ASS events unparsed; the bitmap subtitles Playhead
  /// decodes (`BitmapSubtitleDecoder`); and DVD's, taken so that media with them plays (not
  /// drawn: see docs/known-faults.md).
  static let caps =
    (["text/x-raw"] + webVTTMediaTypes.sorted() + StyledSubtitleScript.mediaTypes
    + BitmapSubtitleDecoder.mediaTypes + ["subpicture/x-dvd"]).joined(separator: "; ")
  /// WebVTT's media types, as demuxers give it.
  private static let webVTTMediaTypes: Set = [WebVTTReader.matroskaMediaType, WebVTTReader.demuxedMediaType]
  private let cueListener: Mutex<(@Sendable () -> Void)?>
  /// The ids of the pad probes `watchPad` adds, each holding this sink until `detach` removes
  /// it (the appsink's pad holds the probes, and this sink the appsink: without the removal the
  /// three would keep each other alive).
  private let probes = Mutex<[gulong]>([])

  /// A text sink; `onCue` runs on the streaming thread after each new cue.
  convenience init?(onCue: (@Sendable () -> Void)?) {
    guard let element = Element(factory: "appsink", name: "playhead-text") else { return nil }
    self.init(wrapping: element, onCue: onCue)
  }

  /// A text sink taking its cues through `element`, an appsink (`SubtitleLookBack`'s, in a
  /// pipeline of its own); `onCue` runs on the streaming thread after each new cue.
  init?(wrapping element: Element, onCue: (@Sendable () -> Void)?) {
    self.element = element
    cueListener = Mutex(onCue)
    playhead_keep_unsynced(element.pointer)
    playhead_set_boolean(element.object, "async", 0)
    let caps = gst_caps_from_string(Self.caps)
    playhead_set_object(element.object, "caps", UnsafeMutableRawPointer(caps))
    gst_caps_unref(caps)
    // The appsink holds this sink (through its receiver) until `detach`.
    AppSinkReceiver.attach(to: element) { [self] sample in take(sample) }
    watchPad()
  }

  /// Hears each flush ending at the appsink and the fonts each tag event names, and reads each
  /// buffer of a bitmap stream as it arrives, then drops it: the appsink would take the first as
  /// its preroll and hold the rest while paused, and after a seek the picture showing comes
  /// before the segment. The probes hold a reference each, released as `detach` removes them.
  private func watchPad() {
    guard let pad = gst_element_get_static_pad(element.pointer, "sink") else { return }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    let flushes = gst_pad_add_probe(
      pad, GST_PAD_PROBE_TYPE_EVENT_FLUSH,
      { _, info, data in
        // The flush's end, not its start: a cue of the old stream being taken when the flush
        // starts is kept after it, and the end waits for it.
        if let info, playhead_probe_is_flush_stop(info) != 0 {
          TextSink.from(data).state.withLock { $0.isWaitingForFlush = false }
        }
        return GST_PAD_PROBE_OK
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in if let data { Unmanaged<TextSink>.fromOpaque(data).release() } })
    let tags = gst_pad_add_probe(
      pad, GST_PAD_PROBE_TYPE_EVENT_DOWNSTREAM,
      { _, info, data in
        if let info, let event = playhead_probe_event(info) { TextSink.from(data).takeFonts(in: event) }
        return GST_PAD_PROBE_OK
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in if let data { Unmanaged<TextSink>.fromOpaque(data).release() } })
    let buffers = gst_pad_add_probe(
      pad, GST_PAD_PROBE_TYPE_BUFFER,
      { pad, info, data in
        guard let pad, let info, let buffer = playhead_probe_buffer(info),
          TextSink.from(data).takeAhead(buffer, on: pad)
        else { return GST_PAD_PROBE_OK }
        return GST_PAD_PROBE_DROP
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in if let data { Unmanaged<TextSink>.fromOpaque(data).release() } })
    probes.withLock { $0 = [flushes, tags, buffers].filter { $0 != 0 } }
  }

  /// Runs on the streaming thread after each new cue from now on (replacing what `init` was
  /// given).
  var onCue: (@Sendable () -> Void)? {
    get { cueListener.withLock { $0 } }
    set { cueListener.withLock { $0 = newValue } }
  }

  /// The cues read so far, on the media's timeline.
  var cues: SubtitleCues { state.withLock { $0.cues } }

  /// Cue times count from `start` in stream time (see `GStreamerEngine`'s timeline); the cues
  /// read before it was known are moved once.
  func startTimeline(at start: Double) {
    state.withLock { state in
      let shift = start - state.timelineStart
      state.timelineStart = start
      guard shift != 0 else { return }
      var moved = SubtitleCues()
      for cue in state.cues.cues { moved.insert(cue.shifted(back: shift)) }
      moved.script = state.cues.script
      moved.script?.revision += 1
      state.cues = moved
    }
  }

  /// Keeps `cues`, read elsewhere from the same stream (`SubtitleLookBack`), and their script
  /// when none is known: the cue running where a seek landed, which the stream did not pass on.
  /// With `replacing`, they take the place of the cues so far (a stream chosen while paused,
  /// before playbin switches to it), and those still arriving are dropped until the next flush.
  func take(_ cues: SubtitleCues, replacing: Bool) {
    state.withLock { state in
      if replacing {
        state.cues.removeAll()
        state.pictures = nil
        state.isWaitingForFlush = true
      }
      for cue in cues.cues { state.cues.insert(cue) }
      if state.cues.script == nil, var script = cues.script {
        script.fonts = state.fonts.isEmpty ? script.fonts : state.fonts
        state.cues.script = script
      }
    }
    cueListener.withLock { $0 }?()
  }

  /// Forgets the cues (another stream was taken); with `untilFlushed`, also those arriving
  /// before the next flush (the old stream's, still on their way).
  func removeAll(untilFlushed: Bool) {
    state.withLock { state in
      state.cues.removeAll()
      state.pictures = nil
      state.isWaitingForFlush = untilFlushed
    }
  }

  /// Drops the callbacks and the pad's probes (and so every reference the appsink holds to this
  /// sink).
  func detach() {
    AppSinkReceiver.detach(from: element)
    cueListener.withLock { $0 = nil }
    let ids = probes.withLock { ids in
      defer { ids = [] }
      return ids
    }
    guard !ids.isEmpty, let pad = gst_element_get_static_pad(element.pointer, "sink") else { return }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    for id in ids { gst_pad_remove_probe(pad, id) }
  }

  private static func from(_ data: gpointer?) -> TextSink {
    Unmanaged<TextSink>.fromOpaque(data!).takeUnretainedValue()
  }

  /// Keeps the cue a sample of a text stream holds, at its stream time (a bitmap or SSA/ASS
  /// stream's are read as they arrive: `takeAhead`).
  private func take(_ sample: OpaquePointer?) {
    guard let sample else { return }
    defer { gst_sample_unref(sample) }
    guard let cue = Self.cue(in: sample) else { return }
    let isKept = state.withLock { state in
      guard !state.isWaitingForFlush else { return false }
      state.cues.insert(cue.shifted(back: state.timelineStart))
      return true
    }
    if isKept { cueListener.withLock { $0 }?() }
  }

  /// Reads a buffer of a bitmap, SSA/ASS or WebVTT stream arriving on `pad`, at its
  /// stream time, so that all of them are read while paused, not only the first the appsink
  /// holds: a bitmap stream's display set shows its picture, ending the one before, or clears
  /// it; an SSA/ASS event is kept with its script's header (the caps' `codec_data`); a WebVTT
  /// block is a cue (a stream of another unknown kind, not text, is dropped). Returns whether
  /// the buffer was one of those (text goes on to the appsink; DVD's is dropped).
  private func takeAhead(_ buffer: UnsafeMutablePointer<GstBuffer>, on pad: UnsafeMutablePointer<GstPad>)
    -> Bool
  {
    guard let caps = gst_pad_get_current_caps(pad) else { return false }
    defer { gst_caps_unref(caps) }
    guard let type = Self.mediaType(of: gst_caps_ref(caps)),
      type.hasPrefix("subpicture/") || StyledSubtitleScript.mediaTypes.contains(type)
        || Self.webVTTMediaTypes.contains(type)
    else { return false }
    var streamTime: gint64 = 0
    let (pts, length) = (buffer.pointee.pts, buffer.pointee.duration)
    guard pts != playhead_clock_time_none(), playhead_pad_stream_time(pad, pts, &streamTime) != 0 else {
      return true
    }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return true }
    let bytes = Array(UnsafeBufferPointer(start: map.data, count: Int(map.size)))
    gst_buffer_unmap(buffer, &map)
    let seconds = GStreamerRuntime.seconds(streamTime)
    let end = Self.seconds(ofLength: length).map { seconds + $0 }
    let isWebVTT = Self.webVTTMediaTypes.contains(type)
    let header = type.hasPrefix("subpicture/") || isWebVTT ? nil : Self.codecData(of: caps)
    let isKept = state.withLock { state in
      guard !state.isWaitingForFlush else { return false }
      let start = seconds - state.timelineStart
      if isWebVTT {
        let cues = Self.webVTTCues(
          in: bytes, of: type, start: start, end: end.map { $0 - state.timelineStart })
        for cue in cues { state.cues.insert(cue) }
        return !cues.isEmpty
      }
      guard let header else {
        if state.pictures.map({ !$0.reads(type) }) ?? true {
          state.pictures = BitmapSubtitleDecoder(mediaType: type)
        }
        guard var decoder = state.pictures else { return false }
        for change in decoder.decode(bytes) { state.cues.apply(change, at: start) }
        state.pictures = decoder
        return true
      }
      let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      guard let cue = SSAScript.cue(event: text, start: start, end: end.map { $0 - state.timelineStart })
      else {
        return false
      }
      if state.cues.script?.text != header {
        state.cues.script = StyledSubtitleScript(text: header, fonts: state.fonts)
      }
      state.cues.insert(cue)
      return true
    }
    if isKept { cueListener.withLock { $0 }?() }
    return true
  }

  /// The cues a buffer of a WebVTT stream of media type `type` holds (Matroska's, a cue
  /// without its timing line; a demuxer's block, with it), shown from `start` to `end`.
  private static func webVTTCues(in bytes: [UInt8], of type: String, start: Double, end: Double?)
    -> [SubtitleCue]
  {
    guard let text = String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self) else { return [] }
    if type == WebVTTReader.demuxedMediaType {
      return WebVTTReader.cues(demuxedText: text, start: start, end: end)
    }
    return WebVTTReader.cue(matroskaBlock: text, start: start, end: end).map { [$0] } ?? []
  }

  /// Keeps the fonts a tag event names (a Matroska file's attachments, sent to every stream)
  /// for the SSA/ASS scripts.
  private func takeFonts(in event: UnsafeMutablePointer<GstEvent>) {
    var index: guint = 0
    while let sample = playhead_tag_event_attachment(event, index) {
      defer { gst_sample_unref(sample) }
      index += 1
      let type = Self.mediaType(of: gst_sample_get_caps(sample).map { gst_caps_ref($0) }) ?? ""
      let name = playhead_sample_file_name(sample).map { String(cString: $0) } ?? "font \(index)"
      guard StyledSubtitleScript.isFont(named: name, mediaType: type),
        let buffer = gst_sample_get_buffer(sample)
      else { continue }
      var map = GstMapInfo()
      guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { continue }
      let font = StyledSubtitleScript.Font(
        name: name, data: Array(UnsafeBufferPointer(start: map.data, count: Int(map.size))))
      gst_buffer_unmap(buffer, &map)
      state.withLock { state in
        guard !state.fonts.contains(where: { $0.name == name }) else { return }
        state.fonts.append(font)
        state.cues.script?.fonts = state.fonts
      }
    }
  }

  /// The text `caps` keep as their `codec_data` (an SSA/ASS stream's script header); empty
  /// without one.
  private static func codecData(of caps: UnsafeMutablePointer<GstCaps>) -> String {
    guard let buffer = playhead_caps_codec_data(caps) else { return "" }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return "" }
    defer { gst_buffer_unmap(buffer, &map) }
    return String(
      decoding: UnsafeBufferPointer(start: map.data, count: Int(map.size)).prefix { $0 != 0 }, as: UTF8.self)
  }

  /// The cue `sample` holds: its text read as the caps say (markup or plain), its times in
  /// stream time; `nil` without a time or text.
  private static func cue(in sample: OpaquePointer) -> SubtitleCue? {
    guard let buffer = gst_sample_get_buffer(sample) else { return nil }
    let none = playhead_clock_time_none()
    let pts = buffer.pointee.pts
    guard pts != none else { return nil }
    let streamTime = gst_sample_get_segment(sample).map {
      gst_segment_to_stream_time($0, GST_FORMAT_TIME, pts)
    }
    let startTime = streamTime.flatMap { $0 == none ? nil : $0 } ?? pts
    let start = GStreamerRuntime.seconds(gint64(clamping: startTime))
    let length = buffer.pointee.duration
    let end = Self.seconds(ofLength: length).map { start + $0 }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
    defer { gst_buffer_unmap(buffer, &map) }
    let bytes = UnsafeBufferPointer(start: map.data, count: Int(map.size))
    // Some streams end their text with NULs or a newline.
    let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return nil }
    return isMarkup(sample)
      ? SubRipReader.cue(demuxedMarkup: text, start: start, end: end)
      : SubtitleCue(start: start, end: end, text: text)
  }

  /// A buffer's duration in seconds; `nil` when it has none, or one beyond a day (SAMI's last
  /// cue, open-ended, comes as an almost endless one): such a cue lasts until the next.
  private static func seconds(ofLength length: GstClockTime) -> Double? {
    guard length != playhead_clock_time_none(), length > 0, length < 86_400_000_000_000 else { return nil }
    return GStreamerRuntime.seconds(gint64(length))
  }

  /// The media type `caps` name ("text/x-raw"); takes the reference given.
  private static func mediaType(of caps: UnsafeMutablePointer<GstCaps>?) -> String? {
    guard let caps else { return nil }
    defer { gst_caps_unref(caps) }
    guard let structure = gst_caps_get_structure(caps, 0) else { return nil }
    return gst_structure_get_name(structure).map { String(cString: $0) }
  }

  /// Whether the sample's caps say its text is Pango markup.
  private static func isMarkup(_ sample: OpaquePointer) -> Bool {
    guard let caps = gst_sample_get_caps(sample), let structure = gst_caps_get_structure(caps, 0),
      let format = gst_structure_get_string(structure, "format")
    else { return false }
    return String(cString: format) == "pango-markup"
  }
}
