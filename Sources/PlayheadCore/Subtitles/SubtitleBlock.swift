/// The subtitles showing at one instant, laid out over the picture: centred near the bottom of
/// the video (not of the black bars around it), as wide as nine tenths of it at most, lines
/// wrapped and centred, sized from its height (`SubtitleStyle.TextSize`); text its file placed
/// elsewhere (`SubtitlePlacement`) where it says. Bitmap subtitles are drawn where their stream
/// puts them, scaled with the video. While the controls show, the block rises above the bar, in
/// step with the bar's fade, so the two never overlap.
public struct SubtitleBlock: Hashable, Sendable {
  /// A cue's text and where its file placed it.
  public struct PlacedText: Hashable, Sendable {
    /// What it says, as Pango markup.
    public var markup: String
    /// Where it sits.
    public var placement: SubtitlePlacement
  }

  /// The markup of the cues left where uncued text sits, the earliest first, a line apart;
  /// empty for none.
  public var markup: String
  /// The text of the cues their files placed (`SubtitleCue.placement`), the earliest first.
  public var placed: [PlacedText]
  /// The bitmap subtitles showing, back to front. A stream is either text or pictures: a block
  /// with pictures shows them, not text.
  public var pictures: [SubtitlePicture]
  /// How text looks.
  public var style: SubtitleStyle

  /// The block saying or showing what `cues` do, text in `style`; `nil` when there are none.
  public init?(_ cues: [SubtitleCue], style: SubtitleStyle) {
    let texts = cues.filter { !$0.markup.isEmpty }
    placed = texts.compactMap { cue in cue.placement.map { PlacedText(markup: cue.markup, placement: $0) } }
    pictures = cues.compactMap(\.picture).filter { !$0.pieces.isEmpty }
    guard !texts.isEmpty || !pictures.isEmpty else { return nil }
    markup = texts.filter { $0.placement == nil }.map(\.markup).joined(separator: "\n")
    self.style = style
  }

  /// All the block says, wherever it sits, a line apart: what is read out or printed.
  public var allMarkup: String {
    ([markup] + placed.map(\.markup)).filter { !$0.isEmpty }.joined(separator: "\n")
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
    Font(name: style.font, size: max(height * style.size.fraction, Self.minimumFontSize))
  }

  /// Where the top-left corner of the block's scene, `size` big, goes in a player laid out as
  /// `layout` showing a picture of `videoSize`, its controls at `controlsOpacity` (0 hidden … 1
  /// shown): centred on the picture, a twentieth of its height above its bottom edge, and
  /// above the controls' bar as far as they show.
  /// Pictures' scene covers the video from its top, and rises only as far as their lowest
  /// piece would reach under the bar. Placed text's scene covers it too, and its boxes under
  /// the bar rise within it (`scene`).
  public func origin(of size: Size, in layout: OverlayLayout, videoSize: Size?, controlsOpacity: Double)
    -> Point
  {
    let video = Self.videoRect(in: layout, videoSize: videoSize)
    let rise = { (bottom: Double) in max(bottom - Self.limit(in: layout), 0) * min(max(controlsOpacity, 0), 1)
    }
    guard placed.isEmpty else { return video.origin }
    guard pictures.isEmpty else {
      let reach = pictures.map { $0.bottom(inVideoHeight: video.height) }.max() ?? 0
      return Point(x: video.minX, y: video.minY - rise(video.minY + reach))
    }
    let low = video.maxY - video.height * Self.bottomMargin
    return Point(x: video.minX + (video.width - size.width) / 2, y: low - rise(low) - size.height)
  }

  /// How low subtitles may reach while the controls show.
  private static func limit(in layout: OverlayLayout) -> Double {
    layout.bar.minY - 4 * layout.unit
  }

  /// Whether the scene depends on the controls' opacity: placed text, whose boxes under the bar
  /// rise and the others stay.
  public var risesInParts: Bool { pictures.isEmpty && !placed.isEmpty }

  /// The share of the picture's height under uncued text.
  static let bottomMargin = 0.05

  /// The block's scene, its top-left corner at 0, 0 (see `origin`), the controls at
  /// `controlsOpacity` where it `risesInParts`.
  public func scene(
    in layout: OverlayLayout, videoSize: Size?, measurer: any TextMeasuring, controlsOpacity: Double = 0
  ) -> Scene {
    let video = Self.videoRect(in: layout, videoSize: videoSize)
    guard pictures.isEmpty else {
      let canvas = Rect(origin: .zero, size: video.size)
      return Scene(size: video.size, items: pictures.flatMap { $0.items(over: canvas) })
    }
    let font = font(forVideoHeight: video.height)
    let width = max(video.width * 0.9, font.size)
    guard !placed.isEmpty else { return box(markup, width: width, alignment: .center, font: font, measurer) }
    let reach = Self.limit(in: layout) - video.minY
    let rising = min(max(controlsOpacity, 0), 1)
    return placedScene(
      in: video.size, width: width, font: font, measurer: measurer, reach: reach, rising: rising)
  }

  /// The scene of a block with placed text: from the picture's top to the lowest box's bottom,
  /// as wide as the picture, the text left where uncued text sits wrapped `width` wide. A box that would cover one placed before it moves above it, or
  /// below it where there is no room above. The boxes reaching lower than `reach` rise
  /// together, `rising` of the way (0 … 1) to the lowest one's bottom being there, and those
  /// they would then cover move above them.
  private func placedScene(
    in video: Size, width: Double, font: Font, measurer: any TextMeasuring, reach: Double, rising: Double
  ) -> Scene {
    let low = video.height * (1 - Self.bottomMargin)
    let lineHeight = measurer.size(of: "Ag", font: font).height
    var boxes: [(frame: Rect, scene: Scene)] = []
    if !markup.isEmpty {
      let scene = box(markup, width: width, alignment: .center, font: font, measurer)
      let frame = Rect(
        x: (video.width - scene.size.width) / 2, y: low - scene.size.height, width: scene.size.width,
        height: scene.size.height)
      boxes.append((frame, scene))
    }
    for text in placed {
      let (left, across) = text.placement.horizontal(inWidth: video.width)
      let scene = box(
        text.markup, width: max(across - font.size, font.size), alignment: text.placement.alignment,
        font: font,
        measurer)
      let top = text.placement.top(
        ofHeight: scene.size.height, lineHeight: lineHeight, videoHeight: video.height, bottom: low)
      let placed = Rect(x: left, y: top, width: scene.size.width, height: scene.size.height)
      let others = boxes.map(\.frame)
      let frame =
        Self.moved(placed, clearOf: others, upward: true, within: video.height)
        ?? Self.moved(placed, clearOf: others, upward: false, within: video.height) ?? placed
      boxes.append((frame, scene))
    }
    let bottom = boxes.map(\.frame.maxY).max() ?? 0
    let rise = max(bottom - reach, 0) * rising
    var settled = boxes.indices.filter { boxes[$0].frame.maxY > reach }
    for index in settled { boxes[index].frame.origin.y -= rise }
    // Those above that the risen ones would cover move above them in turn, the lowest first.
    for index in boxes.indices.filter({ !settled.contains($0) }).sorted(by: {
      boxes[$0].frame.maxY > boxes[$1].frame.maxY
    }) {
      let risen = settled.map { boxes[$0].frame }
      boxes[index].frame =
        Self.moved(boxes[index].frame, clearOf: risen, upward: true, within: video.height)
        ?? boxes[index].frame
      settled.append(index)
    }
    return Scene(
      size: Size(width: video.width, height: bottom.rounded(.up)),
      items: boxes.flatMap { $0.scene.offsetBy(dx: $0.frame.minX, dy: $0.frame.minY).items })
  }

  /// `frame` moved up (or down) past each of `others` it covers, in turn, until it covers none;
  /// `nil` when that takes it out of a picture `height` tall. Each move passes a box for good,
  /// so it ends.
  private static func moved(_ frame: Rect, clearOf others: [Rect], upward: Bool, within height: Double)
    -> Rect?
  {
    var frame = frame
    while let other = others.first(where: { $0.intersects(frame) }) {
      frame.origin.y = upward ? other.minY - frame.height : other.maxY
      guard frame.minY >= 0, frame.maxY <= height else { return nil }
    }
    return frame
  }

  /// The scene of `markup` wrapped `width` wide (padding around it), its lines aligned as
  /// `alignment` says, in the block's style, its top-left corner at 0, 0.
  private func box(
    _ markup: String, width: Double, alignment: TextAlignment, font: Font, _ measurer: any TextMeasuring
  ) -> Scene {
    let pad = Size(width: font.size * 0.5, height: font.size * 0.25)
    var run = TextRun(
      text: markup, font: font, frame: Rect(x: 0, y: 0, width: width, height: 0),
      paint: .solid(style.textColor),
      isMarkup: true, wraps: true, alignment: alignment)
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
      let left: Double
      switch alignment {
      case .left: left = 0
      case .center: left = (size.width - text.width) / 2 - pad.width
      case .right: left = size.width - text.width - 2 * pad.width
      }
      let box = Rect(x: left, y: 0, width: text.width + 2 * pad.width, height: size.height)
      items.append(
        .fill(
          RoundedOutline(rect: box, radius: font.size * 0.2).path,
          .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.7))))
    }
    items.append(.text(run))
    return Scene(size: size, items: items)
  }
}
