/// What the controls bar shows besides its buttons: the shade, the scrubber (its track, the
/// downloaded ranges, the progress and the thumb) and the elapsed and trailing times. A value:
/// two equal timelines draw the same pixels, so a view redraws only when it changes.
public struct OverlayTimeline: Hashable, Sendable {
  /// The playback position in seconds.
  public var position: Double?
  /// What was loaded.
  public var info: MediaInfo?
  /// Downloaded ranges, in seconds.
  public var bufferedRanges: [ClosedRange<Double>]
  /// Show the remaining time rather than the total.
  public var showsRemainingTime: Bool
  /// The scrubber has the keyboard's focus: a ring around the thumb says so.
  public var isScrubberFocused = false
  /// The A–B loop, marked on the track.
  public var abLoop: ABLoop?
  /// A live stream's window: the scrubber spans it, and the elapsed time reads back from its
  /// edge ("−0:42").
  public var liveWindow: LiveWindow?

  /// A timeline at `position` in `info`'s duration.
  public init(
    position: Double?, info: MediaInfo?, bufferedRanges: [ClosedRange<Double>] = [],
    showsRemainingTime: Bool = false, abLoop: ABLoop? = nil
  ) {
    self.abLoop = abLoop
    self.position = position
    self.info = info
    self.bufferedRanges = bufferedRanges
    self.showsRemainingTime = showsRemainingTime
  }

  /// The elapsed-time label: "1:05", "1:02:03", or "--:--"; in a live stream's window, how far
  /// behind its edge ("−0:42").
  public var elapsedText: String {
    liveWindow.map { TimeText.behindLive($0.behind(position), spoken: false) } ?? TimeText.clock(position)
  }

  /// The title of the chapter playing, when the media has chapters and this one a title.
  public var chapterTitle: String? {
    guard let chapters = info?.chapters, let index = Chapter.index(at: position ?? 0, in: chapters) else {
      return nil
    }
    return chapters[index].title.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The trailing label: the total, the remaining time ("-8:55"), or "LIVE"; "≈ 3:12" while the
  /// duration is an estimate.
  public var trailingText: String {
    TimeText.trailing(
      position: position, duration: info?.duration, isLive: info?.isLive == true,
      showsRemaining: showsRemainingTime, isEstimate: info?.isDurationEstimated == true)
  }

  /// How far through the media `seconds` is, from 0 to 1 (through a live stream's window); 0
  /// while the duration is unknown.
  public func fraction(_ seconds: Double) -> Double {
    if let liveWindow { return liveWindow.fraction(seconds) }
    guard let duration = info?.duration, duration > 0, seconds.isFinite else { return 0 }
    return min(max(seconds / duration, 0), 1)
  }

  /// The shade, the scrubber and the two times, placed by `layout`; the elapsed time alone when
  /// something else takes the trailing time's place (`drawsTrailingText` false: the LIVE badge).
  public func items(in layout: OverlayLayout, drawsTrailingText: Bool = true) -> [SceneItem] {
    let bar = layout.bar
    let shade = SceneItem.fill(
      Path(rect: bar),
      .linearGradient(
        LinearGradient(
          start: Point(x: 0, y: bar.minY), end: Point(x: 0, y: bar.maxY),
          stops: [
            .init(location: 0, color: .clear),
            .init(location: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 0.7)),
          ])))
    let texts =
      [(elapsedText, layout.elapsedLabel)] + (drawsTrailingText ? [(trailingText, layout.trailingLabel)] : [])
    let labels = texts.map {
      text, frame in
      SceneItem.text(TextRun(text: text, font: layout.labelFont, frame: frame, paint: .solid(.white)))
    }
    return [shade] + scrubber(in: layout) + labels + chapterLine(in: layout)
  }

  /// The chapter's title above the track from its left end, cut short (…) where it would run
  /// past its right one.
  private func chapterLine(in layout: OverlayLayout) -> [SceneItem] {
    guard let title = chapterTitle else { return [] }
    return [
      .text(
        TextRun(
          text: title, font: layout.chapterFont, frame: layout.chapterTitle,
          paint: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.9)), isLeading: true))
    ]
  }

  /// Where each chapter after the first starts: a thin dark cut across the track.
  private func chapterMarks(on track: Rect, unit: Double) -> [SceneItem] {
    (info?.chapters ?? []).filter { $0.start > 0 }.map { chapter in
      mark(
        at: chapter.start, on: track, unit: unit, reach: 0,
        color: Color(red: 0, green: 0, blue: 0, alpha: 0.7))
    }
  }

  /// A line 2 units wide across the track at `seconds`, standing out `reach` above and below it.
  private func mark(at seconds: Double, on track: Rect, unit: Double, reach: Double, color: Color)
    -> SceneItem
  {
    .fill(
      Path(
        rect: Rect(
          x: track.minX + fraction(seconds) * track.width - unit, y: track.minY - reach, width: 2 * unit,
          height: track.height + 2 * reach)), .solid(color))
  }

  /// The played part of the track: a clear blue (#1a73e8).
  static let progressColor = Color(red: 26 / 255, green: 115 / 255, blue: 232 / 255, alpha: 1)

  /// The A–B loop's colour: amber (#f9ab00), apart from the progress and the downloaded ranges.
  static let loopColor = Color(rgb: 0xf9ab00)

  /// The A–B loop on the track: the stretch between A and B over the track (under the
  /// progress), and a tick at each standing out above and below it (over the progress).
  private func loopMarks(on track: Rect, unit: Double) -> (stretch: [SceneItem], ticks: [SceneItem]) {
    guard let abLoop else { return ([], []) }
    let points = [abLoop.start] + (abLoop.end.map { [$0] } ?? [])
    let ticks = points.map {
      mark(at: $0, on: track, unit: unit, reach: track.height * 1.5, color: Self.loopColor)
    }
    guard let end = abLoop.end else { return ([], ticks) }
    let stretch = SliderPieces.bar(
      track, from: fraction(abLoop.start), to: fraction(end), color: Self.loopColor.multiplyingAlpha(by: 0.6))
    return ([stretch], ticks)
  }

  /// The track, the downloaded ranges, the progress and the thumb.
  private func scrubber(in layout: OverlayLayout) -> [SceneItem] {
    let track = layout.track
    var items = [SliderPieces.bar(track, to: 1, color: Color(red: 1, green: 1, blue: 1, alpha: 0.3))]
    items += bufferedRanges.map {
      SliderPieces.bar(
        track, from: fraction($0.lowerBound), to: fraction($0.upperBound),
        color: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    }
    let (loopStretch, loopTicks) = loopMarks(on: track, unit: layout.unit)
    items += loopStretch
    let progress = fraction(position ?? 0)
    items.append(SliderPieces.bar(track, to: progress, color: Self.progressColor))
    items += chapterMarks(on: track, unit: layout.unit) + loopTicks
    let centre = Point(x: track.minX + progress * track.width, y: track.minY + track.height / 2)
    return items
      + SliderPieces.thumb(
        at: centre, radius: layout.thumbRadius, isFocused: isScrubberFocused, unit: layout.unit)
  }
}
