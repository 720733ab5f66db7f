internal import CGStreamer
import Foundation

/// The sink for sound with its own volume in front: the system's default output, or a silent
/// sink that still keeps time where there is no sound device (CI, containers).
/// `PLAYHEAD_AUDIO_SINK` names a factory to use instead, or describes a sink as
/// `gst-launch-1.0` would ("fakesink sync=true"), like `gst-play-1.0 --audiosink`.
///
/// The volume is ours, not playbin's soft volume: GStreamer 1.22.0's playsink leaks the volume
/// element it makes for each pipeline (fixed upstream in 1.22.3, merge request 4463; Debian 12
/// has 1.22.0), which `make sanitize` finds.
struct AudioSink {
  /// The bin to give playbin as its audio sink.
  let bin: Element
  /// The volume element inside it ("volume" and "mute").
  let volume: Element

  /// The sink, or `nil` when GStreamer cannot make one (the base plugins are missing).
  static func make() -> AudioSink? {
    guard let output = outputDescription(ProcessInfo.processInfo.environment) else { return nil }
    guard let made = Element.bin("volume name=playhead-volume ! \(output)", holding: "playhead-volume") else {
      return nil
    }
    return AudioSink(bin: made.bin, volume: made.child)
  }

  /// The output, as `gst-launch-1.0` would describe it.
  private static func outputDescription(_ environment: [String: String]) -> String? {
    if let description = environment["PLAYHEAD_AUDIO_SINK"] {
      var error = ""
      if Element(pipeline: description, asBin: true, error: &error) != nil { return description }
    }
    if hasSoundOutput(environment), let sink = Element(factory: "autoaudiosink") {
      LibraryWarnings.quietSoundLibraries()
      let works = gst_element_set_state(sink.pointer, GST_STATE_READY) != GST_STATE_CHANGE_FAILURE
      gst_element_set_state(sink.pointer, GST_STATE_NULL)
      if works { return "autoaudiosink" }
    }
    return "fakesink sync=true"
  }

  /// Whether a sound server or device is there to try; without one, probing only prints errors.
  private static func hasSoundOutput(_ environment: [String: String]) -> Bool {
    let runtime = environment["XDG_RUNTIME_DIR"] ?? "/run/user/\(getuid())"
    let sockets = ["\(runtime)/pulse/native", "\(runtime)/pipewire-0", environment["PULSE_SERVER"] ?? ""]
    return FileManager.default.fileExists(atPath: "/dev/snd")
      || sockets.contains { !$0.isEmpty && FileManager.default.fileExists(atPath: $0) }
  }
}
