import PlayheadCore

extension ImageSurface {
  /// Draws `block` over the picture this image holds, as a player of the image's size shows it
  /// with its controls at `controlsOpacity` (hidden by default): how screenshots and snapshots
  /// include the subtitles.
  /// - Throws: `CairoError` when Cairo cannot draw.
  public func drawSubtitles(_ block: SubtitleBlock, controlsOpacity: Double = 0) throws(CairoError) {
    let size = Size(width: Double(width), height: Double(height))
    let layout = OverlayLayout(size: size)
    let scene = block.scene(in: layout, videoSize: size, measurer: try PangoTextMeasurer())
    let origin = block.origin(of: scene.size, in: layout, videoSize: size, controlsOpacity: controlsOpacity)
    var placed = scene.offsetBy(dx: origin.x, dy: origin.y)
    placed.size = size
    try SceneRenderer.draw(placed, into: self, clearing: false)
  }
}
