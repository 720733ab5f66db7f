import Foundation
import PlayheadCore
import PlayheadGTK

/// The GTK player on the request's URL, playing at once, until the window is closed (or the
/// requested seconds have passed).
@MainActor
struct PlayWindow {
  let request: WindowRequest

  init(_ request: WindowRequest) {
    self.request = request
  }

  /// Seeks to `seconds` as soon as the media has loaded (a failed load skips it).
  private func seekOnceLoaded(_ player: VideoPlayerView, to seconds: Double) async {
    for await event in player.controller.events {
      if case .stateChanged(let state) = event, state != .loading { break }
    }
    player.seek(to: seconds)
  }

  func run() async throws(PlayerWindow.Unavailable) {
    let url = request.url
    let window = try PlayerWindow(
      title: "Playhead — \(url.lastPathComponent)", width: request.width, height: request.height)
    let player = window.player
    player.controller.autoplay = true
    player.load(url)
    window.present()
    if request.seek > 0 { await seekOnceLoaded(player, to: request.seek) }
    say("Playing \(url.absoluteString) in a window")
    if let seconds = request.seconds {
      Task {
        try await Task.sleep(for: .seconds(seconds))
        window.close()
      }
    }
    await window.waitUntilClosed()
    if request.stats {
      say(
        "Frames: \(player.engine.decodedFrameCount) decoded, \(player.drawnFrameCount) drawn, "
          + "\(player.engine.droppedFrameCount) dropped by the sink")
    }
  }

  /// Writes a line to standard output at once, unbuffered, so a reader can time it.
  private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
