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
    var order: [ThumbnailPlanner.Item] = []
    while let item = planner.next() {
      order.append(item)
      planner.decoded(item, image)
    }
    #expect(order == [4, 2, 6, 1, 3, 5, 7, 0].map { .bucket($0) })
  }

  @Test func theHoveredSecondGoesFirstAndOneDecodesAtATime() throws {
    var planner = ThumbnailPlanner()
    planner.plan(film, duration: 100)
    let next = planner.next()
    let first = try #require(next)
    planner.hover(at: 87.5)
    #expect(planner.next() == nil, "one decode at a time")
    planner.decoded(first, image)
    #expect(planner.next() == .second(87))
    #expect(planner.time(of: .second(87)) == 87.5)
    planner.decoded(.second(87), nil)
    planner.hover(at: 87.2)
    #expect(planner.next() != .second(87), "a second without a picture is not asked for again")
  }

  /// Over a two-hour film a bucket lasts 36 s: its thumbnail shows only near its middle, and the
  /// second under the pointer is decoded for any other time, so a preview is never more than a
  /// second off (half a second here, half in the decoder).
  @Test func aPreviewIsNeverFarFromTheTimeItNames() throws {
    var planner = ThumbnailPlanner()
    planner.plan(film, duration: 7200)
    planner.hover(at: 3600)
    #expect(planner.next() == .second(3600), "nothing decoded near it yet")
    planner.decoded(.second(3600), image)
    #expect(planner.thumbnail(at: 3600.2) == image && planner.thumbnail(at: 3600.9) == image)
    #expect(planner.thumbnail(at: 3601.2) == nil, "its neighbour's is too far")
    planner.hover(at: 3618.1)
    let hovered = planner.next()
    #expect(hovered == .second(3618))
    planner.decoded(.second(3618), image)
    let spread = planner.next()
    #expect(spread == .bucket(100), "then the spread: the middle bucket, 3600 to 3636 s")
    planner.decoded(.bucket(100), image)
    #expect(planner.thumbnail(at: 3617.8) == image, "the bucket's middle is 3618 s")
    #expect(planner.thumbnail(at: 3630) == nil, "12 s from the bucket's middle")
  }

  @Test func longMediaIsCutIntoAtMostTwoHundredBuckets() {
    var planner = ThumbnailPlanner()
    planner.plan(film, duration: 7200)
    #expect(planner.bucketCount == 200 && planner.bucketLength == 36)
    #expect(planner.bucket(at: 3600) == 100 && planner.time(of: .bucket(100)) == 3618)
    planner.plan(film, duration: nil)
    #expect(planner.next() == nil, "nothing without a duration")
  }

  @Test func thumbnailsAreKeptByMediaAndBucketForTheMediaOpenedAgain() throws {
    var planner = ThumbnailPlanner()
    planner.plan(film, duration: 10)
    let next = planner.next()
    let item = try #require(next)
    planner.decoded(item, image)
    planner.plan(URL(fileURLWithPath: "/media/other.mkv"), duration: 10)
    #expect(planner.thumbnail(at: planner.time(of: item)) == nil)
    planner.plan(film, duration: 10)
    #expect(planner.thumbnail(at: planner.time(of: item)) == image)
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
        in: layout, measurer: FixedWidthMeasurer())
      #expect(origin.x >= 0 && origin.x + scene.size.width <= 640, "at \(seconds) s: \(origin)")
      #expect(origin.y + scene.size.height < layout.track.minY)
      #expect(scene.items.contains { if case .fill = $0 { true } else { false } })
    }
    let middle = TimelinePreview(seconds: 10, duration: 20, hasThumbnail: true).piece(
      in: layout, measurer: FixedWidthMeasurer())
    #expect(
      abs(middle.origin.x + middle.scene.size.width / 2 - layout.track.center.x) <= 1, "centred on the time")
  }

  @Test func withoutAThumbnailTheBoxSaysTheTimeAndTheChapter() {
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let preview = TimelinePreview(seconds: 65, duration: 600, chapterTitle: "Opening", hasThumbnail: false)
    let texts = preview.piece(in: layout, measurer: FixedWidthMeasurer()).scene.items.compactMap {
      item -> String? in
      if case .text(let run) = item { return run.text }
      return nil
    }
    #expect(texts == ["Opening", "1:05"])
    #expect(
      !preview.piece(in: layout, measurer: FixedWidthMeasurer()).scene.items.contains {
        if case .image = $0 { true } else { false }
      })
  }

  /// A chapter's title wider than the thumbnail widens the box to hold it whole ("Opening
  /// Scene" once lost its first and last letters); one wider than the player ends in "…" inside
  /// a box the player's width less its margins.
  @Test func theChaptersTitleIsNeverCutAtItsEdges() throws {
    let layout = OverlayLayout(size: Size(width: 640, height: 360))
    let measurer = FixedWidthMeasurer()
    let titleRun = { (title: String) throws -> (TextRun, Scene) in
      let preview = TimelinePreview(seconds: 65, duration: 600, chapterTitle: title, hasThumbnail: false)
      let scene = preview.piece(in: layout, measurer: measurer).scene
      let runs = scene.items.compactMap { item -> TextRun? in
        if case .text(let run) = item { return run }
        return nil
      }
      return (try #require(runs.first { $0.text == title }), scene)
    }
    let title = "Opening Scene of the Long Film"
    let (run, scene) = try titleRun(title)
    #expect(run.frame.width >= measurer.size(of: title, font: layout.chapterFont).width && !run.isLeading)
    #expect(scene.size.width > 64 + 6, "the box grew")
    let endless = String(repeating: "A very long chapter title ", count: 10)
    let (cut, wide) = try titleRun(endless)
    #expect(cut.isLeading, "ends in an ellipsis")
    #expect(wide.size.width <= 640 - 24 + 6 + 1e-9, "within the player's margins")
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

  /// A download kept as it comes gives thumbnails of what has arrived: the others wait for it,
  /// and are decoded as it brings them, while the time under the pointer shows alone till then.
  @Test func thumbnailsOfADownloadWaitForTheirPart() {
    let source = ScriptedThumbnails()
    source.thumbnailTimes = [0...20]
    let (controller, engine) = showingANetworkFilm(from: source)
    controller.previewTimeline(at: 70.2, at: 1)
    #expect(source.asked == [12.5], "the first bucket of the spread that has arrived")
    // Every bucket that has arrived, and nothing more.
    var asked = 0
    while source.asked.count > asked {
      asked = source.asked.count
      source.answer(image)
    }
    #expect(source.asked.count == 20 && source.asked.allSatisfy { $0 <= 20 }, "\(source.asked)")
    let preview = controller.timelinePreview
    #expect(preview?.hasThumbnail == false && preview?.timeText == "1:10")
    source.thumbnailTimes = [0...80]
    engine.bufferedRanges = [0...80]
    engine.emit(.downloadProgressed)
    #expect(source.asked.count == asked + 1 && source.asked.last == 70.5, "the hovered second, once it came")
  }

  @Test func mediaTheSourceCannotReadShowsTheTimeAlone() {
    let source = ScriptedThumbnails()
    source.givesThumbnails = false
    let (controller, _) = showingANetworkFilm(from: source)
    controller.previewTimeline(at: 30, at: 1)
    #expect(source.asked.isEmpty && controller.timelinePreview?.hasThumbnail == false)
  }

  /// A controller showing the first picture of a 100 s network film, its thumbnails from
  /// `source`; and its engine.
  private func showingANetworkFilm(from source: ScriptedThumbnails) -> (PlayerController, ScriptedMediaEngine)
  {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.thumbnailSource = source
    controller.load(URL(string: "https://example.com/film.mp4")!, at: 0)
    engine.emit(
      .loaded(MediaInfo(duration: 100, video: VideoGeometry(codedSize: Size(width: 640, height: 360)))))
    engine.emit(.firstFrameShown)
    return (controller, engine)
  }
}

/// A thumbnail source that records what it is asked for and answers when the test says.
@MainActor final class ScriptedThumbnails: ThumbnailSource {
  var givesThumbnails = true
  var thumbnailTimes: [ClosedRange<Double>]?
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
