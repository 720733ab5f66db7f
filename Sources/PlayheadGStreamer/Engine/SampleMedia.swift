internal import CGStreamer
import Foundation
import PlayheadCore

/// Playhead's built-in sample, made on this machine by GStreamer: a moving 1280×720 test card
/// with a running clock, and a quiet tone, as H.264 (High profile, 8-bit 4:2:0, like published
/// video) and AAC in MP4.
public enum SampleMedia {
  /// Why the sample could not be made.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// Where the sample is kept between runs: the user's cache folder.
  public static var defaultURL: URL {
    let cache =
      ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    return cache.appendingPathComponent("playhead/sample-720p30-h264-high.mp4")
  }

  /// The sample at `url`, made first if it is not there yet (a few seconds of encoding).
  public static func prepare(at url: URL = defaultURL, seconds: Int = 30) async throws -> URL {
    if FileManager.default.fileExists(atPath: url.path) { return url }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Each process writes its own partial file, so two first runs at once do not collide.
    let partial = url.appendingPathExtension("\(getpid()).partial")
    try await encode(to: partial.path, seconds: seconds)
    do {
      try FileManager.default.moveItem(at: partial, to: url)
    } catch  where FileManager.default.fileExists(atPath: url.path) {
      try? FileManager.default.removeItem(at: partial)  // another run finished first
    }
    return url
  }

  private static func encode(to path: String, seconds: Int) async throws {
    let description =
      "videotestsrc num-buffers=\(seconds * 30) pattern=smpte horizontal-speed=2 "
      + "! video/x-raw,format=I420,width=1280,height=720,framerate=30/1 ! timeoverlay font-desc=\"DejaVu Sans 36\" "
      + "! x264enc speed-preset=ultrafast key-int-max=60 ! h264parse ! mp4mux name=mux "
      + "! filesink name=file audiotestsrc num-buffers=\(seconds * 44100 / 1024) freq=330 volume=0.1 "
      + "! audio/x-raw,rate=44100 ! audioconvert ! avenc_aac ! aacparse ! mux."
    var message = ""
    guard let pipeline = Element(pipeline: description, error: &message),
      let file = pipeline.child(named: "file")
    else { throw Failure(description: translated("cannot make the sample: \(message)")) }
    playhead_set_string(file.object, "location", path)
    defer { gst_element_set_state(pipeline.pointer, GST_STATE_NULL) }
    gst_element_set_state(pipeline.pointer, GST_STATE_PLAYING)
    while true {
      switch pipeline.waitForEnd(nanoseconds: 0) {
      case nil: try await Task.sleep(for: .milliseconds(50))
      case .finished: return
      case .failed(let message):
        throw Failure(description: translated("cannot make the sample at \(path): \(message)"))
      }
    }
  }
}
