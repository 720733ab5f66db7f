import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Where each media was left, and going on from there, on a manual clock.
@MainActor @Suite struct ResumeTests {
  let url = URL(fileURLWithPath: "/films/clip.mp4")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playhead-resume-\(UUID())")

  func loaded(_ info: MediaInfo = MediaInfo(duration: 1000)) -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.load(url, at: 0)
    engine.emit(.loaded(info))
    return (controller, engine)
  }

  /// Left in the middle: kept, and going on from there seeks and says how to start over.
  @Test func aPlaceInTheMiddleIsKeptAndResumed() {
    let (controller, engine) = loaded()
    engine.position = 754.2
    var positions = ResumePositions()
    controller.rememberPosition(in: &positions)
    #expect(
      positions.position(of: URL(fileURLWithPath: "/films/../films/./clip.mp4")) == 754.2, "one file, one key"
    )
    let (again, engine2) = loaded()
    engine2.clearCommands()
    #expect(again.resume(from: 754.2, at: 3))
    #expect(engine2.commands == [.seek(754.2, .accurate)])
    #expect(again.message?.text == "Resumed at 12:34 — Home to start over")
  }

  /// Near the start or the end, ended, live, not seekable or of unknown length: the media starts
  /// over next time, and a remembered place for it is forgotten.
  @Test(arguments: [
    (MediaInfo(duration: 1000), 49.0), (MediaInfo(duration: 1000), 951.0),
    (MediaInfo(duration: nil, isLive: true), 300.0), (MediaInfo(duration: 1000, isSeekable: false), 300.0),
    (MediaInfo(duration: nil), 300.0),
  ])
  func placesNotWorthKeepingAreForgotten(info: MediaInfo, position: Double) {
    let (controller, engine) = loaded(info)
    engine.position = position
    var positions = ResumePositions([.init(media: ResumePositions.key(for: url), position: 500)])
    controller.rememberPosition(in: &positions)
    #expect(positions.position(of: url) == nil)
    #expect(!controller.resume(from: position, at: 1) && controller.message == nil)
  }

  @Test func theEndForgetsThePlace() {
    let (controller, engine) = loaded()
    engine.position = 500
    engine.emit(.endOfStream)
    var positions = ResumePositions([.init(media: ResumePositions.key(for: url), position: 500)])
    controller.rememberPosition(in: &positions)
    #expect(positions.entries.isEmpty)
  }

  /// A failure, or media still opening, keeps the place it had: nothing is lost.
  @Test func aFailureKeepsTheOlderPlace() {
    let (controller, engine) = loaded()
    engine.emit(.failed(MediaError(url: url, kind: .corrupt, detail: "broken")))
    var positions = ResumePositions([.init(media: ResumePositions.key(for: url), position: 500)])
    controller.rememberPosition(in: &positions)
    #expect(positions.position(of: url) == 500)
    let opening = PlayerController(engine: ScriptedMediaEngine())
    opening.load(url, at: 0)
    opening.rememberPosition(in: &positions)
    #expect(positions.position(of: url) == 500)
  }

  /// The latest first, each media once, at most `capacity`: the oldest goes.
  @Test func theOldestPlacesGoFirst() throws {
    var positions = ResumePositions()
    for index in 0...ResumePositions.capacity {
      positions.remember(Double(index), for: URL(string: "https://example.com/\(index).mp4")!)
    }
    positions.remember(7, for: URL(string: "https://example.com/3.mp4")!)
    #expect(positions.entries.count == ResumePositions.capacity)
    #expect(positions.entries.first == .init(media: "https://example.com/3.mp4", position: 7))
    #expect(positions.position(of: URL(string: "https://example.com/0.mp4")!) == nil, "the oldest went")
    #expect(positions.position(of: URL(string: "https://example.com/1.mp4")!) == 1)
    let file = ResumePositions.file(in: folder)
    try positions.write(to: file)
    #expect(ResumePositions.read(from: file) == positions)
    try FileManager.default.removeItem(at: folder)
  }

  /// A missing, damaged or foreign file holds nothing; a bad entry loses only itself.
  @Test(arguments: [
    (nil, 0), ("", 0), ("[{\"media\": \"/a.mp4\"", 0), ("{\"media\": 1}", 0),
    (
      "[{\"media\": \"/a.mp4\", \"position\": 12}, {\"media\": 3}, {\"media\": \"/b.mp4\", \"position\": -4}]",
      1
    ),
  ])
  func anyFileStartsThePlayer(text: String?, count: Int) throws {
    let file = ResumePositions.file(in: folder)
    if let text {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    #expect(ResumePositions.read(from: file).entries.count == count)
    try? FileManager.default.removeItem(at: folder)
  }
}
