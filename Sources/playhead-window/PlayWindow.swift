import Foundation
import PlayheadCore
import PlayheadGStreamer
import PlayheadGTK

/// The GTK player on the request's queue, playing at once, until the window is closed (or the
/// requested seconds have passed), as a desktop application: its actions and keys
/// (`ApplicationAction`), MPRIS on the session bus, and media opened by dropping, choosing or
/// pasting. The first media starts opening before GTK starts, the window maps while it
/// prerolls, and playing starts once its first frame shows. From a terminal, a first media that
/// cannot be opened closes the window and fails the program with its error (a local file that is
/// missing or unreadable never gets this far: `playhead play` checks it first); started from the
/// desktop (`LaunchOrigin`), the window stays and says why, with "Open…" and "Close", and with no
/// media at all it shows a page asking for some (`PlayerWindow.showStartPage(recent:)`). A
/// failure while playing is shown in the window and fails the program when it is closed. The
/// queue, resuming and the remembered settings are the player's session's (`PlayerSession`).
@MainActor
final class PlayWindow {
  let request: WindowLaunchRequest
  /// The queue as asked for (shuffled if asked), which the session takes up.
  let queue: PlayQueue
  let application = PlayerApplication()
  /// Where the program was started from: whether its errors show in the window.
  let origin = LaunchOrigin(environment: ProcessInfo.processInfo.environment, processID: getpid())
  var window: PlayerWindow?
  var mpris: MPRISService?
  /// The program's own following of the player (`--verbose`'s lines, the actions' state).
  var observation: PlayerObservation?
  /// Playing the first media once it has opened, cancelled when the window closes.
  var starting: Task<Void, Never>?
  /// What kept a playlist on the command line from giving its media, said once the window shows.
  let queueProblems: [String]
  /// Why the only media could not be opened, once it could not.
  var openingFailure: Failure?

  init(_ request: WindowLaunchRequest) {
    self.request = request
    let (urls, problems) = QueueFile.expand(request.urls)
    queueProblems = problems
    var queue = PlayQueue(urls, loops: request.loops)
    if request.shuffles {
      var generator = SystemRandomNumberGenerator()
      queue.shuffle(using: &generator)
    }
    self.queue = queue
  }

  /// A failure to report on stderr, making the program exit 1.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  func run() async throws {
    let first = queue.current
    // Read first for the window's size: a damaged file is said here, once, and set aside.
    let stored = StateFolder.url().map(PlayerSettings.file(in:)).map {
      PlayerSettings.read(from: $0) { FileHandle.standardError.write(Data("playhead: \($0)\n".utf8)) }
    }
    let size = request.size ?? stored?.windowSize ?? PlayerSettings.WindowSize(width: 1280, height: 720)
    let window = try PlayerWindow(
      title: "Playhead", width: size.width, height: size.height, opening: first, subtitles: request.subtitles,
      subtitleEncoding: request.subtitleEncoding, application: application)
    self.window = window
    let player = window.player
    let session = player.session
    session.stateFolder = StateFolder.url()
    session.onProblem = { FileHandle.standardError.write(Data("playhead: \($0)\n".utf8)) }
    session.adopt(queue)
    session.takeUpRememberedSettings(volume: request.volume.map { $0 / 100 })
    player.controller.overlay.keepsVisible = request.keepsControls
    // A style asked for on the command line is the one kept from then on.
    player.controller.subtitleStyle = request.subtitleStyle(over: session.settings.subtitleStyle)
    if let speed = request.speed { player.controller.setSpeed(speed, at: MainLoop.now) }
    TerminationSignals.onTermination { [self] in
      rememberState(of: window)
      player.engine.stop()
    }
    offerActions(in: window)
    window.present()
    for problem in queueProblems {
      FileHandle.standardError.write(Data("playhead: \(problem)\n".utf8))
      player.controller.showMessage(problem, at: MainLoop.now)
    }
    if let first {
      // Opening takes as long as the media's server does: the window may close meanwhile.
      starting = Task { [self] in await open(first, in: window) }
    } else {
      window.showStartPage(recent: session.recentMedia(limit: 5))
    }
    await window.waitUntilClosed()
    if let openingFailure { throw openingFailure }
    // The window is gone: what is left must not keep the person waiting (see `TeardownDeadline`).
    if case .failed = player.controller.state {
      TeardownDeadline.arm(status: 1)
    } else {
      TeardownDeadline.arm(status: 0)
    }
    starting?.cancel()
    defer {
      TeardownDeadline.step(translated("stopping the pipeline"))
      player.engine.stop()
    }
    TeardownDeadline.step(translated("saving the settings and where the media was left"))
    rememberState(of: window)
    if request.stats {
      say(
        translated(
          """
          Frames: \(player.engine.decodedFrameCount) decoded, \(player.drawnFrameCount) drawn, \
          \(player.engine.droppedFrameCount) dropped by the sink
          """))
    }
    if case .failed(let error) = player.controller.state { throw Failure(description: error.description) }
  }

  /// Plays the first media in the shown window once it has opened (`startPlaying(_:at:)`). When
  /// it cannot be opened and is the only media, the window closes, failing the program with its
  /// error (`openingFailure`), for a person in a terminal; started from the desktop, the window
  /// stays, saying why, with "Open…" and "Close" (`LaunchOrigin`). Cancelled when the window
  /// closes or other media is asked for.
  func open(_ first: URL, in window: PlayerWindow) async {
    let player = window.player
    await waitUntilOpened(player)
    guard !Task.isCancelled else { return }
    if case .failed(let error) = player.controller.state, player.session.queue.items.count == 1 {
      guard !origin.showsErrorsInTheWindow else { return }
      openingFailure = Failure(description: error.description)
      window.close()
      return
    }
    if let track = request.audioTrack {
      player.controller.perform(.selectAudioTrack(track - 1), at: MainLoop.now)
    }
    await startPlaying(first, at: request.seek)
    guard !Task.isCancelled else { return }
    // A first item that could not be played was skipped (`PlayerSession`): it is not playing.
    if player.controller.failureText == nil, player.controller.url == first {
      say(translated("Playing \(first.absoluteString) in a window"))
    }
    // `--for` counts seconds of playing, whatever is opened meanwhile.
    if let seconds = request.seconds {
      Task {
        try await Task.sleep(for: .seconds(seconds))
        window.close()
      }
    }
  }

  /// Waits until the player has left loading: loaded, or failed.
  func waitUntilOpened(_ player: VideoPlayerView) async {
    guard player.controller.state == .loading else { return }
    for await event in player.controller.events {
      if case .stateChanged(let state) = event, state != .loading { break }
    }
  }

  /// Plays the first media, loaded, from `seek`, or where it was left; playing starts once the
  /// first frame is on the screen: started before, its clock would run while GTK maps the window,
  /// and the first frames would come too late to show. (Later media plays as it loads, in a
  /// window already shown: `load(_:)`.)
  func startPlaying(_ url: URL, at seek: Double?) async {
    guard let player = window?.player, player.controller.url == url else { return }
    if case .failed = player.controller.state { return }
    if let seek {
      if seek > 0 { player.seek(to: seek) }
    } else if let place = player.session.placeLeft(in: url) {
      player.resume(from: place)
    }
    await player.waitUntilVideoShown()
    guard player.controller.url == url else { return }
    player.controller.play(at: MainLoop.now)
  }

  /// Keeps the settings, the window's size (unless asked for on the command line, for this run)
  /// and where the media was left.
  func rememberState(of window: PlayerWindow) {
    let size = PlayerSettings.WindowSize(width: window.size.width, height: window.size.height)
    window.player.session.rememberState(windowSize: request.size == nil ? size : nil)
  }

  /// Writes a line to standard output at once, unbuffered, so a reader can time it.
  func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
