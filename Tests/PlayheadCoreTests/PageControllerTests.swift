import Foundation
import PlayheadCore
import PlayheadCoreTesting
import Testing

/// A web page's address loaded in the controller: when the engine finds it is no media, the page
/// resolver (yt-dlp in the player) finds the media in it, whose best format then loads, described
/// as the page's; its formats make the quality menu, a choice reopening the media from there.
@MainActor @Suite struct PageControllerTests {
  /// A resolver that answers with `result`, and counts the pages it was asked about.
  final class ScriptedPages: PageResolving, @unchecked Sendable {
    let result: Result<PageMedia, PageError>
    var asked: [URL] = []
    init(_ result: Result<PageMedia, PageError>) { self.result = result }
    func resolve(_ page: URL) async throws(PageError) -> PageMedia {
      asked.append(page)
      return try result.get()
    }
  }

  let page = URL(string: "https://example.com/watch/42")!
  var found: PageMedia {
    PageMedia(
      page: page, title: "A Walk", chapters: [Chapter(start: 0, title: "Gate")],
      subtitleFiles: [URL(fileURLWithPath: "/tmp/page.en.vtt")],
      formats: [
        PageFormat(id: "hd", url: URL(string: "https://cdn.example.com/hd.mp4")!, height: 720),
        PageFormat(id: "sd", url: URL(string: "https://cdn.example.com/sd.mp4")!, height: 360),
      ])
  }

  /// Waits for `value`, the resolver's task having run (for at most 10 s: a hang guard).
  private func poll<Value>(_ what: String, _ value: () -> Value?) async throws -> Value {
    for _ in 0..<10_000 {
      if let found = value() { return found }
      try await Task.sleep(for: .milliseconds(1))
    }
    return try #require(value(), "no \(what)")
  }

  /// A controller that loaded the page, whose engine then found it no media.
  private func loadedPage(_ resolver: ScriptedPages?) -> (PlayerController, ScriptedMediaEngine) {
    let engine = ScriptedMediaEngine()
    let controller = PlayerController(engine: engine)
    controller.pageResolver = resolver
    controller.load(page, at: 0)
    engine.emit(.failed(MediaError(url: page, kind: .notMedia, detail: "a web page")))
    return (controller, engine)
  }

  @Test func thePagesBestFormatPlaysDescribedAsThePage() async throws {
    let resolver = ScriptedPages(.success(found))
    let (controller, engine) = loadedPage(resolver)
    #expect(controller.state == .loading, "no failure while the page is read")
    #expect(controller.message?.text == "Looking for the video in the page…")
    _ = try await poll("the best format loading") {
      engine.commands.last == .load(found.formats[0].url) ? true : nil
    }
    #expect(resolver.asked == [page] && engine.subtitleFiles == [URL(fileURLWithPath: "/tmp/page.en.vtt")])
    engine.emit(.loaded(MediaInfo(duration: 10)))
    #expect(controller.url == page && controller.title == "A Walk")
    #expect(controller.info?.chapters.map(\.title) == ["Gate"])
    #expect(controller.qualityMenu.section.choices == ["Auto (720p)", "720p", "360p"])
    controller.perform(.chooseQuality(found.formats[1].variant), at: 1)
    #expect(engine.commands.last == .switchSource(found.formats[1].url), "reopened from where it was")
    controller.perform(.chooseQuality(nil), at: 2)
    #expect(engine.commands.last == .switchSource(found.formats[0].url), "Auto: the best again")
  }

  @Test func aPageWithoutMediaFailsSayingWhy() async throws {
    let resolver = ScriptedPages(.failure(PageError("a web page with no video yt-dlp can find")))
    let (controller, _) = loadedPage(resolver)
    let text = try await poll("the failure") { controller.failureText }
    #expect(text.hasSuffix("is not a media file (a web page with no video yt-dlp can find)"), "\(text)")
    #expect(resolver.asked == [page], "asked once")
  }

  @Test func withoutAResolverAPageFailsAsAnyAddressThatIsNotMedia() {
    let (controller, engine) = loadedPage(nil)
    #expect(controller.failureText?.hasSuffix("is not a media file (a web page)") == true)
    #expect(engine.commands == [.load(page)])
  }

  /// The media the page was left for loads instead: the page's answer, coming late, is dropped.
  @Test func anotherLoadWhileThePageIsReadWins() async throws {
    let resolver = ScriptedPages(.success(found))
    let (controller, engine) = loadedPage(resolver)
    let film = URL(fileURLWithPath: "/films/film.mkv")
    controller.load(film, at: 1)
    _ = try await poll("the page read") { resolver.asked.isEmpty ? nil : true }
    try await Task.sleep(for: .milliseconds(20))
    #expect(engine.commands.last == .load(film) && controller.url == film)
  }
}
