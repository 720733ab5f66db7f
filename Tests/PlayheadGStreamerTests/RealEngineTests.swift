import Testing

/// The suites that run the real GStreamer engine, one test at a time: two engines playing at
/// once crashed inside libgstreamer in a parallel run (an open defect, noted on issue 4).
@Suite(.serialized) enum RealEngineTests {}
