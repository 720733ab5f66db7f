import Foundation
import PlayheadCore
import PlayheadGTK

/// The application's actions and MPRIS, over the window's session, which owns the queue.
extension PlayWindow {
  /// Binds the application's actions to the window and the session, and offers the session over
  /// MPRIS.
  func offerActions(in window: PlayerWindow) {
    let session = window.player.session
    application.on(.quit) { [weak window] in window?.close() }
    application.on(.open) { [weak window] in window?.chooseMedia() }
    application.on(.paste) { [weak window] in window?.pasteMedia() }
    application.on(.preferences) { [weak window] in window?.showPreferences() }
    window.player.applicationKeys = KeyHelp.lines(for: ApplicationAction.allCases)
    window.onOpen = { [weak session] urls in session?.open(urls) }
    let mpris = MPRISService(session: session)
    mpris.onRaise = { [weak window] in window?.present() }
    mpris.onQuit = { [weak window] in window?.close() }
    self.mpris = mpris
    observation = session.controller.observe { [weak self] event in
      guard let self else { return }
      if request.verbose, case .stateChanged(let state) = event { sayState(state) }
    }
  }

  /// Under `--verbose`, each change of the player's state, where and in what: "State: ended at
  /// 20.000 s in file:///films/red.mp4".
  private func sayState(_ state: PlayerState) {
    guard let player = window?.player else { return }
    let url = player.controller.url?.absoluteString ?? translated("nothing")
    guard let position = player.engine.position.map({ String(format: "%.3f", $0) }) else {
      return say(translated("State: \(state) in \(url)"))
    }
    say(translated("State: \(state) at \(position) s in \(url)"))
  }
}
