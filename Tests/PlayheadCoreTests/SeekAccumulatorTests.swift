import PlayheadCore
import PropertyBased
import Testing

@Suite struct SeekAccumulatorTests {
  @Test func tapsAddUpAndCommitOnceWhenTheWindowCloses() {
    var accumulator = SeekAccumulator()
    #expect(accumulator.add(10, at: 0) == [.tapped(seconds: 10)])
    #expect(accumulator.add(10, at: 0.5) == [.tapped(seconds: 10)])
    #expect(accumulator.total == 20)
    #expect(accumulator.advance(to: 1.29) == nil)
    #expect(accumulator.isAccumulating(at: 1.29))
    #expect(accumulator.advance(to: 1.3) == .committed(total: 20))
    #expect(accumulator.advance(to: 5) == nil)
    #expect(accumulator.total == 0)
  }

  @Test func oppositeTapsCancel() {
    var accumulator = SeekAccumulator()
    _ = accumulator.add(10, at: 0)
    _ = accumulator.add(-15, at: 0.2)
    #expect(accumulator.advance(to: 2) == .committed(total: -5))
  }

  @Test func aTapAfterAnUncollectedWindowCommitsItFirst() {
    var accumulator = SeekAccumulator(window: 0.5)
    _ = accumulator.add(10, at: 0)
    #expect(accumulator.add(30, at: 2) == [.committed(total: 10), .tapped(seconds: 30)])
  }

  @Test func badWindowsFallBackToTheDefault() {
    #expect(SeekAccumulator(window: .nan).window == 0.8)
    #expect(SeekAccumulator(window: -1).window == 0.8)
    #expect(SeekAccumulator(window: 2).window == 2)
  }

  @Test func totalIsTheSignedSumOfTheTapsInTheWindow() async {
    let taps = zip(Gen.int(in: -3...3), Gen.double(in: 0.01...1.5)).array(of: 1...25)
    await propertyCheck(count: 500, input: taps, Gen.double(in: 0.1...1.2)) { taps, window in
      var accumulator = SeekAccumulator(window: window)
      var time = 0.0
      var windowSum = 0
      var lastTap = -Double.infinity
      var committed = 0
      var all = 0
      for (steps, gap) in taps where steps != 0 {
        time += gap
        let seconds = steps * 10
        if time >= lastTap + window { windowSum = 0 }
        windowSum += seconds
        all += seconds
        lastTap = time
        for event in accumulator.add(seconds, at: time) {
          if case .committed(let total) = event { committed += total }
        }
        #expect(accumulator.total == windowSum)
      }
      if case .committed(let total)? = accumulator.advance(to: time + window) { committed += total }
      #expect(committed == all, "every tap is committed exactly once")
    }
  }
}
