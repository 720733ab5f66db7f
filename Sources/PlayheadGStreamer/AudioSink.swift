import CGStreamer
import Foundation

/// The sink for sound: the system's default output, or a silent sink that still keeps time where
/// there is no sound device (CI, containers). `PLAYHEAD_AUDIO_SINK` names a factory to use
/// instead, or describes a sink as `gst-launch-1.0` would ("fakesink sync=true"), like
/// `gst-play-1.0 --audiosink`.
enum AudioSink {
  static func make() -> Element {
    let environment = ProcessInfo.processInfo.environment
    if let description = environment["PLAYHEAD_AUDIO_SINK"], let sink = named(description) {
      return sink
    }
    if hasSoundOutput(environment), let sink = Element(factory: "autoaudiosink") {
      let works = gst_element_set_state(sink.pointer, GST_STATE_READY) != GST_STATE_CHANGE_FAILURE
      gst_element_set_state(sink.pointer, GST_STATE_NULL)
      if works { return sink }
    }
    let silent = Element(factory: "fakesink")!
    playhead_set_boolean(silent.object, "sync", 1)
    return silent
  }

  /// The sink `description` names or describes, or `nil` if GStreamer cannot make it.
  private static func named(_ description: String) -> Element? {
    guard description.contains(" ") else { return Element(factory: description) }
    var error = ""
    return Element(pipeline: description, asBin: true, error: &error)
  }

  /// Whether a sound server or device is there to try; without one, probing only prints errors.
  private static func hasSoundOutput(_ environment: [String: String]) -> Bool {
    let runtime = environment["XDG_RUNTIME_DIR"] ?? "/run/user/\(getuid())"
    let sockets = ["\(runtime)/pulse/native", "\(runtime)/pipewire-0", environment["PULSE_SERVER"] ?? ""]
    return FileManager.default.fileExists(atPath: "/dev/snd")
      || sockets.contains { !$0.isEmpty && FileManager.default.fileExists(atPath: $0) }
  }
}
