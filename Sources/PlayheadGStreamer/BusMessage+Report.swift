import PlayheadCore

extension BusMessage {
  /// What the message tells the engine's lifecycle, or `nil` when nothing.
  var report: EngineLifecycle.PipelineReport? {
    switch self {
    case .error(let error): .error(MediaErrorClassifier.kind(of: error), error.message)
    case .endOfStream: .endOfStream
    case .buffering(let percent): .buffering(percent)
    case .asyncDone: .prerolled
    case .pipelinePlaying(let playing): .playing(playing)
    case .durationChanged, .chapters, .subtitleFileFailed: .mediaChanged
    case .missingPlugin(let description): .missingDecoder(description)
    }
  }
}
