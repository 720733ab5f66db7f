import Foundation

/// The media a web page holds, as yt-dlp describes it (`--dump-json`): its title, chapters,
/// subtitle files (written beside, as yt-dlp fetched them) and the formats it is offered in, the
/// best first. What plays is an HLS or DASH manifest when the page offers one (its variants then
/// make the quality menu, as any adaptive stream's), else the best file that has both picture
/// and sound (yt-dlp's separate video-only and sound-only formats would need merging).
public struct PageMedia: Hashable, Sendable {
  /// The page's address.
  public var page: URL
  /// Its title, as the page gives it.
  public var title: String?
  /// Its chapters, in order.
  public var chapters: [Chapter] = []
  /// Its subtitles, as local files ("page.en.vtt").
  public var subtitleFiles: [URL] = []
  /// The formats to choose from, the best first; one, an adaptive stream's manifest, when the
  /// page offers one.
  public var formats: [PageFormat] = []

  /// A page at `page` offering `formats`.
  public init(
    page: URL, title: String? = nil, chapters: [Chapter] = [], subtitleFiles: [URL] = [],
    formats: [PageFormat]
  ) {
    self.page = page
    self.title = title
    self.chapters = chapters
    self.subtitleFiles = subtitleFiles
    self.formats = formats
  }

  /// What yt-dlp said of `page` in `json` (one video's, or a playlist's, whose first video is
  /// taken), with `subtitleFiles` it wrote; fails when it lists nothing that plays.
  public init(page: URL, ytdlpJSON json: Data, subtitleFiles: [URL] = []) throws(PageError) {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    guard let decoded = try? decoder.decode(Described.self, from: json) else {
      throw PageError(translated("a web page yt-dlp described in words that could not be read"))
    }
    let video = decoded.entries?.first { $0.formats?.isEmpty == false } ?? decoded
    self.page = page
    title = Self.title(video.title ?? decoded.title, from: video.extractorKey)
    chapters = (video.chapters ?? []).compactMap { chapter in
      chapter.startTime.map { Chapter(start: max($0, 0), title: chapter.title) }
    }
    .sorted { $0.start < $1.start }
    self.subtitleFiles = subtitleFiles
    formats = Self.playable(video.formats ?? [])
    guard !formats.isEmpty else {
      throw PageError(translated("a web page whose video yt-dlp found in no format that plays"))
    }
  }

  /// `title` as yt-dlp gave it, without the number its extractor of `<video>` elements adds to
  /// the page's title ("A Walk (1)"): the page's own.
  static func title(_ title: String?, from extractor: String?) -> String? {
    guard let title, extractor == "HTML5MediaEmbed", let open = title.lastIndex(of: "("),
      title.hasSuffix(")"),
      title[title.index(after: open)..<title.index(before: title.endIndex)].allSatisfy(\.isNumber)
    else { return title }
    return String(title[..<open]).trimmingCharacters(in: .whitespaces)
  }

  /// The format played when none is chosen: the best.
  public var best: PageFormat? { formats.first }

  /// The format behind `variant`, a page format's (`PageFormat.variant`), if it is one of these.
  public func format(of variant: StreamVariant) -> PageFormat? {
    formats.first { $0.variant == variant }
  }

  /// `info`, the media of `format`, described as the page's: the page's title and chapters where
  /// the media has none, and the formats as its variants when there is a choice.
  public func describing(_ info: MediaInfo, playing format: PageFormat?) -> MediaInfo {
    var info = info
    if info.tags.title?.isEmpty != false, let title { info.tags.title = title }
    if info.chapters.isEmpty { info.chapters = chapters }
    if formats.count > 1, info.variants.isEmpty {
      info.variants = formats.map(\.variant)
      info.variant = format?.variant
    }
    return info
  }

  /// The formats that play, the best first: an HLS or DASH manifest alone when there is one;
  /// else the files with picture and sound (those of unknown content too), by height, then bit
  /// rate, then the page's own order reversed (yt-dlp lists the worst first); files of one kind
  /// alone only when there is nothing else.
  static func playable(_ formats: [Described.Format]) -> [PageFormat] {
    let reachable = formats.filter { $0.url.flatMap(URL.init(string:)) != nil }
    if let adaptive = reachable.first(where: \.isAdaptive),
      let manifest = (adaptive.manifestUrl ?? adaptive.url).flatMap(URL.init(string:))
    {
      return [PageFormat(id: adaptive.formatId ?? "stream", url: manifest)]
    }
    let direct = reachable.filter { ["http", "https", nil].contains($0.protocol) }
    let both = direct.filter { $0.vcodec != "none" && $0.acodec != "none" }
    let chosen =
      both.isEmpty ? direct.filter { $0.vcodec != "none" } + direct.filter { $0.vcodec == "none" } : both
    let rank = { (entry: (offset: Int, element: Described.Format)) in
      (entry.element.height ?? 0, entry.element.tbr ?? 0, entry.offset)
    }
    return chosen.enumerated().sorted { rank($0) > rank($1) }
      .compactMap { index, format in
        format.url.flatMap(URL.init(string:)).map {
          PageFormat(
            id: format.formatId ?? "\(index)", url: $0, width: format.width, height: format.height,
            bitRate: format.tbr.map { Int($0 * 1000) },
            label: format.height == nil ? $0.lastPathComponent : nil)
        }
      }
  }

  /// yt-dlp's JSON, as far as it is read (its names in snake case, as it writes them).
  struct Described: Decodable {
    struct Format: Decodable {
      var formatId: String?
      var url: String?
      var manifestUrl: String?
      var `protocol`: String?
      var width: Int?
      var height: Int?
      var tbr: Double?
      var vcodec: String?
      var acodec: String?

      /// Whether it is an HLS or DASH stream's.
      var isAdaptive: Bool {
        ["m3u8", "m3u8_native", "http_dash_segments"].contains(`protocol` ?? "")
      }
    }
    struct Chapter: Decodable {
      var startTime: Double?
      var title: String?
    }
    var title: String?
    var extractorKey: String?
    var chapters: [Chapter]?
    var formats: [Format]?
    var entries: [Described]?
  }
}
