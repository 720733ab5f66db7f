import Foundation
import PlayheadCore
import Testing

@Suite struct PlayerStateMachineTests {
  let url = URL(fileURLWithPath: "/media/clip.mp4")
  let info = MediaInfo(duration: 60, video: VideoGeometry(codedSize: Size(width: 1280, height: 720)))

  func loaded(autoplay: Bool = false) -> PlayerStateMachine {
    var machine = PlayerStateMachine()
    _ = machine.handle(.load(url, autoplay: autoplay))
    _ = machine.handle(.engine(.loaded(info)))
    return machine
  }

  @Test func loadThenReady() {
    var machine = PlayerStateMachine()
    #expect(machine.handle(.load(url, autoplay: false)) == [.load(url)])
    #expect(machine.state == .loading)
    #expect(machine.handle(.engine(.loaded(info))) == [])
    #expect(machine.state == .readyToPlay)
  }

  @Test func autoplayPlaysWhenLoaded() {
    var machine = PlayerStateMachine()
    _ = machine.handle(.load(url, autoplay: true))
    #expect(machine.handle(.engine(.loaded(info))) == [.play])
    #expect(machine.state == .playing)
  }

  @Test func playPauseToggle() {
    var machine = loaded()
    #expect(machine.handle(.togglePlayPause) == [.play])
    #expect(machine.state == .playing)
    #expect(machine.handle(.togglePlayPause) == [.pause])
    #expect(machine.state == .paused)
  }

  @Test func nonLiveBufferingWaitsAndResumes() {
    var machine = loaded(autoplay: false)
    _ = machine.handle(.play)
    #expect(machine.handle(.engine(.buffering(percent: 40))) == [.pause])
    #expect(machine.state == .stalled)
    #expect(machine.handle(.engine(.buffering(percent: 80))) == [])
    #expect(machine.handle(.engine(.buffering(percent: 100))) == [.play])
    #expect(machine.state == .playing)
  }

  @Test func pausingWhileStalledStaysPausedWhenDataReturns() {
    var machine = loaded()
    _ = machine.handle(.play)
    _ = machine.handle(.engine(.buffering(percent: 10)))
    _ = machine.handle(.pause)
    #expect(machine.handle(.engine(.buffering(percent: 100))) == [])
    #expect(machine.state == .paused)
  }

  @Test func liveStreamsIgnoreBuffering() {
    var machine = PlayerStateMachine()
    _ = machine.handle(.load(url, autoplay: true))
    _ = machine.handle(.engine(.loaded(MediaInfo(duration: nil, isLive: true, isSeekable: false))))
    #expect(machine.handle(.engine(.buffering(percent: 5))) == [])
    #expect(machine.state == .playing)
    #expect(machine.handle(.skip(seconds: 10, from: 5)) == [], "live streams do not seek")
  }

  @Test func scrubbingPausesAndResumesOnlyIfItWasPlaying() {
    var playing = loaded()
    _ = playing.handle(.play)
    #expect(playing.handle(.scrubBegan) == [.pause])
    #expect(playing.handle(.scrubbed(to: 12)) == [.seek(12, .keyframe)])
    #expect(playing.handle(.scrubbed(to: 500)) == [.seek(60, .keyframe)], "kept within the media")
    #expect(playing.handle(.scrubEnded(at: 14)) == [.seek(14, .accurate), .play])
    #expect(playing.state == .playing)

    var paused = loaded()
    #expect(paused.handle(.scrubBegan) == [])
    #expect(paused.handle(.scrubEnded(at: 30)) == [.seek(30, .accurate)])
    #expect(paused.state == .readyToPlay)
  }

  @Test func holdPlaysFastAndReturnsToWhatWasBefore() {
    var paused = loaded()
    _ = paused.handle(.play)
    _ = paused.handle(.pause)
    #expect(paused.handle(.holdBegan(.forward)) == [.setRate(3), .play])
    #expect(paused.handle(.holdEnded) == [.setRate(1), .pause])
    #expect(paused.state == .paused, "the seed always resumed; Playhead returns to paused")

    var playing = loaded()
    _ = playing.handle(.play)
    #expect(playing.handle(.holdBegan(.backward)) == [.setRate(-3), .play])
    #expect(playing.handle(.holdEnded) == [.setRate(1)])
    #expect(playing.state == .playing)
  }

  @Test func skipsStayInsideTheMedia() {
    var machine = loaded()
    #expect(machine.handle(.skip(seconds: 30, from: 50)) == [.seek(60, .accurate)])
    #expect(machine.handle(.skip(seconds: -30, from: 10)) == [.seek(0, .accurate)])
    #expect(machine.handle(.skip(seconds: .nan, from: 10)) == [])
  }

  @Test func seeksGoWhereAskedInsideTheMedia() {
    var machine = loaded()
    #expect(machine.handle(.seek(to: 12.5)) == [.seek(12.5, .accurate)])
    #expect(machine.handle(.seek(to: -4)) == [.seek(0, .accurate)])
    #expect(machine.handle(.seek(to: .infinity)) == [])
    _ = machine.handle(.play)
    _ = machine.handle(.engine(.endOfStream))
    #expect(machine.handle(.seek(to: 60)) == [.seek(60, .accurate)] && machine.state == .ended)
    #expect(machine.handle(.seek(to: 30)) == [.seek(30, .accurate)] && machine.state == .paused)
    var loading = PlayerStateMachine()
    _ = loading.handle(.load(url, autoplay: true))
    #expect(loading.handle(.seek(to: 5)) == [], "nothing to seek in before it loads")
  }

  @Test func endedPlaysFromTheStart() {
    var machine = loaded()
    _ = machine.handle(.play)
    _ = machine.handle(.engine(.endOfStream))
    #expect(machine.state == .ended && !machine.wantsToPlay)
    #expect(machine.handle(.play) == [.seek(0, .accurate), .play])
  }

  @Test func failureEndsEverythingAndAnotherLoadStartsAfresh() {
    var machine = loaded()
    let error = MediaError(url: url, kind: .corrupt, detail: "moov atom not found")
    _ = machine.handle(.engine(.failed(error)))
    #expect(machine.state == .failed(error))
    #expect(machine.handle(.play) == [])
    let other = URL(fileURLWithPath: "/media/other.webm")
    #expect(machine.handle(.load(other, autoplay: false)) == [.load(other)])
    #expect(machine.state == .loading)
  }
}
