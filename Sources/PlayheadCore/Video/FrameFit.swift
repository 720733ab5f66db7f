/// The size, in whole pixels, that a picture is scaled to so that it fills a box at its shape
/// (aspect fit), and who scales it: a picture shown smaller than it is comes scaled from the
/// pipeline, so the view copies it pixel for pixel; one shown at its size or larger comes as it is
/// and the view scales it up bilinear as it copies it (cheaper on this machine than GStreamer's
/// scaler, which then converts four times the pixels: see docs/performance.md).
public enum FrameFit {
  /// The size the pipeline should scale frames of `displaySize` to for `box`: the fitted size
  /// when it is smaller than the picture; `nil` when frames should come at their own size (shown
  /// at it or larger, or nothing to fit).
  public static func pipelineSize(showing displaySize: Size, in box: Size) -> Size? {
    guard let fitted = pixelSize(showing: displaySize, in: box),
      fitted.width < displaySize.width.rounded() || fitted.height < displaySize.height.rounded()
    else { return nil }
    return fitted
  }

  /// The largest size of `displaySize`'s shape inside `box`, in whole pixels: one side equals the
  /// box's, the other never exceeds it. `nil` when either size has no area.
  public static func pixelSize(showing displaySize: Size, in box: Size) -> Size? {
    let sides = [displaySize.width, displaySize.height, box.width.rounded(.down), box.height.rounded(.down)]
    guard sides.allSatisfy({ $0.isFinite && $0 >= 1 }) else { return nil }
    let (boxWidth, boxHeight) = (sides[2], sides[3])
    let scale = min(boxWidth / displaySize.width, boxHeight / displaySize.height)
    return Size(
      width: min(max((displaySize.width * scale).rounded(), 1), boxWidth),
      height: min(max((displaySize.height * scale).rounded(), 1), boxHeight))
  }

  /// Where a frame of `frameSize` pixels, showing a picture of `displaySize`, goes in a `box` of
  /// pixels when it is shown pixel for pixel: when it is exactly the size that fits the picture
  /// in the box (`pixelSize`: the size the pipeline was asked for, or the picture's own when it
  /// fits exactly), centred, on whole pixels. `nil` when it has to be scaled.
  public static func unscaledPlacement(ofFrame frameSize: Size, showing displaySize: Size, in box: Size)
    -> Rect?
  {
    guard let fitted = pixelSize(showing: displaySize, in: box), fitted == frameSize else { return nil }
    return Rect(
      x: ((box.width.rounded(.down) - fitted.width) / 2).rounded(.down),
      y: ((box.height.rounded(.down) - fitted.height) / 2).rounded(.down), width: fitted.width,
      height: fitted.height)
  }
}
