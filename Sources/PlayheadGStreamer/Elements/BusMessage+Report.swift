import PlayheadCore

extension BusMessage {
  /// What the message tells the engine's lifecycle, or `nil` when nothing.
  var report: EngineLifecycle.PipelineReport? {
    switch self {
    // An HTTP source's words for a status are its reason phrase ("Found" for a redirect loop),
    // which says less than the kind: the status itself is told instead.
    case .error(let error):
      .error(MediaErrorClassifier.kind(of: error), error.httpStatus.map { "HTTP \($0)" } ?? error.message)
    case .endOfStream: .endOfStream
    case .buffering(let percent): .buffering(percent)
    case .asyncDone: .prerolled
    case .pipelinePlaying(let playing): .playing(playing)
    case .durationChanged, .chapters, .subtitleFileFailed: .mediaChanged
    case .missingPlugin(let description): .missingDecoder(description)
    case .webPage: .webPage
    case .streamsCollected, .streamsSelected: nil
    }
  }
}
