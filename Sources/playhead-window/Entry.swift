import Foundation
import PlayheadCore
import PlayheadGStreamer
import PlayheadGTK
import PlayheadGettext

/// `playhead-window`: the GTK window `playhead play` hands over to. It runs on the main actor
/// inside GLib's main loop, the one loop GTK, GStreamer's messages and Swift's main actor share.
@main
enum Entry {
  static func main() {
    GettextCatalog.useForThisProgram()
    guard CommandLine.arguments.count == 2,
      let request = WindowLaunchRequest(encoded: CommandLine.arguments[1])
    else {
      FileHandle.standardError.write(Data(translated("playhead-window: run `playhead play` instead\n").utf8))
      exit(2)
    }
    request.verbose ? LibraryWarnings.show() : LibraryWarnings.hide()
    if request.verbose { TeardownDeadline.sayWhatIsCutShort() }
    // Screen readers and window managers know the program as `playhead`, the command people run.
    MainLoop.run(programName: "playhead") {
      do {
        try await PlayWindow(request).run()
      } catch {
        FileHandle.standardError.write(Data("playhead: \(error)\n".utf8))
        exit(1)
      }
    }
  }
}
