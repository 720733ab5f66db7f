/// What a `GStreamerEngine` knows of the loaded media's duration beside what the pipeline says
/// (`DurationSource`): where GStreamer only estimates it, a scan of the file finds it, and the
/// end measures it.
struct EngineDurations {
  /// Where the pipeline's duration comes from, and whether it is an estimate.
  var source: DurationSource?
  /// The duration a scan of the local file found where GStreamer's is an estimate
  /// (`DurationSource.exactDurationScan`); `nil` until then.
  var scanned: Double?
  /// The duration measured at the end of media whose duration was an estimate: exact from then
  /// on.
  var measured: Double?
  /// The duration the owner was last told of (`.loaded`): positions stay within it, even while
  /// a parser's estimate moves on without a message.
  var reported: Double?

  /// The exact duration, when one is known: measured at the end, else scanned.
  var best: Double? { measured ?? scanned }

  /// Whether the duration is still an estimate from the bit rate.
  var isEstimated: Bool { best == nil && source?.isEstimated == true }
}
