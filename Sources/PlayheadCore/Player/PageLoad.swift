/// A web page's address being played (`PlayerController.pageResolver`): whether the media in it
/// is being looked for, or was looked for in vain, the page found, and its format playing.
struct PageLoad: Hashable, Sendable {
  /// The resolver's run, while it runs: cancelled when another address loads (yt-dlp stopped).
  var resolution: Task<Void, Never>?
  /// The resolver runs.
  var isResolving: Bool { resolution != nil }
  /// The resolver failed: the failure is the load's.
  var hasFailed = false
  /// The page found.
  var page: PageMedia?
  /// Its format playing.
  var format: PageFormat?
}
