internal import CGStreamer
import Foundation
import PlayheadCore

/// Encodes frames into a WebM (VP8) video file through GStreamer: BGRA pixels in, one frame per
/// `append`, timed at a fixed frame rate. `finish()` completes the file.
public final class VideoFileWriter {
  /// Why a video could not be written.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, in GStreamer's words where it gave any.
    public let description: String
  }

  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  private let pipeline: Element
  private let source: Element
  private let path: String
  private let frameDuration: GstClockTime
  private var frameCount: GstClockTime = 0

  /// Starts a `width`×`height` video at `framesPerSecond`, written to `path`.
  public init(path: String, width: Int, height: Int, framesPerSecond: Int) throws(Failure) {
    guard width > 0, height > 0, framesPerSecond > 0 else {
      throw Failure(
        description:
          "a video needs a positive size and frame rate, got \(width)×\(height) at \(framesPerSecond)")
    }
    var message = ""
    let description =
      "appsrc name=frames format=time caps=video/x-raw,format=BGRA,width=\(width),height=\(height),"
      + "framerate=\(framesPerSecond)/1 ! videoconvert ! vp8enc deadline=1 cpu-used=8 target-bitrate=1000000 "
      + "! webmmux ! filesink name=file"
    guard let pipeline = Element(pipeline: description, error: &message),
      let source = pipeline.child(named: "frames"), let file = pipeline.child(named: "file")
    else { throw Failure(description: translated("cannot encode WebM: \(message)")) }
    playhead_set_string(file.object, "location", path)
    self.width = width
    self.height = height
    self.pipeline = pipeline
    self.source = source
    self.path = path
    frameDuration = 1_000_000_000 / GstClockTime(framesPerSecond)
    guard gst_element_set_state(pipeline.pointer, GST_STATE_PLAYING) != GST_STATE_CHANGE_FAILURE else {
      throw Failure(
        description: translated(
          "cannot write \(path): \(finishMessage(timeout: 0) ?? translated("the encoder did not start"))"))
    }
  }

  deinit {
    gst_element_set_state(pipeline.pointer, GST_STATE_NULL)
  }

  /// Adds one frame of premultiplied BGRA pixels (Cairo's ARGB32 in memory), `stride` bytes a row.
  public func append(bgra bytes: UnsafeRawBufferPointer, stride: Int) throws(Failure) {
    guard stride >= width * 4, bytes.count >= stride * height else {
      throw Failure(
        description: translated(
          "a \(width)×\(height) frame needs \(width * 4 * height) bytes, got \(bytes.count)"))
    }
    let rowBytes = width * 4
    guard let buffer = gst_buffer_new_allocate(nil, gsize(rowBytes * height), nil) else {
      throw Failure(description: translated("no memory for a frame"))
    }
    for row in 0..<height {
      _ = gst_buffer_fill(buffer, gsize(row * rowBytes), bytes.baseAddress! + row * stride, gsize(rowBytes))
    }
    buffer.pointee.pts = frameCount * frameDuration
    buffer.pointee.duration = frameDuration
    frameCount += 1
    guard gst_app_src_push_buffer(playhead_app_src(source.pointer), buffer) == GST_FLOW_OK else {
      throw Failure(
        description: translated(
          "cannot write \(path): \(finishMessage(timeout: 0) ?? translated("the encoder stopped"))"))
    }
  }

  /// Ends the stream and waits (up to 30 s) until the file is complete.
  public func finish() throws(Failure) {
    gst_app_src_end_of_stream(playhead_app_src(source.pointer))
    if let message = finishMessage(timeout: 30) {
      throw Failure(description: translated("cannot write \(path): \(message)"))
    }
    gst_element_set_state(pipeline.pointer, GST_STATE_NULL)
  }

  /// Waits for the end of the stream; returns GStreamer's error text, or `nil` once it ended.
  private func finishMessage(timeout seconds: GstClockTime) -> String? {
    switch pipeline.waitForEnd(nanoseconds: seconds * 1_000_000_000) {
    case nil: "the encoder did not finish in \(seconds) s"
    case .finished: nil
    case .failed(let message): message
    }
  }
}
