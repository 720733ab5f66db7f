import Foundation
import PlayheadCore
import PlayheadGTK

/// `playhead play` with a window: the GTK player on `url`, playing at once, until the window is
/// closed (or `--for` seconds have passed).
@MainActor
struct PlayWindow {
  let url: URL
  let play: Play

  /// Seeks to `seconds` as soon as the media has loaded (a failed load skips it).
  private func seekOnceLoaded(_ player: VideoPlayerView, to seconds: Double) async {
    for await event in player.controller.events {
      if case .stateChanged(let state) = event, state != .loading { break }
    }
    player.seek(to: seconds)
  }

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
    window.present()
    if play.seek > 0 { await seekOnceLoaded(player, to: play.seek) }
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
