/// What shows above the scrubber while the pointer is over it or drags it: a box centred over
/// the pointer's time (kept inside the player), holding the thumbnail of that time (or a dark
/// place for it while it is decoded), the time, and the chapter's title when there are
/// chapters. Media without thumbnails (sound, a network stream) shows the time alone. The box
/// grows to hold the chapter's title, up to the player's width less its margins; a title longer
/// still ends in "…", never cut at its edges.
public struct TimelinePreview: Hashable, Sendable {
  /// The time under the pointer, in seconds.
  public var seconds: Double
  /// The media's duration, which places the time along the track.
  public var duration: Double
  /// The chapter playing at `seconds`, if the media has chapters.
  public var chapterTitle: String?
  /// Whether the box holds a thumbnail (its place stays while it is decoded).
  public var hasThumbnail: Bool
  /// The thumbnail, once decoded.
  public var thumbnail: PixelImage?
  /// The thumbnail's width over its height.
  public var aspectRatio: Double

  /// A preview of `seconds` of `duration` seconds.
  public init(
    seconds: Double, duration: Double, chapterTitle: String? = nil, hasThumbnail: Bool,
    thumbnail: PixelImage? = nil,
    aspectRatio: Double = 16.0 / 9
  ) {
    self.seconds = seconds
    self.duration = duration
    self.chapterTitle = chapterTitle
    self.hasThumbnail = hasThumbnail
    self.thumbnail = thumbnail
    self.aspectRatio = aspectRatio.isFinite && aspectRatio > 0 ? min(max(aspectRatio, 0.5), 2.5) : 16.0 / 9
  }

  /// The time as the box says it: "1:05".
  public var timeText: String { TimeText.clock(seconds) }

  /// The box's scene and where its top-left corner goes in the player laid out by `layout`, its
  /// title measured by `measurer`.
  public func piece(in layout: OverlayLayout, measurer: any TextMeasuring) -> (scene: Scene, origin: Point) {
    let unit = layout.unit
    let padding = 3 * unit
    let imageHeight = hasThumbnail ? Self.thumbnailHeight * unit : 0
    let imageWidth = hasThumbnail ? (imageHeight * aspectRatio).rounded() : 0
    let lineHeight = 18 * unit
    let lines = chapterTitle == nil ? 1.0 : 2.0
    // Room for the title and a space either side of it, within the player.
    let titleWidth =
      chapterTitle.map { measurer.size(of: $0, font: layout.chapterFont).width + 8 * unit } ?? 0
    let widest = max(layout.size.width - 24 * unit, 64 * unit)
    let width = min(max(imageWidth, 64 * unit, titleWidth.rounded(.up)), widest) + 2 * padding
    let height = imageHeight + lines * lineHeight + 2 * padding + (hasThumbnail ? padding : 0)
    let track = layout.track
    let x = track.minX + track.width * min(max(seconds / max(duration, 0.001), 0), 1)
    let left = min(max(x - width / 2, 0), max(layout.size.width - width, 0))
    let origin = Point(x: left.rounded(), y: (track.minY - 10 * unit - height).rounded())
    let box = Rect(x: 0, y: 0, width: width, height: height)
    var items: [SceneItem] = [
      .fill(RoundedOutline(rect: box, radius: 4 * unit).path, .solid(Self.background))
    ]
    var y = padding
    if hasThumbnail {
      let frame = Rect(x: (width - imageWidth) / 2, y: y, width: imageWidth, height: imageHeight)
      items.append(
        thumbnail.map { .image($0, frame: frame) } ?? .fill(Path(rect: frame), .solid(Self.placeholder)))
      y += imageHeight + padding
    }
    let textWidth = width - 2 * padding
    if let chapterTitle {
      var title = line(chapterTitle, y: y, width: textWidth, padding: padding, layout: layout)
      // Too long for the widest box: from its start, ending in "…".
      if titleWidth > textWidth, case .text(var run) = title {
        run.isLeading = true
        run.frame = run.frame.insetBy(dx: 4 * unit, dy: 0)
        title = .text(run)
      }
      items.append(title)
      y += lineHeight
    }
    items.append(line(timeText, y: y, width: textWidth, padding: padding, layout: layout))
    return (Scene(size: box.size, items: items), origin)
  }

  /// How tall the thumbnail is drawn, in layout units (logical pixels at the desktop's text
  /// scale).
  public static let thumbnailHeight = 90.0
  /// The box's colour: opaque, so the picture under it does not show through.
  public static let background = Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
  /// Where the thumbnail goes while it is decoded.
  public static let placeholder = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)

  private func line(_ text: String, y: Double, width: Double, padding: Double, layout: OverlayLayout)
    -> SceneItem
  {
    .text(
      TextRun(
        text: text, font: layout.chapterFont,
        frame: Rect(x: padding, y: y, width: width, height: 18 * layout.unit),
        paint: .solid(.white)))
  }
}
