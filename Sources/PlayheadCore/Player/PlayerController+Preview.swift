extension PlayerController {
  /// What shows above the scrubber now: the time under the pointer with its thumbnail and
  /// chapter; `nil` while the pointer is off the scrubber, or for live media.
  public var timelinePreview: TimelinePreview? {
    guard let seconds = previewSeconds, let info, let duration = info.duration, duration > 0, !info.isLive
    else { return nil }
    let chapters = info.chapters
    let title = Chapter.index(at: seconds, in: chapters).flatMap { chapters[$0].title }
    let size = info.video?.displaySize
    let thumbnail = thumbnails.thumbnail(at: seconds)
    // A part a download has not brought yet shows the time alone, as does media whose pictures
    // failed to decode.
    let canDecode =
      thumbnailSource?.givesThumbnails != false
      && thumbnailSource?.thumbnailTimes.map { $0.contains { $0.contains(seconds) } } ?? true
    return TimelinePreview(
      seconds: seconds, duration: duration, chapterTitle: title?.isEmpty == false ? title : nil,
      hasThumbnail: thumbnails.bucketCount > 0 && (thumbnail != nil || canDecode), thumbnail: thumbnail,
      aspectRatio: size.map { $0.width / max($0.height, 1) } ?? 16.0 / 9)
  }

  /// The pointer is over the scrubber at `seconds` (or drags it there), or left it (`nil`):
  /// the preview follows, and that time's thumbnail is decoded first.
  public func previewTimeline(at seconds: Double?, at time: Double) {
    let before = previewSeconds
    previewSeconds = seconds.map { min(max($0, 0), info?.duration ?? $0) }
    if previewSeconds != before { announce(.timelinePreviewChanged) }
    planThumbnailsIfNeeded()
    thumbnails.hover(at: previewSeconds)
    decodeNextThumbnail()
  }

  /// Plans the loaded media's thumbnails and starts decoding them, once the pointer comes to the
  /// controls (a person who never looks at the timeline costs no second pipeline), the media has
  /// shown its first picture and the source can read it; nothing once planned.
  func planThumbnailsIfNeeded() {
    guard thumbnails.url != url || thumbnails.bucketCount == 0, let url, let source = thumbnailSource,
      source.givesThumbnails, info?.video != nil, info?.isLive != true
    else { return }
    thumbnails.plan(url, duration: info?.duration)
    decodeNextThumbnail()
  }

  /// Asks the source for the next thumbnail the planner wants, if none is being decoded.
  func decodeNextThumbnail() {
    guard let source = thumbnailSource, let url = thumbnails.url,
      let item = thumbnails.next(within: source.thumbnailTimes)
    else {
      return
    }
    source.thumbnail(at: thumbnails.time(of: item)) { [weak self] image in
      guard let self, thumbnails.url == url else { return }
      let shownBefore = previewSeconds.flatMap { thumbnails.thumbnail(at: $0) }
      thumbnails.decoded(item, image)
      if let previewSeconds, thumbnails.thumbnail(at: previewSeconds) != shownBefore {
        announce(.timelinePreviewChanged)
      }
      decodeNextThumbnail()
    }
  }
}
