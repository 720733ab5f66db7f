import Foundation

/// Finds the media in a web page whose address is not media itself: yt-dlp (`YTDLP`), as mpv's
/// ytdl_hook uses it. Tests give a scripted one.
public protocol PageResolving: Sendable {
  /// The media `page` holds: its title, chapters, subtitles and formats.
  func resolve(_ page: URL) async throws(PageError) -> PageMedia
}

/// Why a page gave no media, in words that follow "is" after the page's address ("a web page
/// with no video yt-dlp can find").
public struct PageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What happened, in words.
  public var description: String

  /// An error saying `description`.
  public init(_ description: String) { self.description = description }

  /// yt-dlp is not installed: the page cannot be read, and what to do about it.
  public static var noResolver: PageError {
    PageError(
      translated("a web page, and yt-dlp, which finds the video in one, is not installed: apt install yt-dlp")
    )
  }
}

extension PageMedia {
  /// Whether `error`, loading `url`, says `url` is a web page to look for media in: an http(s)
  /// address that is not media.
  public static func isPage(_ url: URL, failingWith error: MediaError) -> Bool {
    error.kind == .notMedia && error.url == url && ["http", "https"].contains(url.scheme?.lowercased())
  }
}
