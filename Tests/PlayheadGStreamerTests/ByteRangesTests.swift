import Testing

@testable import PlayheadGStreamer

@Suite struct ByteRangesTests {
  @Test func continuingPiecesExtendOneRange() {
    var bytes = ByteRanges()
    bytes.add(0..<100)
    bytes.add(100..<250)
    #expect(bytes.ranges == [0..<250])
  }

  @Test func aSeekStartsANewRangeInOrder() {
    var bytes = ByteRanges()
    bytes.add(500..<600)
    bytes.add(0..<100)
    bytes.add(600..<700)
    #expect(bytes.ranges == [0..<100, 500..<700])
  }

  @Test func aRangeGrownIntoTheNextTakesItIn() {
    var bytes = ByteRanges()
    bytes.add(0..<100)
    bytes.add(200..<300)
    bytes.add(100..<250)
    #expect(bytes.ranges == [0..<300])
    bytes.add(50..<80)
    #expect(bytes.ranges == [0..<300], "a piece already held changes nothing")
  }
}
