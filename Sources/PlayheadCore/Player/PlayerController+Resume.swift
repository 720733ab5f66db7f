extension PlayerController {
  /// The share of the media at each end where no place is kept: a film left in its first or
  /// last 5 % starts over next time.
  nonisolated public static let resumeMargin = 0.05

  /// Notes in `positions` where the loaded media is left now (the window closing): the
  /// position, or nothing for it (it starts over next time) when it is live, cannot be sought,
  /// has no known length, has ended or is within `resumeMargin` of either end. Nothing changes
  /// while nothing is loaded or after a failure, so an older place is not lost.
  public func rememberPosition(in positions: inout ResumePositions) {
    guard let url, let info, machine.state != .loading else { return }
    if case .failed = machine.state { return }
    let position = machine.state == .ended ? info.duration : engine.position ?? displayedPosition
    positions.remember(position.flatMap { isResumable($0) ? $0 : nil }, for: url)
  }

  /// Goes on from `position`, where the loaded media was left before: seeks there (playing or
  /// paused stays as it was) and says "Resumed at 12:34 — Home to start over". Returns whether
  /// it did: nothing is done for a place `rememberPosition(in:)` would not have kept.
  @discardableResult
  public func resume(from position: Double, at time: Double) -> Bool {
    guard isResumable(position) else { return false }
    seek(to: position, at: time)
    showMessage(translated("Resumed at \(TimeText.clock(position)) — Home to start over"), at: time)
    return true
  }

  /// Whether the loaded media can go on from `position` next time (see `rememberPosition(in:)`).
  private func isResumable(_ position: Double) -> Bool {
    guard let info, !info.isLive, info.isSeekable, let duration = info.duration, duration > 0,
      position.isFinite
    else { return false }
    let share = position / duration
    return share >= Self.resumeMargin && share <= 1 - Self.resumeMargin
  }
}
