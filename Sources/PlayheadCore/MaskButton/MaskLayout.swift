import Synchronization

/// Where a MaskButton's content goes in its box: the image frame and the text frame with its
/// fitted font.
struct MaskLayout: Hashable, Sendable {
  /// The image's frame, or `nil`.
  var imageFrame: Rect?
  /// The text's frame (exactly its measured size), or `nil`.
  var textFrame: Rect?
  /// The text's font at its fitted size.
  var font: Font

  /// The gap between image and text, as a fraction of the box height.
  static let gap = 0.15

  /// Lays `content` out in `box`: the image (aspect-fit, at most the box height) leads, and the
  /// text takes the largest size from `minimumScale` to 1 of its font at which it fits beside it,
  /// found by bisection on the scale. Text that does not fit even at the minimum keeps the minimum.
  init(content: MaskContent, in box: Rect, minimumScale: Double, measurer: any TextMeasuring) {
    font = content.font
    var imageSize = Size.zero
    if let image = content.image {
      let height = content.text == nil ? box.height : box.height * 0.8
      let scale = min(box.width / Double(image.width), height / Double(image.height))
      imageSize = Size(width: Double(image.width) * scale, height: Double(image.height) * scale)
    }
    var textSize = Size.zero
    if let text = content.text {
      let gap = content.image == nil ? 0 : box.height * Self.gap
      let room = Size(width: max(box.width - imageSize.width - gap, 0), height: box.height)
      let fits = { (scale: Double) -> Size? in
        let size = measurer.size(of: text, font: content.font.withSize(content.font.size * scale))
        return size.width <= room.width && size.height <= room.height ? size : nil
      }
      var best = minimumScale
      if fits(1) != nil {
        best = 1
      } else if fits(minimumScale) != nil {
        var (low, high) = (minimumScale, 1.0)
        while high - low > 1e-3 {
          let middle = (low + high) / 2
          if fits(middle) != nil { low = middle } else { high = middle }
        }
        best = low
      }
      font = content.font.withSize(content.font.size * best)
      textSize = measurer.size(of: text, font: font)
      if content.image != nil {
        imageSize = Self.shrink(imageSize, toRoomBeside: textSize, gap: gap, in: box)
      }
    }
    let gap = content.image != nil && content.text != nil ? box.height * Self.gap : 0
    let totalWidth = imageSize.width + gap + textSize.width
    var x = box.minX + (box.width - totalWidth) / 2
    if content.image != nil {
      imageFrame = Rect(
        x: x, y: box.minY + (box.height - imageSize.height) / 2, width: imageSize.width,
        height: imageSize.height)
      x += imageSize.width + gap
    }
    if content.text != nil {
      textFrame = Rect(
        x: x, y: box.minY + (box.height - textSize.height) / 2, width: textSize.width, height: textSize.height
      )
    }
  }

  /// The image size scaled down, if need be, so the row fits the box's width.
  private static func shrink(_ image: Size, toRoomBeside text: Size, gap: Double, in box: Rect) -> Size {
    let room = box.width - text.width - gap
    guard image.width > room, image.width > 0 else { return image }
    let scale = max(room, 0) / image.width
    return Size(width: image.width * scale, height: image.height * scale)
  }
}

/// Layouts already worked out, shared by copies of a button, so text is measured only when the
/// text, font, image or box change.
final class MaskLayoutCache: Sendable {
  struct Key: Hashable {
    let content: MaskContent
    let box: Rect
    let minimumScale: Double
  }

  private let layouts = Mutex<[Key: MaskLayout]>([:])

  func layout(for key: Key, measurer: any TextMeasuring) -> MaskLayout {
    if let layout = layouts.withLock({ $0[key] }) { return layout }
    let layout = MaskLayout(
      content: key.content, in: key.box, minimumScale: key.minimumScale, measurer: measurer)
    layouts.withLock { layouts in
      if layouts.count > 32 { layouts.removeAll() }
      layouts[key] = layout
    }
    return layout
  }
}
