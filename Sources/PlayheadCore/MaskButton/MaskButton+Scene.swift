extension MaskButton {
  /// The box the content is fitted into for a button of `size`: inside the border and padding.
  public func contentBox(in size: Size) -> Rect {
    let inset = borderWidth + padding
    let box = Rect(origin: .zero, size: size).insetBy(dx: inset, dy: inset)
    return Rect(x: box.minX, y: box.minY, width: max(box.width, 0), height: max(box.height, 0))
  }

  /// Where the text goes and at what size, for a button of `size` (measured once per text, font,
  /// image and box, then remembered).
  public func textFrame(in size: Size) -> (frame: Rect, font: Font)? {
    let layout = layout(for: content, in: size)
    return layout.textFrame.map { ($0, layout.font) }
  }

  /// What to draw at `time` in a box of `size`. The content layer carries a cache key that
  /// changes only with text, font, image, size, paint and shape, so a caching renderer redraws
  /// an unchanged button by compositing.
  public func scene(in size: Size, at time: Double) -> Scene {
    let bounds = Rect(origin: .zero, size: size)
    var paint = paintAnimation.value(at: time)
    let grey = desaturation.value(at: time)
    if grey > 0 { paint = paint.interpolated(to: paint.desaturated, fraction: grey) }
    let shapeRect = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
    let radius = min(cornerRadius, max(min(shapeRect.width, shapeRect.height) / 2, 0))
    let shape = RoundedOutline(rect: shapeRect, radius: radius).path
    let fill = paint.paint(in: bounds)
    var items: [SceneItem] = []
    let fade = contentFade.value(at: time)
    if let previousContent, fade < 1 {
      items.append(
        contentLayer(previousContent, paint: paint, fill: fill, shape: shape, size: size, opacity: 1 - fade))
    }
    items.append(contentLayer(content, paint: paint, fill: fill, shape: shape, size: size, opacity: fade))
    if borderWidth > 0 { items.append(.stroke(shape, fill, StrokeStyle(width: borderWidth))) }
    if interaction.state.isFocused {
      let ring = RoundedOutline(rect: bounds.insetBy(dx: 1, dy: 1), radius: radius).path
      items.append(.stroke(ring, fill, StrokeStyle(width: 2)))
    }
    return Scene(size: size, items: [.group(SceneGroup(opacity: stateOpacity.value(at: time), items: items))])
  }

  private func layout(for content: MaskContent, in size: Size) -> MaskLayout {
    layouts.layout(
      for: .init(content: content, box: contentBox(in: size), minimumScale: minimumTextScale),
      measurer: measurer)
  }

  /// One content's layer: the paint through the content, or the shape with the content punched
  /// out; clipped to the content box (reversed: to the shape) so nothing overflows.
  private func contentLayer(
    _ content: MaskContent, paint: MaskPaint, fill: Paint, shape: Path, size: Size, opacity: Double
  ) -> SceneItem {
    let layout = layout(for: content, in: size)
    let ink = isReversed ? Paint.solid(.black) : fill
    var marks: [SceneItem] = []
    if let image = content.image, let frame = layout.imageFrame {
      marks.append(.mask(image, frame: frame, paint: ink))
    }
    if let text = content.text, let frame = layout.textFrame {
      marks.append(.text(TextRun(text: text, font: layout.font, frame: frame, paint: ink)))
    }
    var key = Hasher()
    key.combine(content)
    key.combine(paint)
    key.combine(size)
    key.combine(isReversed)
    key.combine(cornerRadius)
    key.combine(borderWidth)
    key.combine(layout)
    let items: [SceneItem] =
      isReversed ? [.fill(shape, fill), .group(SceneGroup(blend: .destinationOut, items: marks))] : marks
    return .group(
      SceneGroup(
        opacity: opacity, clip: isReversed ? shape : Path(rect: contentBox(in: size)),
        cacheKey: key.finalize(),
        items: items))
  }
}
