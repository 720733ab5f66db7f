import Foundation
import PlayheadCore
import Testing

/// What yt-dlp says of a web page, read: the title, chapters and formats that play, the best
/// first; a page's manifest plays alone, as its variants make the choice.
@Suite struct PageMediaTests {
  let page = URL(string: "https://example.com/watch/42")!

  private func media(_ json: String) throws(PageError) -> PageMedia {
    try PageMedia(page: page, ytdlpJSON: Data(json.utf8))
  }

  @Test func filesWithPictureAndSoundAreOrderedBestFirst() throws {
    let found = try media(
      """
      {"title": "A Walk", "chapters": [{"start_time": 30, "title": "Park"}, {"start_time": 0, "title": "Gate"}],
       "formats": [
        {"format_id": "sd", "url": "https://cdn.example.com/sd.mp4", "protocol": "https", "height": 360,
         "width": 640, "tbr": 800.5},
        {"format_id": "audio", "url": "https://cdn.example.com/a.m4a", "protocol": "https", "vcodec": "none"},
        {"format_id": "hd-video", "url": "https://cdn.example.com/v.mp4", "protocol": "https", "height": 1080,
         "acodec": "none"},
        {"format_id": "hd", "url": "https://cdn.example.com/hd.mp4", "protocol": "https", "height": 720},
        {"format_id": "rtmp", "url": "rtmp://cdn.example.com/live", "protocol": "rtmp", "height": 2160}
      ]}
      """)
    #expect(found.title == "A Walk")
    #expect(found.chapters == [Chapter(start: 0, title: "Gate"), Chapter(start: 30, title: "Park")])
    #expect(found.formats.map(\.id) == ["hd", "sd"], "picture and sound together, over http")
    #expect(found.formats.last?.bitRate == 800_500 && found.best?.url.lastPathComponent == "hd.mp4")
    #expect(found.formats.map(\.variant.description) == ["720p", "360p · 801 kb/s"], "800.5 kb/s rounded")
  }

  @Test func formatsOfUnknownSizeKeepYTDLPsOrderBestLast() throws {
    let found = try media(
      """
      {"title": "Clip", "formats": [
        {"format_id": "0", "url": "http://127.0.0.1/a.mp4", "protocol": "http"},
        {"format_id": "1", "url": "http://127.0.0.1/b.mp4", "protocol": "http"}]}
      """)
    #expect(found.formats.map(\.id) == ["1", "0"])
    #expect(found.formats.map(\.variant.name) == ["b.mp4", "a.mp4"], "named by their files")
  }

  @Test func aPagesManifestPlaysAloneItsVariantsMakingTheChoice() throws {
    let found = try media(
      """
      {"formats": [
        {"format_id": "hls-360", "url": "https://cdn.example.com/360.m3u8", "protocol": "m3u8_native",
         "manifest_url": "https://cdn.example.com/master.m3u8", "height": 360},
        {"format_id": "hls-720", "url": "https://cdn.example.com/720.m3u8", "protocol": "m3u8_native",
         "manifest_url": "https://cdn.example.com/master.m3u8", "height": 720},
        {"format_id": "mp4", "url": "https://cdn.example.com/a.mp4", "protocol": "https", "height": 240}]}
      """)
    #expect(found.formats.map(\.url.absoluteString) == ["https://cdn.example.com/master.m3u8"])
    let described = found.describing(MediaInfo(duration: 10), playing: found.best)
    #expect(described.variants.isEmpty, "the stream's own variants come from its manifest")
  }

  /// yt-dlp's extractor of `<video>` elements numbers the page's title ("A Walk (1)"): the
  /// page's own is kept; another extractor's title is as it is.
  @Test func aPagesTitleLosesTheNumberYTDLPAdds() throws {
    let json = { (extractor: String) in
      """
      {"title": "A Walk (1)", "extractor_key": "\(extractor)",
       "formats": [{"format_id": "0", "url": "http://h/1.mp4", "protocol": "http"}]}
      """
    }
    #expect(try media(json("HTML5MediaEmbed")).title == "A Walk")
    #expect(try media(json("Generic")).title == "A Walk (1)")
  }

  @Test func aPlaylistsFirstVideoIsTaken() throws {
    let found = try media(
      """
      {"_type": "playlist", "title": "Channel", "entries": [
        {"title": "First", "formats": [{"format_id": "0", "url": "http://h/1.mp4", "protocol": "http"}]},
        {"title": "Second", "formats": [{"format_id": "0", "url": "http://h/2.mp4", "protocol": "http"}]}]}
      """)
    #expect(found.title == "First" && found.best?.url.absoluteString == "http://h/1.mp4")
  }

  @Test func nothingThatPlaysIsAnError() {
    #expect(throws: PageError("a web page whose video yt-dlp found in no format that plays")) {
      try media(#"{"formats": [{"format_id": "r", "url": "rtmp://h/x", "protocol": "rtmp"}]}"#)
    }
    #expect(throws: PageError("a web page yt-dlp described in words that could not be read")) {
      try media("WARNING: not JSON")
    }
  }

  @Test func theMediaIsDescribedAsThePage() throws {
    let found = try media(
      """
      {"title": "A Walk", "chapters": [{"start_time": 0, "title": "Gate"}], "formats": [
        {"format_id": "hd", "url": "http://h/hd.mp4", "protocol": "http", "height": 720},
        {"format_id": "sd", "url": "http://h/sd.mp4", "protocol": "http", "height": 360}]}
      """)
    let described = found.describing(MediaInfo(duration: 10), playing: found.formats[1])
    #expect(described.tags.title == "A Walk" && described.chapters.map(\.title) == ["Gate"])
    #expect(described.variants.map(\.name) == ["720p", "360p"] && described.variant?.name == "360p")
    var tagged = MediaInfo(duration: 10)
    tagged.tags.title = "The File's Own"
    #expect(found.describing(tagged, playing: found.best).tags.title == "The File's Own")
  }

  @Test func onlyAnHTTPAddressThatIsNotMediaIsAPage() {
    let error = { (url: URL, kind: MediaError.Kind) in MediaError(url: url, kind: kind, detail: "") }
    #expect(PageMedia.isPage(page, failingWith: error(page, .notMedia)))
    #expect(!PageMedia.isPage(page, failingWith: error(page, .notFound)))
    let file = URL(fileURLWithPath: "/tmp/page.html")
    #expect(!PageMedia.isPage(file, failingWith: error(file, .notMedia)))
  }
}
