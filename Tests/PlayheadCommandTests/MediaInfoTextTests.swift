import PlayheadCore
import Testing

@testable import playhead

/// How the command line describes what it found.
@Suite struct MediaInfoTextTests {
  @Test func aLiveStreamSaysItsWindow() {
    var info = MediaInfo(duration: nil, isLive: true, isSeekable: false, codecs: ["H.264"])
    #expect(info.summary == "live, video none (audio only), H.264, not seekable")
    info.liveWindow = 24.2
    #expect(info.summary == "live (a 24 s window), video none (audio only), H.264, not seekable")
    #expect(info.liveWindowText(90) == "1:30")
    info.isSeekable = true
    #expect(info.summary.hasSuffix(", seekable in its window"))
  }
}
