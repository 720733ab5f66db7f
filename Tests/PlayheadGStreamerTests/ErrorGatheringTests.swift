import Testing

@testable import PlayheadGStreamer

/// When missing decoders leave nothing to play, loading fails even if GStreamer prerolls.
@Suite struct ErrorGatheringTests {
  @Test func nothingDecodesOnlyWhenEveryStreamLacksADecoder() {
    var errors = ErrorGathering()
    #expect(!errors.nothingDecodes(streamCount: 1), "no decoder was missing")
    errors.addMissingPlugin("phzz decoder")
    #expect(errors.nothingDecodes(streamCount: 1))
    #expect(errors.nothingDecodes(streamCount: 0), "no stream collection yet")
    #expect(!errors.nothingDecodes(streamCount: 2), "the other stream (the sound) still plays")
    errors.addMissingPlugin("phzz decoder")
    #expect(!errors.nothingDecodes(streamCount: 2), "one decoder missing twice is one stream")
  }
}
