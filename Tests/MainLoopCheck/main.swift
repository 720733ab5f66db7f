import Foundation
import PlayheadCore
import PlayheadGStreamer
import PlayheadGTK

// Run by PlayheadGTKTests: shows that `@MainActor` work and GStreamer's messages run on the
// main thread inside GLib's main loop. Prints one line per check and exits 1 if any fails.

@MainActor func check(_ what: String) -> Bool {
  let inside = Thread.isMainThread && MainLoop.depth > 0
  print("\(inside ? "inside" : "OUTSIDE") GLib's loop: \(what)")
  return inside
}

MainLoop.run {
  var passed = check("the main actor task")
  passed = await Task { @MainActor in check("a Task { @MainActor in } started from it") }.value && passed
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-main-loop-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  do {
    let media = try await SampleMedia.prepare(at: folder.appendingPathComponent("sample.mp4"), seconds: 1)
    let engine = GStreamerEngine()
    let loaded: Bool = await withCheckedContinuation { continuation in
      engine.eventHandler = { event in
        guard case .loaded = event else { return }
        engine.eventHandler = nil
        continuation.resume(returning: check("GStreamer's message that the media loaded"))
      }
      engine.load(media)
    }
    engine.stop()
    passed = loaded && passed
  } catch {
    print("could not load the sample: \(error)")
    passed = false
  }
  exit(passed ? 0 : 1)
}
