internal import CGStreamer
import Foundation
import PlayheadCore

/// The subtitles running at a point of a Matroska, WebM, MP4 or MPEG-TS file, read from the
/// blocks before it by a pipeline of their own: a file source, the container's demuxer, and a
/// `TextSink` on the subtitle stream's pad (`SubtitlePadLink`), nothing decoded. After a seek, matroskademux starts
/// at the cluster of the keyframe before the point, so a cue that began in an earlier cluster
/// never reaches the player; mpv reads back for the same reason (its
/// `demuxer-mkv-subtitle-preroll`). Also how a stream chosen while paused shows its cue at
/// once, before playbin switches to it.
enum SubtitleLookBack {
  /// How far back a cue's start is looked for, in seconds: longer cues are rare.
  static let span = 20.0
  /// How long the reading may take, in nanoseconds, before it gives up.
  static let deadline: GstClockTime = 3_000_000_000

  /// The demuxer matroskademux.
  static let matroska = "matroskademux"

  /// The demuxers that pass on no cue begun before the place a seek starts reading from:
  /// matroskademux (the keyframe's cluster), tsdemux (the packets near the target). qtdemux
  /// passes on the sample running at the target.
  static let startsAfterRunningCues: Set<String> = [matroska, "tsdemux"]

  /// The demuxer for the file at `url`, by its first bytes: matroskademux for Matroska and
  /// WebM (`MatroskaTrackFlags.begins`), qtdemux for MP4 and QuickTime (`MP4Atoms.begins`),
  /// tsdemux for MPEG-TS and Blu-ray's M2TS (`isTransportStream`); `nil` for other files and
  /// other addresses. Reads the disk: call it off the main actor.
  static func demuxer(for url: URL) -> String? {
    guard url.isFileURL, let file = FileHandle(forReadingAtPath: url.path) else { return nil }
    defer { try? file.close() }
    guard let head = try? file.read(upToCount: 3 * 192 + 4) else { return nil }
    if MatroskaTrackFlags.begins(head) { return matroska }
    if MP4Atoms.begins(head) { return "qtdemux" }
    return isTransportStream(head) ? "tsdemux" : nil
  }

  /// Whether `head` begins an MPEG transport stream: three packets' sync bytes (0x47), 188
  /// bytes apart, or 192 apart after M2TS's 4-byte time stamp.
  static func isTransportStream(_ head: Data) -> Bool {
    let bytes = [UInt8](head)
    return [(start: 0, step: 188), (start: 4, step: 192)].contains { packets in
      (0..<3).allSatisfy { index in
        let at = packets.start + index * packets.step
        return at < bytes.count && bytes[at] == 0x47
      }
    }
  }

  /// The cues of the file's subtitle stream `stream` (its subtitle streams counted from 0, as
  /// playbin counts them), read by `demuxer` (`demuxer(for:)`), that begin from `span` seconds before `seconds` (stream time) to just
  /// after it, on the timeline starting at `timelineStart`; `nil` when they cannot be read in
  /// time, or the task running it is cancelled (it stops within a few milliseconds). Blocks:
  /// call it off the main actor.
  static func cues(in url: URL, by demuxer: String, stream: Int, at seconds: Double, timelineStart: Double)
    -> SubtitleCues?
  {
    var error = ""
    guard
      let pipeline = Element(
        pipeline: "filesrc name=source ! \(demuxer) name=demux  queue name=queue ! appsink name=cues",
        error: &error),
      let source = pipeline.child(named: "source"), let demux = pipeline.child(named: "demux"),
      let queue = pipeline.child(named: "queue"), let appsink = pipeline.child(named: "cues"),
      let link = SubtitlePadLink(stream, of: demux, to: queue),
      let sink = TextSink(wrapping: appsink, onCue: nil)
    else { return nil }
    defer {
      gst_element_set_state(pipeline.pointer, GST_STATE_NULL)
      sink.detach()
    }
    sink.startTimeline(at: timelineStart)
    playhead_set_string(source.object, "location", url.path)
    // The demuxer takes the seek once it has read the file's head and made the stream's pad.
    gst_element_set_state(pipeline.pointer, GST_STATE_PAUSED)
    let waited = ContinuousClock.now
    while !link.isLinked {
      guard waited.duration(to: .now) < .nanoseconds(Int64(deadline)), !Task.isCancelled else { return nil }
      usleep(5000)
    }
    guard
      gst_element_seek(
        pipeline.pointer, 1, GST_FORMAT_TIME, GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue), GST_SEEK_TYPE_SET,
        GStreamerRuntime.nanoseconds(max(seconds - span, 0)), GST_SEEK_TYPE_SET,
        GStreamerRuntime.nanoseconds(seconds + 0.1)) != 0
    else { return nil }
    gst_element_set_state(pipeline.pointer, GST_STATE_PLAYING)
    while waited.duration(to: .now) < .nanoseconds(Int64(deadline)), !Task.isCancelled {
      switch pipeline.waitForEnd(nanoseconds: 20_000_000) {
      case .finished: return sink.cues
      case .failed: return nil
      case nil: continue
      }
    }
    return nil
  }

}
