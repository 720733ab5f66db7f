import Foundation
import PlayheadCore
import Testing

/// Playing backwards as the lifecycle does it: the pipeline paused, a keyframe seek every step
/// to where a position of the lifecycle's own has got, the steps stepped here by hand.
@Suite struct EngineRewindTests {
  let file = URL(fileURLWithPath: "/media/film.mp4")
  let step = EngineLifecycle.rewindStep
  var stepTimer: EngineLifecycle.Action { .startTimer(.rewindStep, after: step, generation: 1) }

  /// Loaded and playing.
  private func playing() -> EngineLifecycle {
    var lifecycle = EngineLifecycle()
    _ = lifecycle.handle(.load(file))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    _ = lifecycle.handle(.play)
    _ = lifecycle.handle(.pipeline(.playing(true), generation: 1))
    return lifecycle
  }

  /// The target of the one keyframe seek among `actions`, and the other actions.
  private func keyframeSeek(in actions: [EngineLifecycle.Action]) -> (
    target: Double?, others: [EngineLifecycle.Action]
  ) {
    var target: Double?
    var others: [EngineLifecycle.Action] = []
    for action in actions {
      if case .seek(let seconds, .keyframe, rate: 1) = action, target == nil {
        target = seconds
      } else {
        others.append(action)
      }
    }
    return (target, others)
  }

  @Test func aRewindPausesThePipelineAndShowsKeyframesFurtherBackEachStep() throws {
    var lifecycle = playing()
    #expect(lifecycle.handle(.setRate(-3, from: 6)) == [.setPlaying(false), stepTimer])
    #expect(lifecycle.rewindPosition == 6)
    // The pipeline pausing is the rewind's business: the owner sees playback going on.
    #expect(lifecycle.handle(.pipeline(.playing(false), generation: 1)).isEmpty)
    #expect(lifecycle.state == .playing)
    var expected = 6.0
    for _ in 1...3 {
      let (target, others) = keyframeSeek(in: lifecycle.handle(.timer(.rewindStep, generation: 1)))
      expected -= 3 * (step / .seconds(1))
      #expect(abs(try #require(target) - expected) < 1e-9)
      #expect(others == [stepTimer])
      #expect(abs(try #require(lifecycle.rewindPosition) - expected) < 1e-9)
      #expect(lifecycle.state == .playing, "a step is not a seek the owner asked for")
      // Its landing is not announced either.
      #expect(lifecycle.handle(.pipeline(.prerolled, generation: 1)).isEmpty)
    }
  }

  @Test func stepsTakenWhileAKeyframeIsDecodingGoStraightToTheLatest() throws {
    var lifecycle = playing()
    _ = lifecycle.handle(.setRate(-2, from: 10))
    let first = keyframeSeek(in: lifecycle.handle(.timer(.rewindStep, generation: 1)))
    #expect(first.target != nil)
    // A slow decoder: two more steps before the first keyframe is shown.
    #expect(lifecycle.handle(.timer(.rewindStep, generation: 1)) == [stepTimer])
    #expect(lifecycle.handle(.timer(.rewindStep, generation: 1)) == [stepTimer])
    let latest = keyframeSeek(in: lifecycle.handle(.pipeline(.prerolled, generation: 1)))
    #expect(abs(try #require(latest.target) - (10 - 3 * 2 * (step / .seconds(1)))) < 1e-9)
    #expect(latest.others.isEmpty)
  }

  @Test func aForwardRateGoesOnExactlyFromWhereTheRewindGot() throws {
    var lifecycle = playing()
    _ = lifecycle.handle(.setRate(-3, from: 6))
    _ = lifecycle.handle(.timer(.rewindStep, generation: 1))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    let reached = try #require(lifecycle.rewindPosition)
    // Where the pipeline says it is (the keyframe shown) is not where the rewind got.
    #expect(
      lifecycle.handle(.setRate(1, from: 5)) == [.seek(to: reached, .accurate, rate: 1), .setPlaying(true)])
    #expect(lifecycle.rewindPosition == nil)
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: 1)).isEmpty)
    #expect(lifecycle.handle(.pipeline(.playing(true), generation: 1)) == [.report(.playing(true))])
    #expect(lifecycle.state == .playing)
  }

  @Test func aRewindStopsAtTheStart() {
    var lifecycle = playing()
    _ = lifecycle.handle(.setRate(-4, from: 0.5))
    #expect(lifecycle.handle(.timer(.rewindStep, generation: 1)) == [.seek(to: 0, .keyframe, rate: 1)])
    #expect(lifecycle.rewindPosition == 0)
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    #expect(lifecycle.handle(.timer(.rewindStep, generation: 1)).isEmpty, "no step further back than 0")
    #expect(lifecycle.handle(.setRate(1, from: 0)) == [.seek(to: 0, .accurate, rate: 1), .setPlaying(true)])
  }

  @Test func pausingHoldsTheRewindWhereItIsAndPlayingGoesOnWithIt() {
    var lifecycle = playing()
    _ = lifecycle.handle(.setRate(-3, from: 6))
    #expect(lifecycle.handle(.pause) == [.report(.playing(false))])
    #expect(lifecycle.state == .paused)
    #expect(lifecycle.handle(.timer(.rewindStep, generation: 1)).isEmpty)
    #expect(lifecycle.rewindPosition == 6)
    #expect(lifecycle.handle(.play) == [.report(.playing(true)), stepTimer])
    #expect(lifecycle.state == .playing)
    // Paused before the rewind began, it waits for play.
    var paused = playing()
    _ = paused.handle(.pause)
    #expect(paused.handle(.setRate(-3, from: 6)) == [.setPlaying(false)])
    #expect(paused.handle(.play) == [.report(.playing(true)), stepTimer])
  }

  @Test func aSeekDuringARewindMovesItAndIsAnnounced() {
    var lifecycle = playing()
    _ = lifecycle.handle(.setRate(-3, from: 6))
    #expect(lifecycle.handle(.seek(to: 20, .accurate)) == [.seek(to: 20, .accurate, rate: 1)])
    #expect(lifecycle.rewindPosition == 20)
    #expect(lifecycle.state == .seeking)
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: 1)) == [.report(.seekFinished)])
    // A step queued behind the owner's seek still announces that one.
    _ = lifecycle.handle(.seek(to: 10, .accurate))
    _ = lifecycle.handle(.timer(.rewindStep, generation: 1))
    let after = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    #expect(after.count == 1)
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: 1)) == [.report(.seekFinished)])
  }

  @Test func mediaThatCannotBeSoughtGivesUpTheRewindAndPlaysOn() {
    var lifecycle = playing()
    _ = lifecycle.handle(.setRate(-3, from: 6))
    _ = lifecycle.handle(.timer(.rewindStep, generation: 1))
    #expect(lifecycle.handle(.pipeline(.seekRefused, generation: 1)) == [.setPlaying(true)])
    #expect(lifecycle.rewindPosition == nil)
    #expect(lifecycle.handle(.timer(.rewindStep, generation: 1)).isEmpty)
    #expect(lifecycle.handle(.pipeline(.playing(true), generation: 1)) == [.report(.playing(true))])
  }

  @Test func aLiveStreamDoesNotRewind() {
    var lifecycle = EngineLifecycle()
    _ = lifecycle.handle(.load(URL(string: "rtsp://example.com/cam")!))
    _ = lifecycle.handle(.pipeline(.live, generation: 1))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    #expect(lifecycle.state == .ready)
    #expect(lifecycle.handle(.setRate(-3, from: 6)).isEmpty)
    #expect(lifecycle.rewindPosition == nil)
  }
}
