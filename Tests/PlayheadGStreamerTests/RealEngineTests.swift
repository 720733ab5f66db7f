import Testing

/// The suites that run the real GStreamer engine. They run in parallel, so several engines play
/// at once in one process, as several players on a page do.
@Suite enum RealEngineTests {}
