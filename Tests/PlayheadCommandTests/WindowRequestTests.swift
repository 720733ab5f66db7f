import Foundation
import PlayheadCore
import Testing

@testable import playhead

/// What `playhead play` hands the window arrives as it was typed, every option in one value.
@Suite struct WindowRequestTests {
  @Test func everyOptionReachesTheWindow() throws {
    let play = try Play.parse([
      "a.mkv", "https://example.com/b c.mp4", "--size", "800x600", "--seek", "12.5", "--for", "3",
      "--stats", "--verbose", "--keep-controls", "--volume", "80", "--speed", "1.5", "--sub", "x.srt",
      "--sub", "y.ass", "--sub-encoding", "cp1251", "--audio-track", "2", "--sub-size", "large",
      "--sub-color", "#FFCC00", "--sub-backdrop", "box", "--loop", "--shuffle",
    ])
    let sent = play.windowRequest(for: play.media.map(\.url))
    let received = try #require(WindowLaunchRequest(encoded: sent.encoded()))
    #expect(received == sent)
    #expect(received.urls.map(\.lastPathComponent) == ["a.mkv", "b c.mp4"])
    #expect(received.size == PlayerSettings.WindowSize(width: 800, height: 600))
    #expect(received.seek == 12.5 && received.seconds == 3 && received.volume == 80 && received.speed == 1.5)
    #expect(
      received.stats && received.verbose && received.keepsControls && received.loops && received.shuffles)
    #expect(received.subtitles.map(\.lastPathComponent) == ["x.srt", "y.ass"])
    #expect(received.subtitleEncoding == "cp1251" && received.audioTrack == 2)
    #expect(
      received.subtitleSize == .large && received.subtitleColor == "#FFCC00"
        && received.subtitleBackdrop == .box)
  }

  @Test func optionsLeftOutStayTheWindowsOwn() throws {
    let play = try Play.parse([])
    let received = try #require(WindowLaunchRequest(encoded: play.windowRequest(for: []).encoded()))
    #expect(received == WindowLaunchRequest())
    #expect(received.size == nil && received.seek == nil && received.volume == nil && received.speed == nil)
  }

  @Test(arguments: ["", "-", "800x600", "{\"urls\": 3}", "[]"])
  func whatPlayDidNotWriteIsRefused(argument: String) {
    #expect(WindowLaunchRequest(encoded: argument) == nil)
  }
}
