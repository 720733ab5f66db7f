import Foundation

extension EngineLifecycle {
  /// A lost connection being reopened: the old pipeline is closed (its last picture kept), and
  /// after a back-off a new one is opened and sought to where playback stopped, while the owner
  /// sees the stream stalled (`buffering(percent: 0)`).
  struct Reconnection: Hashable, Sendable {
    /// What lost the connection.
    var cause: MediaError
    /// What made the latest attempt fail, if one did.
    var lastFailure: String?
    /// Where to go on from: where playback stopped, or a seek asked for meanwhile; `nil` until
    /// the engine reports it (`suspended(at:)`).
    var resumeAt: Double?
    /// Whether the media had loaded (else the connection was lost while it opened).
    var wasLoaded: Bool
    /// Whether a seek asked for meanwhile is owed its `seekFinished`.
    var owesSeekFinished = false
    /// Whether a new pipeline is open (else the back-off is running).
    var isReopening = false
    /// Where the running resume seek goes, if one runs.
    var resumingTo: Double?
    /// Whether the new pipeline described the media otherwise (another variant of an adaptive
    /// stream): the owner hears it once playback goes on.
    var mediaChanged = false
  }

  /// What a new connection may cure: the network failing, not the media or a refusal.
  static let reconnectableKinds: Set<MediaError.Kind> = [
    .connectionLost, .unreachable, .connectionRefused, .hostNotFound, .timedOut, .serverError,
  ]

  /// Starts reconnecting when `error` ended a network stream that had loaded, or had sent data
  /// while it opened, and a new connection may cure it (of any `error` kind when `anyKind`: a
  /// variant set aside); `nil` when it may not.
  mutating func reconnect(after error: MediaError, anyKind: Bool = false) -> [Action]? {
    guard phase == .loaded || phase == .opening && errors.receivedData, !isLive, url?.isFileURL == false,
      !reconnectDelays.isEmpty, anyKind || Self.reconnectableKinds.contains(error.kind)
    else { return nil }
    reconnection = Reconnection(cause: error, wasLoaded: phase == .loaded)
    if rewind != nil {
      // Playback goes on forwards from where the pipeline was.
      rewind = nil
      rate = 1
    }
    phase = .reconnecting
    seek = SeekSlot()
    isPausing = false
    return [.suspend, .report(.buffering(percent: 0))]
  }

  /// Reports while reconnecting: the old pipeline's position, and the new pipeline's progress,
  /// which the owner does not see until playback can go on.
  mutating func handleWhileReconnecting(_ report: PipelineReport) -> [Action] {
    guard var reconnection else { return [] }
    switch report {
    case .suspended(let position):
      guard reconnection.resumeAt == nil else { return [] }
      let at = position ?? 0
      reconnection.resumeAt = at
      self.reconnection = reconnection
      // Attempts start again once playback got further than where it was lost last.
      if let lastLoss, at <= lastLoss.position + 0.5 {
        self.lastLoss = (max(at, lastLoss.position), lastLoss.attempts)
      } else {
        lastLoss = (at, 0)
      }
      return scheduleAttempt()
    case _ where !reconnection.isReopening:
      // The old pipeline's last words: it is closed.
      return []
    case .prerolled, .live:
      // Resumed where asked (a seek asked for meanwhile goes on from there instead).
      guard let at = reconnection.resumeAt, at > 0, at != reconnection.resumingTo else {
        return finishReconnecting()
      }
      self.reconnection?.resumingTo = at
      return [.seek(to: at, .accurate, rate: rate)]
    case .seekRefused:
      guard let at = reconnection.resumeAt, at > 1 else { return finishReconnecting() }
      return fail(
        .connectionLost,
        translated(
          "lost at \(Self.seconds(at)) s, and the server cannot resume from there: it takes no range requests"
        )
      )
    case .openFailed(let kind, let detail):
      return reopeningFailed(kind, detail)
    case .error, .missingDecoder, .webPage:
      return gather(report)
    case .variantFailed(let kind, let detail):
      return gather(.error(kind, detail))
    case .buffering(let percent):
      bufferingPercent = min(max(percent, 0), 100)
      return percent > 0 ? handleWhileReconnecting(.dataArrived) : []
    case .dataArrived, .downloadProgressed:
      errors.receivedData = true
      return [loadingTimer]
    case .mediaChanged:
      if reconnection.isReopening { self.reconnection?.mediaChanged = true }
      return []
    case .playing, .firstFrame, .endOfStream, .connectionDiagnosed, .started, .livePlaylist:
      return []
    }
  }

  /// A seek asked for while reconnecting: playback goes on from there instead.
  mutating func resume(at seconds: Double) -> [Action] {
    reconnection?.resumeAt = max(seconds, 0)
    reconnection?.owesSeekFinished = true
    return []
  }

  /// The back-off is over: opens a new pipeline under a new generation.
  mutating func reopen() -> [Action] {
    guard phase == .reconnecting, reconnection?.isReopening == false else { return [] }
    generation += 1
    reconnection?.isReopening = true
    errors = ErrorGathering()
    undiagnosed = nil
    return [.open(generation: generation), loadingTimer]
  }

  /// The new pipeline failed (`kind`, `detail`): closes it and tries again after the next
  /// back-off, or fails once every attempt is spent.
  mutating func reopeningFailed(_ kind: MediaError.Kind, _ detail: String) -> [Action] {
    guard reconnection?.isReopening == true else { return [] }
    reconnection?.isReopening = false
    reconnection?.resumingTo = nil
    if let url {
      let reason = MediaError(url: url, kind: kind, detail: detail).reason
      reconnection?.lastFailure = translated("\(reason) (\(detail))")
    }
    return [.close] + scheduleAttempt()
  }

  /// Starts the next back-off, or fails when none is left.
  private mutating func scheduleAttempt() -> [Action] {
    guard let reconnection, let lastLoss else { return [] }
    guard lastLoss.attempts < reconnectDelays.count else {
      let waited = Self.seconds(reconnectDelays.reduce(Duration.zero, +))
      let (cause, attempts) = (reconnection.cause.detail, lastLoss.attempts)
      let lost =
        reconnection.resumeAt.map { at in
          translated(
            "\(cause); lost at \(Self.seconds(at)) s, then \(attempts) attempts to reconnect over \(waited) s failed"
          )
        }
        ?? translated("\(cause); lost, then \(attempts) attempts to reconnect over \(waited) s failed")
      let last = reconnection.lastFailure.map { translated("; the last attempt: \($0)") } ?? ""
      return fail(reconnection.cause.kind, lost + last)
    }
    self.lastLoss = (lastLoss.position, lastLoss.attempts + 1)
    return [.startTimer(.reconnect, after: reconnectDelays[lastLoss.attempts], generation: generation)]
  }

  /// Playback can go on: the owner sees the stream again as it is now (or loaded, if the
  /// connection was lost while it opened).
  private mutating func finishReconnecting() -> [Action] {
    guard let reconnection else { return [] }
    self.reconnection = nil
    hasEnded = false
    isPipelinePlaying = false
    let playing: [Action] = wantsPlaying ? [.setPlaying(true)] : []
    guard reconnection.wasLoaded else { return finishLoading() + playing }
    phase = .loaded
    return playing
      + (reconnection.owesSeekFinished ? [.report(.seekFinished)] : [])
      + [.report(.buffering(percent: bufferingPercent))]
      + (reconnection.mediaChanged ? [.reportLoaded] : [])
  }

  /// Seconds with one decimal, as the messages give them.
  private static func seconds(_ value: Double) -> String {
    Translations.decimal(value, digits: 1)
  }

  /// Seconds of a duration with one decimal.
  private static func seconds(_ duration: Duration) -> String {
    seconds(duration / .seconds(1))
  }
}
