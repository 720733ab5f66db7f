import Foundation
import PlayheadCore
import PlayheadGStreamer
import PlayheadGTK

/// The GTK player on the request's URL, playing at once, until the window is closed (or the
/// requested seconds have passed). The media starts opening before GTK starts, the window maps
/// while it prerolls, and playing starts once its first frame shows. Media that cannot be opened
/// closes the window and fails the program with its error (a local file that is missing or
/// unreadable never gets this far: `playhead play` checks it first).
/// A failure while playing is shown in the window and fails the program when it is closed.
@MainActor
struct PlayWindow {
  let request: WindowRequest

  init(_ request: WindowRequest) {
    self.request = request
  }

  /// A failure to report on stderr, making the program exit 1.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Waits until the player has left loading: loaded, or failed.
  private func waitUntilOpened(_ player: VideoPlayerView) async {
    guard player.controller.state == .loading else { return }
    for await event in player.controller.events {
      if case .stateChanged(let state) = event, state != .loading { break }
    }
  }

  func run() async throws {
    let url = request.url
    let window = try PlayerWindow(
      title: "Playhead — \(url.lastPathComponent)", width: request.width, height: request.height,
      opening: url,
      subtitles: request.subtitles)
    let player = window.player
    player.controller.overlay.keepsVisible = request.keepsControls
    let stateFolder = StateFolder.url()
    let settingsFile = stateFolder.map(PlayerSettings.file(in:))
    let positionsFile = stateFolder.map(ResumePositions.file(in:))
    let settings = settingsFile.map(PlayerSettings.read(from:)) ?? PlayerSettings()
    let volume = request.volume.map { $0 / 100 } ?? settings.volume
    player.engine.volume = volume
    player.controller.showsRemainingTime = settings.showsRemainingTime
    // A style asked for on the command line is the one kept from then on.
    player.controller.subtitleStyle = request.subtitleStyle(over: settings.subtitleStyle)
    let rememberState = {
      if let settingsFile {
        var kept = settings
        // The level a person ended on is kept; one --volume gave for this run only is not.
        if request.volume == nil || player.controller.volume != volume {
          kept.volume = player.controller.volume
        }
        kept.showsRemainingTime = player.controller.showsRemainingTime
        kept.subtitleStyle = player.controller.subtitleStyle
        remember(kept.write(to:), in: settingsFile, what: "the settings")
      }
      if let positionsFile {
        // Read again: another window may have left another file meanwhile.
        var positions = ResumePositions.read(from: positionsFile)
        player.controller.rememberPosition(in: &positions)
        remember(positions.write(to:), in: positionsFile, what: "where \(url.lastPathComponent) was left")
      }
    }
    player.controller.setSpeed(request.speed, at: MainLoop.now)
    TerminationSignals.onTermination {
      rememberState()
      player.engine.stop()
    }
    window.present()
    await waitUntilOpened(player)
    if case .failed(let error) = player.controller.state {
      window.close()
      throw Failure(description: error.description)
    }
    if let seek = request.seek {
      if seek > 0 { player.seek(to: seek) }
    } else if let place = positionsFile.flatMap({ ResumePositions.read(from: $0).position(of: url) }) {
      player.resume(from: place)
    }
    if let track = request.audioTrack {
      player.controller.perform(.selectAudioTrack(track - 1), at: MainLoop.now)
    }
    // Playing starts once the first frame is on the screen: started before, its clock would run
    // while GTK maps the window, and the first frames would come too late to show.
    await player.waitUntilVideoShown()
    player.controller.play(at: MainLoop.now)
    say("Playing \(url.absoluteString) in a window")
    if let seconds = request.seconds {
      Task {
        try await Task.sleep(for: .seconds(seconds))
        window.close()
      }
    }
    await window.waitUntilClosed()
    defer { player.engine.stop() }
    rememberState()
    if request.stats {
      say(
        "Frames: \(player.engine.decodedFrameCount) decoded, \(player.drawnFrameCount) drawn, "
          + "\(player.engine.droppedFrameCount) dropped by the sink")
    }
    if case .failed(let error) = player.controller.state { throw Failure(description: error.description) }
  }

  /// Writes `what` to `file` with `write`; a failure is said on stderr and loses nothing else.
  private func remember(_ write: (URL) throws -> Void, in file: URL, what: String) {
    do {
      try write(file)
    } catch {
      FileHandle.standardError.write(
        Data("playhead: cannot remember \(what) in \(file.path): \(error.localizedDescription)\n".utf8))
    }
  }

  /// Writes a line to standard output at once, unbuffered, so a reader can time it.
  private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
