import PlayheadGTK

/// The program's start: every command runs on the main actor inside GLib's main loop, the one
/// loop GTK, GStreamer's messages and Swift's main actor share.
@main
enum Entry {
  static func main() {
    MainLoop.run { await Playhead.execute() }
  }
}
