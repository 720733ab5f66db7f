/// The subtitles showing at one instant, laid out over the picture: centred near the bottom of
/// the video (not of the black bars around it), as wide as nine tenths of it at most, lines
/// wrapped and centred, sized from its height (`SubtitleStyle.TextSize`). Bitmap subtitles are
/// drawn where their stream puts them, scaled with the video. While the controls show, the
/// block rises above the bar, in step with the bar's fade, so the two never overlap.
public struct SubtitleBlock: Hashable, Sendable {
  /// The cues' markup, the earliest first, a line apart; empty for pictures.
  public var markup: String
  /// The bitmap subtitles showing, back to front. A stream is either text or pictures: a block
  /// with pictures shows them, not text.
  public var pictures: [SubtitlePicture]
  /// How text looks.
  public var style: SubtitleStyle

  /// The block saying or showing what `cues` do, text in `style`; `nil` when there are none.
  public init?(_ cues: [SubtitleCue], style: SubtitleStyle) {
    let lines = cues.map(\.markup).filter { !$0.isEmpty }
    pictures = cues.compactMap(\.picture).filter { !$0.pieces.isEmpty }
    guard !lines.isEmpty || !pictures.isEmpty else { return nil }
    markup = lines.joined(separator: "\n")
    self.style = style
  }

  /// The smallest text size, in points, however small the picture.
  static let minimumFontSize = 9.0

  /// Where the video is shown in a player laid out as `layout`: aspect fit, its `videoSize`
  /// (the whole player for none).
  public static func videoRect(in layout: OverlayLayout, videoSize: Size?) -> Rect {
    let bounds = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
    guard let videoSize else { return bounds }
    let fit = ContentMode.aspectFit.transform(from: videoSize, into: bounds)
    return Rect(x: fit.tx, y: fit.ty, width: videoSize.width * fit.a, height: videoSize.height * fit.d)
  }

  /// The font for a picture `height` points tall.
  func font(forVideoHeight height: Double) -> Font {
    Font(name: "DejaVu Sans", size: max(height * style.size.fraction, Self.minimumFontSize))
  }

  /// Where the top-left corner of the block's scene, `size` big, goes in a player laid out as
  /// `layout` showing a picture of `videoSize`, its controls at `controlsOpacity` (0 hidden … 1
  /// shown): centred on the picture, a twentieth of its height above its bottom edge, and
  /// above the controls' bar as far as they show.
  /// Pictures' scene covers the video, and rises only as far as their lowest piece would
  /// reach under the bar.
  public func origin(of size: Size, in layout: OverlayLayout, videoSize: Size?, controlsOpacity: Double)
    -> Point
  {
    let video = Self.videoRect(in: layout, videoSize: videoSize)
    let opacity = min(max(controlsOpacity, 0), 1)
    let limit = layout.bar.minY - 4 * layout.unit
    guard pictures.isEmpty else {
      let bottom = video.minY + (pictures.map { $0.bottom(inVideoHeight: video.height) }.max() ?? 0)
      return Point(x: video.minX, y: video.minY - max(bottom - limit, 0) * opacity)
    }
    let low = video.maxY - video.height * 0.05
    let lifted = min(low, limit)
    let bottom = low + (lifted - low) * opacity
    return Point(x: video.minX + (video.width - size.width) / 2, y: bottom - size.height)
  }

  /// The block's scene, its top-left corner at 0, 0 (see `origin`).
  public func scene(in layout: OverlayLayout, videoSize: Size?, measurer: any TextMeasuring) -> Scene {
    let video = Self.videoRect(in: layout, videoSize: videoSize)
    guard pictures.isEmpty else {
      let canvas = Rect(origin: .zero, size: video.size)
      return Scene(size: video.size, items: pictures.flatMap { $0.items(over: canvas) })
    }
    let font = font(forVideoHeight: video.height)
    let pad = Size(width: font.size * 0.5, height: font.size * 0.25)
    let width = max(video.width * 0.9, font.size)
    var run = TextRun(
      text: markup, font: font, frame: Rect(x: 0, y: 0, width: width, height: 0),
      paint: .solid(style.textColor),
      isMarkup: true, wraps: true)
    let text = measurer.size(of: run)
    let size = Size(
      width: (width + 2 * pad.width).rounded(.up), height: (text.height + 2 * pad.height).rounded(.up))
    run.frame = Rect(x: pad.width, y: pad.height, width: width, height: text.height)
    var items: [SceneItem] = []
    switch style.backdrop {
    case .outline:
      run.outline = TextOutline(
        width: font.size * 0.14, paint: .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.85)))
    case .box:
      let box = Rect(
        x: (size.width - text.width) / 2 - pad.width, y: 0, width: text.width + 2 * pad.width,
        height: size.height)
      items.append(
        .fill(
          RoundedOutline(rect: box, radius: font.size * 0.2).path,
          .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.7))))
    }
    items.append(.text(run))
    return Scene(size: size, items: items)
  }
}
