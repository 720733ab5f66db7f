import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// Preview thumbnails: which is decoded when, what is kept, and what the box above the scrubber
/// shows.
@MainActor @Suite struct ThumbnailTests {
  let film = URL(fileURLWithPath: "/media/film.mkv")
  let image = PixelImage(width: 2, height: 1, pixels: [0xFF00_00FF, 0xFF00_FF00])!

  @Test func theTimelineIsSpreadMiddleFirstThenHalvesThenQuarters() {
    var planner = ThumbnailPlanner()
    planner.plan(film, duration: 8)
    var order: [Int] = []
    while let bucket = planner.next() {
      order.append(bucket)
      planner.decoded(bucket, image)
    }
    #expect(order == [4, 2, 6, 1, 3, 5, 7, 0])
  }

  @Test func theHoveredBucketGoesFirstAndOneDecodesAtATime() throws {
    var planner = ThumbnailPlanner()
    planner.plan(film, duration: 100)
    let next = planner.next()
    let first = try #require(next)
    planner.hover(at: 87.5)
    #expect(planner.next() == nil, "one decode at a time")
    planner.decoded(first, image)
    #expect(planner.next() == 87)
    planner.decoded(87, nil)
    planner.hover(at: 87.2)
    #expect(planner.next() != 87, "a bucket without a picture is not asked for again")
  }

  @Test func longMediaIsCutIntoAtMostTwoHundredBuckets() {
    var planner = ThumbnailPlanner()
    planner.plan(film, duration: 7200)
    #expect(planner.bucketCount == 200 && planner.bucketLength == 36)
    #expect(planner.bucket(at: 3600) == 100 && planner.time(of: 100) == 3618)
    planner.plan(film, duration: nil)
    #expect(planner.next() == nil, "nothing without a duration")
  }

  @Test func thumbnailsAreKeptByMediaAndBucketForTheMediaOpenedAgain() throws {
    var planner = ThumbnailPlanner()
    planner.plan(film, duration: 10)
    let next = planner.next()
    let bucket = try #require(next)
    planner.decoded(bucket, image)
    planner.plan(URL(fileURLWithPath: "/media/other.mkv"), duration: 10)
    #expect(planner.thumbnail(at: planner.time(of: bucket)) == nil)
    planner.plan(film, duration: 10)
    #expect(planner.thumbnail(at: planner.time(of: bucket)) == image)
  }

  @Test func theCacheForgetsTheOneUnusedLongest() {
    var cache = LRUCache<Int, String>(capacity: 2)
    cache.insert("a", for: 1)
    cache.insert("b", for: 2)
    #expect(cache.value(for: 1) == "a")
    cache.insert("c", for: 3)
    #expect(cache.peek(2) == nil && cache.peek(1) == "a" && cache.peek(3) == "c" && cache.count == 2)
  }

  @Test func theBoxStaysInsideThePlayerAboveTheTrack() {
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    for seconds in [0.0, 10, 20] {
      let (scene, origin) = TimelinePreview(seconds: seconds, duration: 20, hasThumbnail: true).piece(
        in: layout)
      #expect(origin.x >= 0 && origin.x + scene.size.width <= 640, "at \(seconds) s: \(origin)")
      #expect(origin.y + scene.size.height < layout.track.minY)
      #expect(scene.items.contains { if case .fill = $0 { true } else { false } })
    }
    let middle = TimelinePreview(seconds: 10, duration: 20, hasThumbnail: true).piece(in: layout)
    #expect(
      abs(middle.origin.x + middle.scene.size.width / 2 - layout.track.center.x) <= 1, "centred on the time")
  }

  @Test func withoutAThumbnailTheBoxSaysTheTimeAndTheChapter() {
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let preview = TimelinePreview(seconds: 65, duration: 600, chapterTitle: "Opening", hasThumbnail: false)
    let texts = preview.piece(in: layout).scene.items.compactMap { item -> String? in
      if case .text(let run) = item { return run.text }
      return nil
    }
    #expect(texts == ["Opening", "1:05"])
    #expect(!preview.piece(in: layout).scene.items.contains { if case .image = $0 { true } else { false } })
  }

  @Test func theControllerAsksForTheHoveredThumbnailAndShowsItWhenItComes() {
    let engine = ScriptedMediaEngine()
    let source = ScriptedThumbnails()
    let controller = PlayerController(engine: engine)
    controller.thumbnailSource = source
    controller.load(film, at: 0)
    engine.emit(
      .loaded(MediaInfo(duration: 100, video: VideoGeometry(codedSize: Size(width: 1920, height: 1080)))))
    #expect(source.asked.isEmpty, "nothing on loading")
    engine.emit(.firstFrameShown)
    #expect(source.asked.isEmpty, "nothing before the pointer comes to the controls")
    controller.setHoveringControls(true, at: 0.5)
    #expect(source.asked == [50.5], "then the middle first")
    controller.previewTimeline(at: 12.3, at: 1)
    #expect(controller.timelinePreview?.thumbnail == nil && controller.timelinePreview?.hasThumbnail == true)
    source.answer(image)
    #expect(source.asked == [50.5, 12.5], "the hovered bucket next")
    source.answer(image)
    #expect(controller.timelinePreview?.thumbnail == image && controller.timelinePreview?.timeText == "0:12")
    controller.previewTimeline(at: nil, at: 2)
    #expect(controller.timelinePreview == nil)
  }

  @Test func mediaTheSourceCannotReadShowsTheTimeAlone() {
    let engine = ScriptedMediaEngine()
    let source = ScriptedThumbnails()
    source.givesThumbnails = false
    let controller = PlayerController(engine: engine)
    controller.thumbnailSource = source
    controller.load(URL(string: "https://example.com/film.mp4")!, at: 0)
    engine.emit(
      .loaded(MediaInfo(duration: 100, video: VideoGeometry(codedSize: Size(width: 640, height: 360)))))
    engine.emit(.firstFrameShown)
    controller.previewTimeline(at: 30, at: 1)
    #expect(source.asked.isEmpty && controller.timelinePreview?.hasThumbnail == false)
  }
}

/// A thumbnail source that records what it is asked for and answers when the test says.
@MainActor final class ScriptedThumbnails: ThumbnailSource {
  var givesThumbnails = true
  private(set) var asked: [Double] = []
  private var waiting: (@MainActor @Sendable (PixelImage?) -> Void)?

  func thumbnail(at seconds: Double, completion: @escaping @MainActor @Sendable (PixelImage?) -> Void) {
    asked.append(seconds)
    waiting = completion
  }

  /// Answers the latest request with `image`.
  func answer(_ image: PixelImage?) {
    let completion = waiting
    waiting = nil
    completion?(image)
  }
}
