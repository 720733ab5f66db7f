import PlayheadCore
import Testing

@Suite struct TimeTextTests {
  @Test func clockFormats() {
    #expect(TimeText.clock(0) == "0:00")
    #expect(TimeText.clock(65.9) == "1:05")
    #expect(TimeText.clock(3723) == "1:02:03")
    for bad in [nil, .nan, .infinity, -1] as [Double?] { #expect(TimeText.clock(bad) == "--:--") }
  }

  @Test func trailingLabel() {
    #expect(TimeText.trailing(position: 65, duration: 600, isLive: false, showsRemaining: false) == "10:00")
    #expect(TimeText.trailing(position: 65, duration: 600, isLive: false, showsRemaining: true) == "-8:55")
    #expect(TimeText.trailing(position: 700, duration: 600, isLive: false, showsRemaining: true) == "-0:00")
    #expect(TimeText.trailing(position: 5, duration: .nan, isLive: false, showsRemaining: true) == "--:--")
    #expect(TimeText.trailing(position: 5, duration: nil, isLive: true, showsRemaining: true) == "LIVE")
  }

  /// A duration reckoned from the bit rate is marked as such, and only a known one.
  @Test func anEstimatedDurationIsMarked() {
    #expect(TimeText.total(192, isEstimate: true) == "≈ 3:12" && TimeText.total(192) == "3:12")
    #expect(TimeText.total(.nan, isEstimate: true) == "--:--")
    #expect(
      TimeText.trailing(position: 65, duration: 192, isLive: false, showsRemaining: false, isEstimate: true)
        == "≈ 3:12")
    #expect(
      TimeText.trailing(position: 65, duration: 192, isLive: false, showsRemaining: true, isEstimate: true)
        == "≈ -2:07")
    #expect(
      TimeText.trailing(position: 65, duration: nil, isLive: false, showsRemaining: false, isEstimate: true)
        == "--:--")
    #expect(
      TimeText.accessibility(position: 65, duration: 192, isLive: false, isEstimate: true)
        == "1 minute 5 seconds of about 3 minutes 12 seconds")
  }

  @Test func spokenTimes() {
    #expect(
      TimeText.accessibility(position: 65, duration: 600, isLive: false) == "1 minute 5 seconds of 10 minutes"
    )
    #expect(
      TimeText.accessibility(position: 3661, duration: nil, isLive: false) == "1 hour 1 minute 1 second")
    #expect(TimeText.accessibility(position: 3, duration: nil, isLive: true) == "live")
    #expect(TimeText.spoken(.nan) == "unknown time")
    #expect(TimeText.spoken(0) == "0 seconds")
  }
}
