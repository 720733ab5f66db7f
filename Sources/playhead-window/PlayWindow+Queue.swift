import Foundation
import PlayheadCore
import PlayheadGTK

/// The application's actions, MPRIS, and the queue: what plays next, and what a person opens.
extension PlayWindow {
  /// Binds the application's actions, offers the player over MPRIS, and follows the player to
  /// go on to the queue's next item at the end of each.
  func offerActions(in window: PlayerWindow) {
    application.on(.quit) { [weak window] in window?.close() }
    application.on(.open) { [weak window] in window?.chooseMedia() }
    application.on(.paste) { [weak window] in window?.pasteMedia() }
    application.on(.next) { [weak self] in self?.perform(.next) }
    application.on(.previous) { [weak self] in self?.perform(.previous) }
    window.player.applicationKeys = KeyHelp.lines(for: ApplicationAction.allCases)
    window.player.onQueueCommand = { [weak self] command in self?.perform(command) }
    window.onOpen = { [weak self] urls in self?.open(urls) }
    let mpris = MPRISService(player: window.player)
    mpris.onNext = { [weak self] in self?.perform(.next) }
    mpris.onPrevious = { [weak self] in self?.perform(.previous) }
    mpris.onOpen = { [weak self] url in self?.replaceQueue(with: [url]) }
    mpris.onRaise = { [weak window] in window?.present() }
    mpris.onQuit = { [weak window] in window?.close() }
    self.mpris = mpris
    queueChanged()
    let events = window.player.controller.events
    Task { @MainActor [weak self] in
      for await event in events {
        guard let self else { return }
        if request.verbose, case .stateChanged(let state) = event { sayState(state) }
        if case .stateChanged(.ended) = event, queue.hasNext { perform(.next) }
      }
    }
  }

  /// Changes the queue as `command` asks, and plays the item it makes current, if it changed.
  func perform(_ command: QueueCommand) {
    guard let url = queue.perform(command) else {
      queueChanged()
      return
    }
    load(url)
  }

  /// Opens what a person dropped, chose or pasted: subtitle files alone are added to the media
  /// playing (`PlayerController.addSubtitleFile`); media makes the queue, the subtitle files
  /// among it shown with its first item.
  func open(_ urls: [URL]) {
    let subtitles = urls.filter(SubtitleFile.isSubtitleFile)
    let media = urls.filter { !SubtitleFile.isSubtitleFile($0) }
    guard let player = window?.player, !media.isEmpty else {
      for url in subtitles { window?.player.controller.addSubtitleFile(url, at: MainLoop.now) }
      return
    }
    // The engine reads its subtitle files as it opens the media: in `load`, at once.
    player.engine.subtitleFiles = subtitles.isEmpty ? request.subtitles : subtitles
    replaceQueue(with: media)
    player.engine.subtitleFiles = request.subtitles
  }

  /// Makes `urls` the queue and plays its first.
  func replaceQueue(with urls: [URL]) {
    queue = PlayQueue(urls, loops: queue.loops)
    guard let first = queue.current else { return }
    load(first)
  }

  /// Leaves the current media (keeping where it was left) for `url`, which plays as soon as it
  /// has loaded (the player's autoplay: a pause or Stop meanwhile holds it), from where it was
  /// left.
  func load(_ url: URL) {
    guard let player = window?.player else { return }
    window?.hideStartPage()
    queueChanged()
    rememberPosition(of: player)
    starting?.cancel()
    player.controller.autoplay = true
    player.load(url)
    guard let place = placeLeft(in: url) else { return }
    starting = Task { @MainActor [weak self] in
      await self?.waitUntilOpened(player)
      guard !Task.isCancelled, player.controller.url == url else { return }
      player.resume(from: place)
    }
  }

  /// Tells the player, MPRIS and the actions where the queue stands.
  func queueChanged() {
    window?.player.queue = queue
    mpris?.queue = (queue.currentIndex, queue.hasNext, queue.hasPrevious)
    application.setEnabled(.next, queue.hasNext)
    application.setEnabled(.previous, queue.hasPrevious)
  }

  /// Under `--verbose`, each change of the player's state, where and in what: "State: ended at
  /// 20.000 s in file:///films/red.mp4".
  private func sayState(_ state: PlayerState) {
    guard let player = window?.player else { return }
    let position = player.engine.position.map { String(format: " at %.3f s", $0) } ?? ""
    say("State: \(state)\(position) in \(player.controller.url?.absoluteString ?? "nothing")")
  }
}
