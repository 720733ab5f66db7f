import Foundation
import PlayheadCore
import PlayheadGTK

/// `playhead play` with a window: the GTK player on `url`, playing at once, until the window is
/// closed (or `--for` seconds have passed).
@MainActor
struct PlayWindow {
  let url: URL
  let play: Play

  func run() async throws {
    let window: PlayerWindow
    do {
      window = try PlayerWindow(
        title: "Playhead — \(url.lastPathComponent)", width: Int(play.size.width),
        height: Int(play.size.height))
    } catch {
      throw CommandFailure(message: error.description)
    }
    let player = window.player
    player.controller.autoplay = true
    player.load(url)
    if play.seek > 0 { player.seek(to: play.seek) }
    window.present()
    play.say("Playing \(url.absoluteString) in a window")
    if let seconds = play.seconds {
      Task {
        try await Task.sleep(for: .seconds(seconds))
        window.close()
      }
    }
    await window.waitUntilClosed()
    if play.stats {
      play.say(
        "Frames: \(player.engine.decodedFrameCount) decoded, \(player.drawnFrameCount) drawn, "
          + "\(player.engine.droppedFrameCount) dropped by the sink")
    }
  }
}
