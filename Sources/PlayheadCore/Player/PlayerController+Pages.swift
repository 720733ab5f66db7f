import Foundation

/// A web page's address played: when the address loaded is http(s) and not media, the page
/// resolver (yt-dlp) finds the media in it; the best format plays, with the page's subtitles, and
/// the page's title and chapters where the media has none; its formats make the quality menu.
extension PlayerController {
  /// Starts looking for the media in the page loaded, when `error` says it is a page and a
  /// resolver is set, saying so on screen; returns whether it did (the failure waits for the
  /// resolver's answer).
  func resolvesPage(after error: MediaError) -> Bool {
    guard let url, let resolver = pageResolver, PageMedia.isPage(url, failingWith: error),
      pageLoad.page == nil, !pageLoad.isResolving, !pageLoad.hasFailed
    else { return false }
    // A page may take seconds to read: what is going on is said meanwhile.
    showMessage(translated("Looking for the video in the page…"), at: now)
    pageLoad.resolution = Task { [weak self] in
      let result: Result<PageMedia, PageError>
      do throws(PageError) {
        result = .success(try await resolver.resolve(url))
      } catch {
        result = .failure(error)
      }
      self?.pageResolved(result, for: url)
    }
    return true
  }

  /// The resolver answered for `page`: its best format loads, or the load fails with why.
  private func pageResolved(_ result: Result<PageMedia, PageError>, for page: URL) {
    guard url == page, pageLoad.isResolving else { return }
    pageLoad.resolution = nil
    switch result {
    case .success(let media):
      pageLoad.page = media
      pageLoad.format = media.best
      engine.subtitleFiles += media.subtitleFiles
      if let format = media.best { engine.load(format.url) }
    case .failure(let error):
      pageLoad.hasFailed = true
      engineReported(.failed(MediaError(url: page, kind: .notMedia, detail: error.description)))
    }
  }

  /// `info` as the page found describes it (`PageMedia.describing`); as it is for other media.
  func describedAsPage(_ info: MediaInfo) -> MediaInfo {
    pageLoad.page?.describing(info, playing: pageLoad.format) ?? info
  }

  /// Plays the page's format behind `variant` (`nil`: the best) from where playback is; `false`
  /// when the media is no page with formats to choose from.
  func choosePageFormat(_ variant: StreamVariant?) -> Bool {
    guard let page = pageLoad.page, page.formats.count > 1 else { return false }
    guard let format = variant.map(page.format(of:)) ?? page.best else { return false }
    if format != pageLoad.format { engine.switchSource(to: format.url) }
    pageLoad.format = format
    return true
  }
}
