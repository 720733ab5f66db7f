import Foundation
import PlayheadCore
import PropertyBased
import Testing

/// The engine's life as a value: what each event leads to, and invariants that hold for any
/// order of events, late, repeated or stale ones included.
@Suite struct EngineLifecycleTests {
  let file = URL(fileURLWithPath: "/media/clip.mp4")

  private func loaded() -> EngineLifecycle {
    var lifecycle = EngineLifecycle()
    _ = lifecycle.handle(.load(file))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: lifecycle.generation))
    return lifecycle
  }

  @Test func loadingOpensAndPrerollingReportsLoaded() {
    var lifecycle = EngineLifecycle()
    let opening = lifecycle.handle(.load(file))
    #expect(
      opening == [
        .open(generation: 1), .startTimer(.loading, after: EngineLifecycle.fileSystemPatience, generation: 1),
      ])
    #expect(lifecycle.state == .opening)
    // Its file system opened it: GStreamer's own patience starts.
    #expect(
      lifecycle.handle(.pipeline(.started, generation: 1)) == [
        .startTimer(.loading, after: EngineLifecycle.filePatience, generation: 1)
      ])
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: 1)) == [.reportLoaded])
    #expect(lifecycle.state == .ready)
  }

  @Test func seeksAskedForWhileOneRunsAreCoalescedToTheLatest() {
    var lifecycle = loaded()
    let generation = lifecycle.generation
    #expect(lifecycle.handle(.seek(to: 1, .accurate)) == [.seek(to: 1, .accurate, rate: 1)])
    #expect(lifecycle.state == .seeking)
    #expect(lifecycle.seekTarget == 1, "the position told while it runs")
    #expect(lifecycle.handle(.seek(to: 2, .keyframe)).isEmpty)
    #expect(lifecycle.handle(.seek(to: 3, .accurate)).isEmpty)
    #expect(lifecycle.seekTarget == 3, "the last asked for")
    #expect(
      lifecycle.handle(.pipeline(.prerolled, generation: generation)) == [.seek(to: 3, .accurate, rate: 1)])
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: generation)) == [.report(.seekFinished)])
    #expect(lifecycle.state == .ready)
    #expect(lifecycle.seekTarget == nil, "landed: the pipeline says where it is")
  }

  /// A seek asked for while the playing pipeline goes to paused waits for the pause's preroll
  /// (which would otherwise land it, as GStreamer posts it first), told as the position
  /// meanwhile; playing again before the pause is done lets it go at once.
  @Test func aSeekAskedForWhilePausingWaitsForThePause() {
    var lifecycle = loaded()
    let generation = lifecycle.generation
    _ = lifecycle.handle(.play)
    _ = lifecycle.handle(.pipeline(.playing(true), generation: generation))
    #expect(lifecycle.handle(.pause) == [.setPlaying(false)])
    #expect(lifecycle.handle(.seek(to: 0, .accurate)).isEmpty, "held")
    #expect(lifecycle.seekTarget == 0 && lifecycle.state == .seeking)
    #expect(
      lifecycle.handle(.pipeline(.playing(false), generation: generation)) == [.report(.playing(false))],
      "GStreamer says it left playing before the pause's preroll")
    #expect(
      lifecycle.handle(.pipeline(.prerolled, generation: generation)) == [.seek(to: 0, .accurate, rate: 1)],
      "the pause's preroll lands nothing")
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: generation)) == [.report(.seekFinished)])
    // Paused already: a seek goes at once.
    #expect(lifecycle.handle(.seek(to: 5, .accurate)) == [.seek(to: 5, .accurate, rate: 1)])
    _ = lifecycle.handle(.pipeline(.prerolled, generation: generation))
    _ = lifecycle.handle(.play)
    _ = lifecycle.handle(.pipeline(.playing(true), generation: generation))
    _ = lifecycle.handle(.pause)
    #expect(lifecycle.handle(.seek(to: 9, .accurate)).isEmpty)
    #expect(
      lifecycle.handle(.play) == [.setPlaying(true), .seek(to: 9, .accurate, rate: 1)], "undone: it goes")
  }

  /// A pause asked for while a seek runs (a network stream's buffer emptied by the seek's
  /// flush): GStreamer posts one preroll for both, which lands the seek, paused; the seek is not
  /// left running for ever, its position told for good (an HLS stream sought at once on opening
  /// froze its time so).
  @Test func aPauseWhileASeekRunsIsLandedWithIt() {
    var lifecycle = loaded()
    let generation = lifecycle.generation
    _ = lifecycle.handle(.play)
    _ = lifecycle.handle(.pipeline(.playing(true), generation: generation))
    #expect(lifecycle.handle(.seek(to: 12, .accurate)) == [.seek(to: 12, .accurate, rate: 1)])
    #expect(lifecycle.handle(.pause) == [.setPlaying(false)])
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: generation)) == [.report(.seekFinished)])
    #expect(lifecycle.seekTarget == nil && lifecycle.state != .seeking, "\(lifecycle.state)")
    // A second preroll, where GStreamer posts one for the pause too, lands nothing more.
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: generation)).isEmpty)
  }

  /// A frame step runs as a seek does: paused first, seeks asked for meanwhile wait for it, its
  /// preroll (or the end of the media) lands it and the owner hears of it.
  /// A picture at rest decoded again for a larger view is an accurate seek the owner does not
  /// hear of; while playing, or with a seek running, there is nothing to decode again.
  @Test func decodingThePictureAgainIsASilentSeek() {
    var lifecycle = loaded()
    let generation = lifecycle.generation
    #expect(lifecycle.handle(.decodeAgain(at: 3.02)) == [.seek(to: 3.02, .accurate, rate: 1)])
    #expect(lifecycle.handle(.decodeAgain(at: 3.02)).isEmpty, "one at a time")
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: generation)).isEmpty, "landed unannounced")
    #expect(lifecycle.state == .ready)
    _ = lifecycle.handle(.play)
    #expect(lifecycle.handle(.decodeAgain(at: 3.02)).isEmpty, "playing: the next frame comes anyway")
  }

  @Test func aFrameStepRunsAsASeek() {
    var lifecycle = loaded()
    let generation = lifecycle.generation
    #expect(lifecycle.handle(.stepFrame) == [.setPlaying(false), .stepFrame])
    #expect(lifecycle.state == .seeking)
    #expect(lifecycle.seekTarget == nil, "a step goes a frame from where it is")
    #expect(lifecycle.handle(.stepFrame).isEmpty, "one at a time")
    #expect(lifecycle.handle(.seek(to: 2, .accurate)).isEmpty)
    #expect(
      lifecycle.handle(.pipeline(.prerolled, generation: generation)) == [.seek(to: 2, .accurate, rate: 1)])
    #expect(lifecycle.handle(.pipeline(.prerolled, generation: generation)) == [.report(.seekFinished)])
    _ = lifecycle.handle(.stepFrame)
    #expect(
      lifecycle.handle(.pipeline(.endOfStream, generation: generation)) == [
        .report(.seekFinished), .report(.endOfStream),
      ])
    #expect(lifecycle.state == .ended && lifecycle.handle(.stepFrame).isEmpty, "nothing after the end")
  }

  @Test func dataNoTypeFinderKnowsIsNotMediaEvenFromAServer() throws {
    let url = URL(string: "http://example.com/a.mp4")!
    for dataCame in [true, false] {
      var lifecycle = EngineLifecycle()
      _ = lifecycle.handle(.load(url))
      if dataCame { _ = lifecycle.handle(.pipeline(.dataArrived, generation: 1)) }
      _ = lifecycle.handle(.pipeline(.error(.notMedia, "type not found"), generation: 1))
      _ = lifecycle.handle(.pipeline(.error(.unreachable, "stream stopped"), generation: 1))
      let actions = lifecycle.handle(.timer(.errorsSettled, generation: 1))
      // Without data, the host may not have answered at all: that is found out first.
      #expect(
        dataCame
          ? actions.last == .report(.failed(MediaError(url: url, kind: .notMedia, detail: "type not found")))
          : actions.first == .diagnoseConnection(generation: 1), "\(actions)")
    }
  }

  @Test func aRefusedSeekEndsWhereItWas() {
    var lifecycle = loaded()
    #expect(lifecycle.handle(.seek(to: 5, .accurate)) == [.seek(to: 5, .accurate, rate: 1)])
    #expect(lifecycle.handle(.pipeline(.seekRefused, generation: 1)) == [.report(.seekFinished)])
    #expect(lifecycle.state == .ready)
  }

  @Test func errorsSettleIntoOneFailureWithTheMostTellingKind() {
    var lifecycle = EngineLifecycle()
    _ = lifecycle.handle(.load(file))
    #expect(
      lifecycle.handle(.pipeline(.error(.corrupt, "demuxer"), generation: 1)) == [
        .startTimer(.errorsSettled, after: EngineLifecycle.errorSettleTime, generation: 1)
      ])
    #expect(lifecycle.handle(.pipeline(.error(.notFound, "source"), generation: 1)).isEmpty)
    let failing = lifecycle.handle(.timer(.errorsSettled, generation: 1))
    #expect(failing == [.close, .report(.failed(MediaError(url: file, kind: .notFound, detail: "source")))])
    #expect(lifecycle.state == .failed)
    #expect(lifecycle.handle(.timer(.errorsSettled, generation: 1)).isEmpty)
  }

  @Test func openingThatMakesNoProgressFails() {
    var lifecycle = EngineLifecycle()
    _ = lifecycle.handle(.load(URL(string: "http://example.com/a.mp4")!))
    let actions = lifecycle.handle(.timer(.loading, generation: 1))
    guard case .report(.failed(let error)) = actions.last else {
      Issue.record("no failure: \(actions)")
      return
    }
    #expect(error.kind == .timedOut)
    #expect(actions.first == .close)
  }

  /// A local file fails as damaged only when GStreamer made no progress once it was open; a file
  /// system that does not open it (a hung mount) times out.
  @Test func aFileIsDamagedOnlyOnceOpenAndAMountThatNeverOpensItTimesOut() {
    let file = URL(fileURLWithPath: "/mnt/nfs/film.mp4")
    for opened in [true, false] {
      var lifecycle = EngineLifecycle()
      _ = lifecycle.handle(.load(file))
      if opened { _ = lifecycle.handle(.pipeline(.started, generation: 1)) }
      let actions = lifecycle.handle(.timer(.loading, generation: 1))
      guard case .report(.failed(let error)) = actions.last else {
        Issue.record("no failure: \(actions)")
        continue
      }
      #expect(error.kind == (opened ? .corrupt : .timedOut), "\(error)")
      #expect(opened || error.detail == "its file system did not open it within 10 s", "\(error)")
    }
  }

  @Test func anUnreachableHostIsDiagnosedBeforeItFails() {
    let url = URL(string: "http://example.com/a.mp4")!
    var lifecycle = EngineLifecycle()
    _ = lifecycle.handle(.load(url))
    _ = lifecycle.handle(.pipeline(.error(.unreachable, "Internal data stream error."), generation: 1))
    #expect(
      lifecycle.handle(.timer(.errorsSettled, generation: 1)) == [
        .diagnoseConnection(generation: 1),
        .startTimer(.connectionDiagnosis, after: EngineLifecycle.diagnosisPatience, generation: 1),
      ])
    let refused = MediaError(url: url, kind: .connectionRefused, detail: "Connection refused")
    #expect(
      lifecycle.handle(
        .pipeline(.connectionDiagnosed(.connectionRefused, "Connection refused"), generation: 1))
        == [.close, .report(.failed(refused))])
    #expect(lifecycle.handle(.timer(.connectionDiagnosis, generation: 1)).isEmpty, "failed once")
  }

  @Test func aDiagnosisThatFindsNothingOrTakesTooLongLeavesTheFailureAsItWas() {
    let url = URL(string: "http://example.com/a.mp4")!
    let unreachable = MediaError(url: url, kind: .unreachable, detail: "words")
    for ending in [
      EngineLifecycle.Event.pipeline(.connectionDiagnosed(nil, ""), generation: 1),
      .timer(.connectionDiagnosis, generation: 1),
    ] {
      var lifecycle = EngineLifecycle()
      _ = lifecycle.handle(.load(url))
      _ = lifecycle.handle(.pipeline(.error(.unreachable, "words"), generation: 1))
      _ = lifecycle.handle(.timer(.errorsSettled, generation: 1))
      #expect(lifecycle.handle(ending) == [.close, .report(.failed(unreachable))])
    }
  }

  @Test func soundOnlyMediaReportsItsFirstFrameOnceNotAtEveryResume() {
    var lifecycle = loaded()
    let generation = lifecycle.generation
    #expect(
      lifecycle.handle(.pipeline(.playing(true), generation: generation)) == [
        .report(.playing(true)), .report(.firstFrameShown),
      ])
    _ = lifecycle.handle(.pipeline(.playing(false), generation: generation))
    #expect(lifecycle.handle(.pipeline(.playing(true), generation: generation)) == [.report(.playing(true))])
  }

  @Test func aLiveSourceIsLoadedOnlyOnceItsFirstDataCame() {
    let camera = URL(string: "rtsp://example.com/cam")!
    for playsMeanwhile in [false, true] {
      var lifecycle = EngineLifecycle()
      _ = lifecycle.handle(.load(camera))
      // No preroll: it is played to see whether anything comes.
      #expect(lifecycle.handle(.pipeline(.live, generation: 1)) == [.setPlaying(true)])
      #expect(lifecycle.state == .opening)
      if playsMeanwhile { _ = lifecycle.handle(.play) }
      // Its sinks have data: loaded, and paused again unless playing was asked for.
      #expect(
        lifecycle.handle(.pipeline(.prerolled, generation: 1))
          == [.reportLoaded] + (playsMeanwhile ? [] : [.setPlaying(false)]))
      #expect(lifecycle.isLive)
    }
  }

  @Test func aLiveSourceNothingAnswersFailsWithoutBeingCalledLoaded() {
    let camera = URL(string: "rtsp://127.0.0.1:9/cam")!
    var refused = EngineLifecycle()
    _ = refused.handle(.load(camera))
    _ = refused.handle(.pipeline(.live, generation: 1))
    _ = refused.handle(.pipeline(.error(.connectionRefused, "refused"), generation: 1))
    #expect(
      refused.handle(.timer(.errorsSettled, generation: 1)) == [
        .close, .report(.failed(MediaError(url: camera, kind: .connectionRefused, detail: "refused"))),
      ])
    // A UDP port nothing is sent to.
    var silent = EngineLifecycle()
    _ = silent.handle(.load(URL(string: "udp://127.0.0.1:5000")!))
    _ = silent.handle(.pipeline(.live, generation: 1))
    let failing = silent.handle(.timer(.loading, generation: 1))
    #expect(failing.first == .close && silent.state == .failed, "\(failing)")
  }

  /// A stream nothing decodes while the rest plays: the owner hears what is missing, in words.
  @Test func aMissingDecoderOnceLoadedIsDescribedAgain() {
    var lifecycle = loaded()
    #expect(lifecycle.handle(.pipeline(.missingDecoder("H.265 decoder"), generation: 1)) == [.reportLoaded])
    _ = lifecycle.handle(.pipeline(.missingDecoder("H.265 decoder"), generation: 1))
    #expect(lifecycle.missingDecoders == ["H.265 decoder"])
    #expect(lifecycle.state == .ready, "not a failure")
    let soundOnly = MediaInfo(duration: 2, missingDecoders: lifecycle.missingDecoders)
    #expect(soundOnly.partialSupportNotice == "No H.265 decoder is installed: playing the sound only")
    let silent = MediaInfo(
      duration: 2, video: VideoGeometry(codedSize: Size(width: 320, height: 240)),
      missingDecoders: ["Opus decoder"])
    #expect(silent.partialSupportNotice == "No Opus decoder is installed: playing the rest")
    #expect(MediaInfo(duration: 2).partialSupportNotice == nil)
  }

  @Test func anOldPipelinesReportsAreIgnored() {
    var lifecycle = loaded()
    _ = lifecycle.handle(.load(file))
    #expect(lifecycle.handle(.pipeline(.endOfStream, generation: 1)).isEmpty)
    #expect(lifecycle.handle(.pipeline(.error(.corrupt, ""), generation: 1)).isEmpty)
    #expect(lifecycle.state == .opening)
  }

  @Test func aNetworkBufferRunningDryIsStalled() {
    var lifecycle = EngineLifecycle()
    _ = lifecycle.handle(.load(URL(string: "http://example.com/a.mp4")!))
    _ = lifecycle.handle(.pipeline(.prerolled, generation: 1))
    _ = lifecycle.handle(.pipeline(.buffering(40), generation: 1))
    #expect(lifecycle.state == .buffering)
    _ = lifecycle.handle(.pipeline(.buffering(0), generation: 1))
    #expect(lifecycle.state == .stalled)
  }

  /// Any sequence of commands and reports, each report for the current load or an older one:
  /// nothing is done after close, a load fails at most once, at most one seek runs, and the
  /// pipeline is never given a negative rate.
  @Test func invariantsHoldForAnyOrderOfEvents() async {
    let steps = zip(Gen.int(in: 0..<Self.eventCount), Gen.int(in: 0...2)).array(of: 1...40)
    await propertyCheck(count: 1500, input: steps) { steps in
      var lifecycle = EngineLifecycle()
      var failures = 0
      var seekRunning = false
      for (index, age) in steps {
        let event = Self.event(index, generation: lifecycle.generation - age)
        let wasOver = lifecycle.state == .closed || lifecycle.state == .failed
        switch event {
        case .load: (failures, seekRunning) = (0, false)
        case .pipeline(.prerolled, _) where age == 0, .pipeline(.seekRefused, _) where age == 0:
          seekRunning = false
        // The end lands a frame step (and no seek is started once the media has ended).
        case .pipeline(.endOfStream, _) where age == 0: seekRunning = false
        default: break
        }
        let actions = lifecycle.handle(event)
        if wasOver, !(index <= 1) { #expect(actions.isEmpty, "after the end: \(event) → \(actions)") }
        for action in actions {
          switch action {
          case .report(.failed): failures += 1
          case .seek(_, _, let rate):
            #expect(!seekRunning, "a second seek while one runs: \(steps)")
            #expect(rate > 0, "the pipeline never plays backwards: \(steps)")
            seekRunning = true
          case .stepFrame:
            #expect(!seekRunning, "a frame step while a seek runs: \(steps)")
            seekRunning = true
          case .changeRate(let rate):
            #expect(rate > 0, "the pipeline never plays backwards: \(steps)")
          case .report(.seekFinished): seekRunning = false
          case .close, .suspend: seekRunning = false
          default: break
          }
        }
        #expect(failures <= 1, "one failure per load: \(steps)")
      }
    }
  }

  private static let eventCount = 30

  private static func event(_ index: Int, generation: Int) -> EngineLifecycle.Event {
    let url = URL(string: index % 2 == 0 ? "http://example.com/a.mp4" : "file:///a.mp4")!
    switch index {
    case 0, 1: return .load(url)
    case 2: return .play
    case 3: return .pause
    case 4: return .stop
    case 5: return .seek(to: 3, .accurate)
    case 6: return .setRate(-2, from: 4)
    case 7: return .pipeline(.prerolled, generation: generation)
    case 8: return .pipeline(.error(.corrupt, "bad"), generation: generation)
    case 9: return .pipeline(.buffering(0), generation: generation)
    case 10: return .pipeline(.buffering(100), generation: generation)
    case 11: return .pipeline(.playing(true), generation: generation)
    case 12: return .pipeline(.firstFrame, generation: generation)
    case 13: return .pipeline(.endOfStream, generation: generation)
    case 14: return .pipeline(.seekRefused, generation: generation)
    case 15: return .timer(.loading, generation: generation)
    case 16: return .timer(.errorsSettled, generation: generation)
    case 17: return .pipeline(.live, generation: generation)
    case 18: return .pipeline(.error(.unreachable, "gone"), generation: generation)
    case 19: return .pipeline(.connectionDiagnosed(.hostNotFound, "no name"), generation: generation)
    case 20: return .timer(.connectionDiagnosis, generation: generation)
    case 21: return .pipeline(.error(.connectionLost, "dropped"), generation: generation)
    case 22: return .pipeline(.suspended(at: 4), generation: generation)
    case 23: return .timer(.reconnect, generation: generation)
    case 24: return .pipeline(.dataArrived, generation: generation)
    case 25: return .setRate(1.5, from: 2)
    case 26: return .timer(.rewindStep, generation: generation)
    case 27: return .pipeline(.started, generation: generation)
    case 28: return .stepFrame
    default: return .pipeline(.mediaChanged, generation: generation)
    }
  }
}
