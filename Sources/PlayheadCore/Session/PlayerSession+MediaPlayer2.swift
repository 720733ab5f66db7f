import Foundation

/// MPRIS's rules: what each request does to the player and its queue.
extension PlayerSession {
  /// Where playback is, in seconds: the engine's position, else the one the controls show.
  public var position: Double? { controller.engine.position ?? controller.displayedPosition }

  /// The player's state as MPRIS tells it now; `artURL` is where its cover art is kept, if it
  /// has one.
  public func mediaPlayer2State(artURL: URL? = nil) -> MediaPlayer2State {
    MediaPlayer2State(
      of: controller, item: queue.currentIndex, hasNext: queue.hasNext, hasPrevious: queue.hasPrevious,
      isStopped: isStopped, artURL: artURL)
  }

  /// Carries out `request` as MPRIS 2 describes it.
  @discardableResult
  public func handle(_ request: MediaPlayer2Request) -> MediaPlayer2Reply {
    let now = clock()
    switch request {
    case .raise: return .raise
    case .quit: return .quit
    case .next: perform(.next)
    case .previous: perform(.previous)
    case .play: controller.perform(.play, at: now)
    case .pause: controller.perform(.pause, at: now)
    case .playPause: controller.perform(.togglePlayPause, at: now)
    case .stop:
      controller.perform(.pause, at: now)
      controller.perform(.seek(to: 0), at: now)
      isStopped = true
    case .seek(let offset):
      guard controller.info?.isSeekable == true, let position, offset.isFinite else { return .done }
      let target = position + offset
      // Past the end is the next item, as the specification has it.
      if let duration = controller.info?.duration, target > duration {
        if queue.hasNext { perform(.next) }
        return .done
      }
      controller.perform(.seek(to: max(target, 0)), at: now)
    case .setPosition(let track, let seconds):
      // A request for another track, or outside the media, is ignored.
      guard track == mediaPlayer2State().metadata.trackID, seconds.isFinite, seconds >= 0,
        seconds <= controller.info?.duration ?? .infinity
      else { return .done }
      controller.perform(.seek(to: seconds), at: now)
    case .openURI(let text):
      guard let url = MediaAddress.url(text), url.scheme != nil, !text.hasPrefix("/") || url.isFileURL else {
        return .refused(translated("Not a URI: \(text)"))
      }
      replaceQueue(with: [url])
    case .setVolume(let volume):
      controller.perform(.setVolume(volume.isFinite ? max(volume, 0) : 0), at: now)
    case .setRate(let rate):
      // A rate of 0 is a pause, as the specification has it.
      controller.perform(rate == 0 ? .pause : .setSpeed(rate), at: now)
    }
    return .done
  }
}
